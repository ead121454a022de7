import { Modal } from '../../modals/Modal.tsx';
import { BroadcastSettingsForm } from './BroadcastSettingsForm.tsx';

/** The broadcast settings in a modal (spec part 1 section 2: "modal or page"); it closes once saved. */
export function BroadcastSettingsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Broadcast Settings" size="wide" onClose={onClose} testId="broadcast-settings-modal">
      <BroadcastSettingsForm onSaved={onClose} />
    </Modal>
  );
}
