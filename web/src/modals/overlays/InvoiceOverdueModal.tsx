import { Link } from 'react-router';
import { Modal } from '../Modal.tsx';

interface InvoiceOverdueModalProps {
  /** Event-registration (European Broker Meeting) invoices get their own wording. */
  isEventInvoice: boolean;
  onDismiss: () => void;
}

/** Priority 5: dismissible reminder about an overdue invoice. */
export function InvoiceOverdueModal({ isEventInvoice, onDismiss }: InvoiceOverdueModalProps) {
  return (
    <Modal title="Invoice overdue" onClose={onDismiss} layer="blocking" testId="invoice-overdue-modal">
      {isEventInvoice ? (
        <p>
          The invoice for your European Broker Meeting registration is overdue. Please pay it as soon as
          possible to keep your registration.
        </p>
      ) : (
        <p>
          Your TBS membership invoice is overdue. Please pay it as soon as possible to avoid interruption of
          your membership.
        </p>
      )}
      <div className="form-actions">
        <Link className="button button--primary" to="/invoices" onClick={onDismiss}>
          View Billing History
        </Link>
        <button type="button" className="button" onClick={onDismiss}>
          Remind me later
        </button>
      </div>
    </Modal>
  );
}
