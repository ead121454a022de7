import { useState } from 'react';
import { isOn } from '../../api/types.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { PossibleMatchesModal } from '../possibleMatches/PossibleMatchesModal.tsx';
import { ComposeModal } from './ComposeModal.tsx';

/**
 * The list's Compose button (members that are not service-only): opens the compose modal; after a send the
 * possible matches of the new broadcast open, unless the member switched them off.
 */
export function ComposeButton() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [sentId, setSentId] = useState<number | null>(null);
  if (!user || isOn(user.isServiceOnly)) return null;
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        data-testid="compose-button"
        onClick={() => setOpen(true)}
      >
        Compose
      </button>
      {open && (
        <ComposeModal
          onClose={() => setOpen(false)}
          onSent={(id) => {
            if (!isOn(user.possibleMatchesDisabled)) setSentId(id);
          }}
        />
      )}
      {sentId !== null && <PossibleMatchesModal broadcastId={sentId} onClose={() => setSentId(null)} />}
    </>
  );
}
