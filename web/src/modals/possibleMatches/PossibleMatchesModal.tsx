import { Modal } from '../Modal.tsx';

interface PossibleMatchesModalProps {
  broadcastId: number;
  onClose(): void;
}

/** Possible matches of one broadcast (being built: issue 11, possible matches slice). */
export function PossibleMatchesModal({ broadcastId, onClose }: PossibleMatchesModalProps) {
  return (
    <Modal title="Possible matches" onClose={onClose} testId="possible-matches-modal">
      <p className="muted" data-broadcast-id={broadcastId}>
        Loading possible matches…
      </p>
    </Modal>
  );
}
