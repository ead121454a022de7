import { Link } from 'react-router';
import { Modal } from '../Modal.tsx';

/** Priority 1: an overdue invoice must be paid; cannot be dismissed (not shown on /invoices). */
export function ForcePayModal({
  payLink,
  contactName,
}: {
  payLink: string | null;
  contactName: string | null;
}) {
  const target = payLink || '/payment';
  return (
    <Modal title="Your invoice is overdue" layer="blocking" testId="force-pay-modal">
      <p>{contactName ? `Dear ${contactName},` : 'Dear member,'}</p>
      <p>
        The payment of your TBS membership invoice is overdue. Access to TBS is blocked until the invoice is
        paid. If you already paid, please contact us.
      </p>
      <div className="form-actions">
        {/^https?:\/\//.test(target) ? (
          <a className="button button--primary" href={target}>
            Pay now
          </a>
        ) : (
          <Link className="button button--primary" to={target}>
            Pay now
          </Link>
        )}
        <Link className="button" to="/invoices">
          View Billing History
        </Link>
      </div>
    </Modal>
  );
}
