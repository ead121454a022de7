import { isOn, type InvoiceStatus } from '../api/types.ts';

/** What the member bar says about the latest invoice. */
export type InvoicePrompt = 'overdue' | 'due' | null;

/**
 * The member bar's invoice prompt: overdue, due or none; none for a company whose invoice reminders staff
 * switched off (isNoNotif), as the overdue reminder overlay (the invoice still shows on Billing History).
 */
export function invoicePromptFor(status: InvoiceStatus | undefined): InvoicePrompt {
  if (!status || isOn(status.isNoNotif)) return null;
  if (isOn(status.isPastDue) || isOn(status.isPastDueEbm)) return 'overdue';
  return isOn(status.isDue) ? 'due' : null;
}
