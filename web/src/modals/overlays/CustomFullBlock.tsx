import { Modal } from '../Modal.tsx';

/** Priority 3: a full block with a message written by TBS staff (HTML from the server). */
export function CustomFullBlock({ html }: { html: string }) {
  return (
    <Modal title="Your account is blocked" layer="blocking" testId="custom-full-block">
      <div className="server-html" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
