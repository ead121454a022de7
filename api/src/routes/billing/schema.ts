import { z } from 'zod';
import { BillingListSchema } from '../../presenters/invoices.ts';
import { payloadAnswer } from '../../respond.ts';

export const BillingListAnswer = payloadAnswer(BillingListSchema);

/** An invoice or credit note number as the PDF address names it (TBS-2026-00001); anything else is a 404. */
export const DocumentNumberParams = z.object({
  number: z.string().max(30).describe('The invoice or credit note number, e.g. TBS-2026-00001'),
});

/** The bytes of a PDF, not JSON. */
export const PdfBytesAnswer = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'application/pdf' });

export const BILLING_MESSAGES = {
  invoiceNotFound: 'Invoice not found.',
  creditNoteNotFound: 'Credit note not found.',
} as const;
