import { isOn, type InvoiceStatus } from '../../api/types.ts';

export type BlockingOverlayKind =
  'forcePay' | 'freeTrialEnded' | 'customFullBlock' | 'specialMessage' | 'invoiceOverdue' | 'forcedLogout';

export type DismissibleOverlay = 'specialMessage' | 'invoiceOverdue';

interface OverlayContext {
  invoiceStatus: InvoiceStatus | null;
  forceLogout: boolean;
  pathname: string;
  dismissed: ReadonlySet<DismissibleOverlay>;
}

/** The highest-priority overlay that applies (spec section 4, priorities 1 to 6), or null. */
export function pickBlockingOverlay({
  invoiceStatus,
  forceLogout,
  pathname,
  dismissed,
}: OverlayContext): BlockingOverlayKind | null {
  if (invoiceStatus) {
    if (isOn(invoiceStatus.forcePay) && pathname !== '/invoices') return 'forcePay';
    if (isOn(invoiceStatus.freeTrialBlock) && pathname !== '/payment') return 'freeTrialEnded';
    if (invoiceStatus.customFullBlock?.trim()) return 'customFullBlock';
    if (invoiceStatus.modalMessage?.trim() && !dismissed.has('specialMessage')) return 'specialMessage';
    // The reminder leads to Billing History: not shown there, where the member already sees and pays it.
    if (isInvoiceOverdue(invoiceStatus) && !dismissed.has('invoiceOverdue') && pathname !== '/invoices')
      return 'invoiceOverdue';
  }
  return forceLogout ? 'forcedLogout' : null;
}

function isInvoiceOverdue(status: InvoiceStatus): boolean {
  return (isOn(status.isPastDue) || isOn(status.isPastDueEbm)) && !isOn(status.isNoNotif);
}

/** True when the overdue invoice is an event (European Broker Meeting) registration invoice. */
export function isEventInvoice(status: InvoiceStatus): boolean {
  return isOn(status.isEbmInvoice) || isOn(status.isPastDueEbm);
}
