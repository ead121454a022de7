import { Link } from 'react-router';
import { useBillingItems } from '../../pages/invoices/invoicesApi.ts';
import { Modal } from '../Modal.tsx';

/** The invoice a Pay link names: getLastInvoiceStatus gives `/invoices?pay=TBS-2026-00001` (or `/invoices`). */
export function invoiceToPay(payLink: string | null): string | null {
  if (!payLink?.startsWith('/invoices')) return null;
  return new URL(payLink, 'http://local').searchParams.get('pay');
}

/**
 * Priority 1: an overdue invoice must be paid; cannot be dismissed (not shown on /invoices). Pay now opens
 * Billing History naming the overdue invoice (/invoices?pay=...), which starts its payment at once through
 * the pay action and follows the provider's link; when the status names no invoice, the overdue one is taken
 * from the invoice list (both calls stay open to a member blocked for the invoice: the server's duringBlock).
 */
export function ForcePayModal({
  payLink,
  contactName,
}: {
  payLink: string | null;
  contactName: string | null;
}) {
  const invoices = useBillingItems('invoices').data;
  const overdue = invoices?.find((item) => item.paymentStatus === null && item.isPastDue)?.invoiceNumber;
  const number = invoiceToPay(payLink) ?? overdue ?? null;
  const target = number ? `/invoices?pay=${encodeURIComponent(number)}` : '/invoices';

  return (
    <Modal title="Your invoice is overdue" layer="blocking" testId="force-pay-modal">
      <p>{contactName ? `Dear ${contactName},` : 'Dear member,'}</p>
      <p>
        The payment of your TBS membership invoice{number ? ` ${number}` : ''} is overdue. Access to TBS is
        blocked until the invoice is paid. If you already paid, please contact us.
      </p>
      <div className="form-actions">
        <Link className="button button--primary" to={target} data-testid="force-pay-pay">
          Pay now
        </Link>
        <Link className="button" to="/invoices" data-testid="force-pay-invoices">
          View Billing History
        </Link>
      </div>
    </Modal>
  );
}
