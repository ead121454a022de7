import { BroadcastRulesContent } from '../../pages/static/BroadcastRulesPage.tsx';
import { GradingGuidelinesContent } from '../../pages/static/GradingGuidelinesPage.tsx';
import { Modal } from '../Modal.tsx';

/** The Broadcast Rules, opened from the compose modal (the text of /broadcast-rules). */
export function BroadcastRulesModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Broadcast Rules" onClose={onClose} testId="broadcast-rules-modal">
      <div className="prose">
        <BroadcastRulesContent />
      </div>
    </Modal>
  );
}

/** The Grading Guidelines, opened from the compose modal (the table of /grading-guidelines). */
export function GradingGuidelinesModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Grading Guidelines" onClose={onClose} size="wide" testId="grading-guidelines-modal">
      <GradingGuidelinesContent />
    </Modal>
  );
}
