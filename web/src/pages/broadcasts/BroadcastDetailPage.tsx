import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isOn } from '../../api/types.ts';
import { formatLongDate, formatShortDateTime } from '../../format/dates.ts';
import { CompanyModalLoader } from '../../modals/CompanyModalLoader.tsx';
import { ReplyModal } from '../../modals/reply/ReplyModal.tsx';
import { useBroadcast } from '../../queries/broadcasts.ts';
import { useSettings } from '../../queries/settings.ts';
import { openSignIn } from '../../stores/modals.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { broadcastDocumentTitle } from './broadcastTitle.ts';
import { lastBroadcastSearchHref } from './broadcastUrlState.ts';
import { MessageText } from './MessageText.tsx';
import { broadcastShareLinks } from '../../format/shareLinks.ts';
import './broadcasts.css';

/**
 * In place of the message for a visitor: the server sends a visitor no message (it ends with the sender's
 * signature), so the page invites them to sign in or to start a free trial.
 */
function MembersOnlyMessage() {
  return (
    <div className="card broadcast-members-only" data-testid="broadcast-members-only">
      <p>The message and the sender of a broadcast are for TBS members.</p>
      <div className="broadcast-members-only-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={openSignIn}
          data-testid="broadcast-sign-in"
        >
          Sign in to read it
        </button>
        <Link className="button button--accent" to="/register" data-testid="broadcast-free-trial-link">
          Start your 1-month free trial
        </Link>
      </div>
    </div>
  );
}

/**
 * /broadcasts/{id}: one broadcast with its message, the reply modal and, for one's own, share buttons; a visitor
 * gets the subject and an invitation instead of the message.
 */
export function BroadcastDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const settings = useSettings();
  const { data: broadcast, isPending, isError } = useBroadcast(id);
  const [replying, setReplying] = useState(false);
  const [showingCompany, setShowingCompany] = useState(false);

  const subject = broadcast?.subject;
  useEffect(() => {
    if (!subject) return;
    // After the shell's route title, which a parent's effect writes after this one in the same commit.
    const timer = window.setTimeout(() => {
      document.title = broadcastDocumentTitle(subject);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [subject]);

  // Visitors have no list to return to (/broadcasts sends them home).
  const backHref = user ? lastBroadcastSearchHref() : '/';
  const backLink = (
    <p>
      <Link to={backHref} data-testid="broadcast-back-link">
        {user ? '‹ Back to broadcasts' : '‹ Back to home'}
      </Link>
    </p>
  );

  if (isPending) {
    return (
      <section className="page broadcast-detail">
        {backLink}
        <p className="muted">Loading broadcast…</p>
      </section>
    );
  }
  if (isError) {
    // The 'Broadcast removed' snackbar comes from the query.
    return (
      <section className="page broadcast-detail" data-testid="broadcast-missing">
        {backLink}
        <h1>Broadcast removed</h1>
        <p className="muted">This broadcast no longer exists.</p>
      </section>
    );
  }

  const canReply = user !== null && !isOn(user.isServiceOnly);
  const canShare = settings?.enableBroadcastShareButtons === 1 && broadcast.isOwn === true;

  return (
    <section className="page broadcast-detail" data-testid="broadcast-detail">
      {backLink}
      <p className="muted broadcast-detail-meta">
        <span className={`side-tag side-tag--${broadcast.side.toLowerCase()}`}>{broadcast.side}</span>
        <span data-testid="broadcast-list-name">{broadcast.broadcastListName}</span>
        {' · '}
        <time dateTime={broadcast.date} title={formatLongDate(broadcast.date)}>
          {formatShortDateTime(broadcast.date)}
        </time>
      </p>
      <h1 className="broadcast-detail-heading" data-testid="broadcast-subject">
        {broadcast.subject}
      </h1>
      <p className="muted" data-testid="broadcast-sender">
        From{' '}
        {broadcast.company.id === undefined ? (
          broadcast.company.name
        ) : (
          <button
            type="button"
            className="link-button"
            onClick={() => setShowingCompany(true)}
            data-testid="broadcast-company"
          >
            {broadcast.company.name}
          </button>
        )}
        {broadcast.contact && ` (${broadcast.contact.name})`}
      </p>
      {broadcast.message === undefined ? (
        <MembersOnlyMessage />
      ) : (
        <div className="card">
          <MessageText message={broadcast.message} />
        </div>
      )}
      {canReply && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => setReplying(true)}
          data-testid="broadcast-reply-button"
        >
          Reply to Broadcast
        </button>
      )}
      {canShare && (
        <div className="broadcast-share" data-testid="broadcast-share">
          {broadcastShareLinks(window.location.href, broadcast.subject).map((link) => (
            <a
              key={link.network}
              className="button"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`broadcast-share-${link.network.toLowerCase()}`}
            >
              Share on {link.network}
            </a>
          ))}
        </div>
      )}
      {replying && <ReplyModal broadcast={broadcast} onClose={() => setReplying(false)} />}
      {showingCompany && broadcast.company.id !== undefined && (
        <CompanyModalLoader
          company={{ ...broadcast.company, id: broadcast.company.id }}
          onClose={() => setShowingCompany(false)}
        />
      )}
    </section>
  );
}
