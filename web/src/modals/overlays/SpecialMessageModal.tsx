import { Modal } from '../Modal.tsx';

/** Priority 4: a special message from TBS staff (HTML from the server), shown once per session. */
export function SpecialMessageModal({ html, onDismiss }: { html: string; onDismiss: () => void }) {
  return (
    <Modal title="Message from TBS" onClose={onDismiss} layer="blocking" testId="special-message-modal">
      <div className="server-html" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onDismiss}>
          OK
        </button>
      </div>
    </Modal>
  );
}
