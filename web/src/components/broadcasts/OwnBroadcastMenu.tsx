import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isSuccess } from '../../api/apiError.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { isOn, type Flag } from '../../api/types.ts';
import { deleteBroadcast, resendBroadcast } from '../../modals/compose/composeApi.ts';
import { ConfirmActionModal } from '../../modals/compose/ConfirmActionModal.tsx';
import '../../modals/compose/compose.css';
import { useSettings } from '../../queries/settings.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { broadcastShareLinks } from '../../format/shareLinks.ts';
import { useMenuDismiss } from '../menus/useMenuDismiss.ts';

export interface OwnBroadcastMenuProps {
  broadcast: { id: number; isOkToResend?: Flag; subject?: string };
  /** Called after a resend or a removal so the list reloads. */
  onChanged?: () => void;
}

type Action = 'resend' | 'remove';

const FAILURE: Record<Action, string> = {
  resend: 'Broadcast could not be resent',
  remove: 'Broadcast could not be deleted',
};

/**
 * The menu of one's own broadcast: resend (only when older than 3 days) and remove, each after a confirmation,
 * show possible matches, and share links (under the share setting, as on the detail page).
 */
export function OwnBroadcastMenu({ broadcast, onChanged }: OwnBroadcastMenuProps) {
  const user = useCurrentUser();
  const settings = useSettings();
  // The list's table scrolls (and clips) horizontally: the open menu is placed on the viewport instead.
  const [open, setOpen] = useState<{ top: number; right: number } | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useMenuDismiss(open !== null, menuRef, () => setOpen(null), true);

  const run = async (action: Action) => {
    setBusy(true);
    const body =
      action === 'resend' ? await resendBroadcast(broadcast.id) : await deleteBroadcast(broadcast.id);
    setBusy(false);
    setConfirming(null);
    if (isSuccess(body)) {
      notifySuccess(action === 'resend' ? 'Broadcast successfully resent' : 'Broadcast successfully deleted');
      void queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts });
      onChanged?.();
    } else {
      const reason = body.msg ? `${body.msg} ` : '';
      notifyError(
        FAILURE[action],
        `${reason}Please try again. If the problem persists please contact TBS.`,
        5000,
      );
    }
  };

  const canResend = isOn(broadcast.isOkToResend);
  const showMatches = !isOn(user?.possibleMatchesDisabled);
  const canShare = settings?.enableBroadcastShareButtons === 1;
  const pageUrl = `${window.location.origin}/broadcasts/${broadcast.id}`;
  const choose = (action: Action) => {
    setOpen(null);
    setConfirming(action);
  };

  return (
    <div className="own-broadcast-menu" ref={menuRef}>
      <button
        type="button"
        className="link-button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-label="Actions of your broadcast"
        onClick={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          setOpen((current) =>
            current ? null : { top: rect.bottom + 4, right: window.innerWidth - rect.right },
          );
        }}
        data-testid="own-broadcast-menu"
      >
        ⋯
      </button>
      {open && (
        <ul className="own-broadcast-menu-list" role="menu" style={{ top: open.top, right: open.right }}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              disabled={!canResend}
              title={canResend ? undefined : 'A broadcast can be resent 3 days after it was sent.'}
              onClick={() => choose('resend')}
              data-testid="own-broadcast-resend"
            >
              Resend
            </button>
          </li>
          {showMatches && (
            <li role="none">
              <Link
                role="menuitem"
                to={`/broadcasts?possibleMatchId=${broadcast.id}`}
                onClick={() => setOpen(null)}
                data-testid="own-broadcast-matches"
              >
                Show possible matches
              </Link>
            </li>
          )}
          {canShare &&
            broadcastShareLinks(pageUrl, broadcast.subject ?? '').map((link) => (
              <li role="none" key={link.network}>
                <a role="menuitem" href={link.href} target="_blank" rel="noopener noreferrer">
                  Share on {link.network}
                </a>
              </li>
            ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => choose('remove')}
              data-testid="own-broadcast-remove"
            >
              Remove
            </button>
          </li>
        </ul>
      )}
      {confirming === 'resend' && (
        <ConfirmActionModal
          title="Resend broadcast"
          confirmLabel="Resend"
          busy={busy}
          onConfirm={() => void run('resend')}
          onClose={() => setConfirming(null)}
          testId="confirm-resend"
        >
          <p>Send this broadcast to its list again? It counts against the broadcast rules like a new one.</p>
        </ConfirmActionModal>
      )}
      {confirming === 'remove' && (
        <ConfirmActionModal
          title="Remove broadcast"
          confirmLabel="Remove"
          danger
          busy={busy}
          onConfirm={() => void run('remove')}
          onClose={() => setConfirming(null)}
          testId="confirm-delete"
        >
          <p>Remove this broadcast? It is no longer shown in the broadcast list.</p>
        </ConfirmActionModal>
      )}
    </div>
  );
}
