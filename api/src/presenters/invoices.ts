import { z } from 'zod';
import { centsFromDecimal, decimalFromCents, formatInvoiceDate } from '@tbs/rules';
import { dateOnly } from '../dates.ts';

/** Billing History starts in 2021 (spec part 2 section 2: "/invoices, since 2021"). */
export const BILLING_HISTORY_START = '2021-01-01';

/**
 * An invoice or credit note of Billing History (spec part 2 section 3). The payment status: 1 or 2 = Paid,
 * 9 = VOID, null and past due = Overdue, null and not past due = Due (section 4).
 */
export const BillingItemSchema = z
  .strictObject({
    id: z.number().int(),
    invoiceNumber: z.string().describe('The invoice number (TBS-2026-00001), or the credit note number'),
    account: z.enum(['Plus', 'Broker', 'EBM', 'Custom']),
    total: z.string().describe('Euro with two decimals, e.g. "816.75"'),
    invoiceDate: z.string().describe('dd/mm/yyyy'),
    datePaid: z.string().nullable().describe('dd/mm/yyyy; null while unpaid'),
    paymentStatus: z
      .union([z.literal(1), z.literal(2), z.literal(9)])
      .nullable()
      .describe('1 or 2 = paid, 9 = void, null = open (Due, or Overdue when isPastDue)'),
    isPastDue: z.boolean().describe('Open and due before today (Amsterdam)'),
    link: z
      .string()
      .nullable()
      .describe("The payment provider's link of an open invoice; the web pays through the pay action"),
  })
  .meta({ id: 'BillingItem' });
export type BillingItemView = z.infer<typeof BillingItemSchema>;

export const BillingListSchema = z
  .strictObject({ results: z.array(BillingItemSchema), numResults: z.number().int() })
  .meta({ id: 'BillingList' });

const twoDecimals = (total: string | number): string => decimalFromCents(centsFromDecimal(String(total)));
const paymentStatusOf = (status: number | null | undefined): 1 | 2 | 9 | null =>
  status === 1 || status === 2 || status === 9 ? status : null;

/** An invoice row as Billing History lists it. */
export function presentInvoice(
  invoice: {
    id: number;
    invoiceNumber: string;
    account: 'Plus' | 'Broker' | 'EBM' | 'Custom';
    total: string | number;
    invoiceDate: string | Date;
    dueDate: string | Date;
    datePaid?: string | Date | null;
    paymentStatus?: number | null;
    link?: string | null;
  },
  today: string,
): BillingItemView {
  const paymentStatus = paymentStatusOf(invoice.paymentStatus);
  const isOpen = paymentStatus === null;
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    account: invoice.account,
    total: twoDecimals(invoice.total),
    invoiceDate: formatInvoiceDate(dateOnly(invoice.invoiceDate)),
    datePaid: invoice.datePaid ? formatInvoiceDate(dateOnly(invoice.datePaid)) : null,
    paymentStatus,
    isPastDue: isOpen && dateOnly(invoice.dueDate) < today,
    link: isOpen ? (invoice.link ?? null) : null,
  };
}

/**
 * A credit note as Billing History lists it, in the invoice fields (spec part 2 section 3 gives both one
 * shape). A credit note is nothing to pay: it is settled when issued (offset or refunded), so it is listed as
 * settled (status 2, Paid, only a Pdf button), never Due or Overdue, and carries no payment link.
 */
export function presentCreditNote(note: {
  id: number;
  creditNoteNumber: string;
  account: 'Plus' | 'Broker' | 'EBM' | 'Custom';
  total: string | number;
  creditNoteDate: string | Date;
}): BillingItemView {
  const date = formatInvoiceDate(dateOnly(note.creditNoteDate));
  return {
    id: note.id,
    invoiceNumber: note.creditNoteNumber,
    account: note.account,
    total: twoDecimals(note.total),
    invoiceDate: date,
    datePaid: date,
    paymentStatus: 2,
    isPastDue: false,
    link: null,
  };
}
