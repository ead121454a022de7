export { nextInvoiceNumber } from './invoiceNumbers.ts';
export { addToDate, extendMembership } from './membership.ts';
export {
  settlePaidOrder,
  attachOrderToCompany,
  type Settlement,
  type SettledInvoice,
} from './settlePaidOrder.ts';
export { settlePaidInvoice, type SettledExistingInvoice } from './settlePaidInvoice.ts';
export {
  renderInvoicePdf,
  invoiceDocument,
  creditNoteDocument,
  loadSeller,
  loadInvoiceDocument,
  loadCreditNoteDocument,
  type InvoiceDocument,
} from '../../pdf/invoicePdf.ts';
