export { importInventory, type ImportInventoryOptions, type ImportProgress } from './importInventory.ts';
export {
  IMPORT_MODES,
  ImportReportSchema,
  InventoryImportError,
  MAX_REJECTIONS,
  type ImportMode,
  type ImportRejection,
  type InventoryImportReport,
} from './report.ts';
