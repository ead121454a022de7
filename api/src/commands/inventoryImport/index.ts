export {
  IMPORT_APPLICATION_NAME,
  importInventory,
  type ImportInventoryOptions,
  type ImportProgress,
} from './importInventory.ts';
export {
  IMPORT_MODES,
  ImportReportSchema,
  InventoryImportError,
  MAX_REJECTIONS,
  type ImportMode,
  type ImportRejection,
  type InventoryImportReport,
} from './report.ts';
export { acquireImportSlot, type ImportSlot, type ImportSlotRefusal } from './importSlots.ts';
export { receiveUpload, UploadError, type ReceivedUpload } from './receiveUpload.ts';
