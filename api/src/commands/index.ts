/**
 * @tbs/api/commands: the api's commands that the staff CLI, the inventory import, the seed and the benchmarks
 * run in-process, with the errors they throw and the business day they count in.
 */
export { ApiError } from '../errors.ts';
export { businessToday } from '../dates.ts';
export { renderInvoicePdf } from '../pdf/invoicePdf.ts';
export { invoiceDocument } from '../queries/invoiceDocuments.ts';
export { attachOrderToCompany, settlePaidOrder } from './billing/settlePaidOrder.ts';
export { BROADCAST_RULES } from './broadcasts/broadcastRules.ts';
export {
  composeBroadcast,
  type BroadcastSender,
  type ComposedBroadcast,
} from './broadcasts/composeBroadcast.ts';
export {
  ComplaintDecisionError,
  complaintStatusName,
  decideComplaint,
  type ComplaintAction,
  type ComplaintDecision,
} from './complaintDecisions.ts';
export { mapColumns, type ColumnMap } from './inventoryImport/columns.ts';
export { csvRows } from './inventoryImport/csvRows.ts';
export {
  importInventory,
  InventoryImportError,
  type ImportMode,
  type ImportProgress,
  type InventoryImportReport,
} from './inventoryImport/index.ts';
export { normaliseRow } from './inventoryImport/normaliseRow.ts';
export { renderMeetingReportPdf } from '../pdf/meetingReportPdf.ts';
export {
  approveRegistration,
  decisionName,
  declineRegistration,
  oneMonthLater,
  RegistrationDecisionError,
} from './registration/decideRegistration.ts';
/** The seller's details an invoice prints (the operator's settings). */
export { presentOperatorDetails } from '../presenters/staffContact.ts';
