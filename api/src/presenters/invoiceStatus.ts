import { z } from 'zod';
import { dateOnly } from '../dates.ts';
import { presentStaffHtml } from './staffHtml.ts';

/** The fields of the latest invoice and of the company that the status is computed from. */
export interface InvoiceStatusFacts {
  invoice: {
    account: string;
    dueDate: string | Date;
    /** null = open (not paid, not void). */
    paymentStatus: number | null;
    forcePay: boolean;
    link: string | null;
    /** Names the invoice to pay in the overlays' Pay link; without it the link is Billing History. */
    invoiceNumber?: string;
  } | null;
  contactName: string;
  company: {
    freeTrialUntil: string | Date | null;
    memberSince: string | Date | null;
    customFullBlock: string | null;
    modalMessage: string | null;
    /** Staff switched the company's invoice reminders off (npm run staff -- reminders). */
    noInvoiceReminders: boolean;
  };
}

/** The shell's blocking state of the signed-in company (getLastInvoiceStatus). */
export const InvoiceStatusSchema = z
  .strictObject({
    forcePay: z.boolean(),
    isPastDue: z.boolean(),
    isPastDueEbm: z.boolean(),
    isDue: z.boolean(),
    isEbmInvoice: z.boolean(),
    isNoNotif: z
      .boolean()
      .describe(
        "Staff switched the company's invoice reminders off: no due or overdue reminder (force-pay still blocks)",
      ),
    link: z.string().nullable(),
    contact_name: z.string(),
    freeTrialBlock: z.boolean(),
    /** Staff HTML, sanitised (staffHtml.ts). */
    customFullBlock: z.string().nullable(),
    /** Staff HTML, sanitised (staffHtml.ts). */
    modalMessage: z.string().nullable(),
  })
  .meta({ id: 'InvoiceStatus' });
export type InvoiceStatusView = z.infer<typeof InvoiceStatusSchema>;

/**
 * Where the overlays' Pay goes for an open invoice: Billing History, naming the invoice to pay
 * (`/invoices?pay=TBS-2026-00001`), where the web starts its payment through the pay action
 * (POST /api/companies/invoices/{invoiceNumber}/actions/pay) and follows the provider's link; plain
 * `/invoices` when the number is not known. Never the stored provider link itself: a checkout link expires,
 * the pay action makes a fresh one. Both stay reachable during the force-pay block.
 */
export function payLinkOf(invoice: { invoiceNumber?: string }): string {
  return invoice.invoiceNumber ? `/invoices?pay=${encodeURIComponent(invoice.invoiceNumber)}` : '/invoices';
}

/**
 * The shell's blocking flags: due = open and due today or later, past due = open and due before today,
 * force pay = past due on an invoice marked force_pay, free-trial block = trial over and never a member,
 * no notification = staff switched the company's invoice reminders off.
 */
export function presentInvoiceStatus(facts: InvoiceStatusFacts, today: string): InvoiceStatusView {
  const { invoice, company } = facts;
  const isOpen = invoice !== null && invoice.paymentStatus === null;
  const dueDate = invoice ? dateOnly(invoice.dueDate) : null;
  const isDue = isOpen && dueDate !== null && dueDate >= today;
  const isPastDue = isOpen && dueDate !== null && dueDate < today;
  const isEbmInvoice = invoice?.account === 'EBM';
  return {
    forcePay: isPastDue && Boolean(invoice?.forcePay),
    isPastDue,
    isPastDueEbm: isPastDue && isEbmInvoice,
    isDue,
    isEbmInvoice,
    isNoNotif: company.noInvoiceReminders,
    link: isOpen ? payLinkOf(invoice) : null,
    contact_name: facts.contactName,
    freeTrialBlock:
      company.freeTrialUntil !== null &&
      dateOnly(company.freeTrialUntil) < today &&
      company.memberSince === null,
    // Staff-written HTML, rendered as HTML by the web app: only ever sent sanitised.
    customFullBlock: presentStaffHtml(company.customFullBlock),
    modalMessage: presentStaffHtml(company.modalMessage),
  };
}
