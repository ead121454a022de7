import type { ReactNode } from 'react';
import { Modal } from '../Modal.tsx';

interface ConfirmActionModalProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** True while the call runs: both buttons wait. */
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** Asks before one's own broadcast is resent or removed (the spec's confirm resend and confirm delete). */
export function ConfirmActionModal(props: ConfirmActionModalProps) {
  const { title, children, confirmLabel, busy, danger = false, onConfirm, onClose, testId } = props;
  return (
    <Modal title={title} onClose={busy ? undefined : onClose} testId={testId}>
      {children}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={onConfirm}
          disabled={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
