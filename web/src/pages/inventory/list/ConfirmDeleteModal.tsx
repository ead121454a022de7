import type { ReactNode } from 'react';
import { Modal } from '../../../modals/Modal.tsx';

interface ConfirmDeleteModalProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** True while the delete call runs: both buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a part or the whole inventory is deleted. */
export function ConfirmDeleteModal({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <Modal title={title} onClose={busy ? undefined : onClose} testId="inventory-confirm-delete">
      {children}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          disabled={busy}
          data-testid="inventory-confirm-delete-button"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
