import { Link } from 'react-router';
import type { User } from '../api/types.ts';
import { useInvoiceStatus, useRecommendationsAwaitingApproval } from '../queries/companyStatus.ts';
import { invoicePromptFor, type InvoicePrompt } from './invoicePrompt.ts';
import { TierBadge } from './TierBadge.tsx';
import { WorldClock } from './WorldClock.tsx';

function MemberPrompts({
  invoicePrompt,
  recsAwaiting,
}: {
  invoicePrompt: InvoicePrompt;
  recsAwaiting: boolean;
}) {
  return (
    <ul className="member-prompts" data-testid="member-prompts">
      {invoicePrompt && (
        <li>
          {invoicePrompt === 'overdue' ? 'Your invoice is overdue.' : 'You have an invoice due.'}{' '}
          <Link to="/invoices">View Billing History</Link>
        </li>
      )}
      {recsAwaiting && (
        <li>
          Recommendations are awaiting your approval. <Link to="/profile">Go to your profile</Link>
        </li>
      )}
    </ul>
  );
}

/** Second bar for members: welcome, tier badge, and either prompts or the world clock. */
export function MemberBar({ user }: { user: User }) {
  const invoicePrompt = invoicePromptFor(useInvoiceStatus().data);
  const recsAwaiting = useRecommendationsAwaitingApproval();
  const hasPrompts = invoicePrompt !== null || recsAwaiting;

  return (
    <div className="member-bar" data-testid="member-bar">
      <div className="member-bar-inner">
        <span className="member-welcome" data-testid="member-welcome">
          Welcome, {user.name}
        </span>
        <TierBadge user={user} />
        {hasPrompts ? (
          <MemberPrompts invoicePrompt={invoicePrompt} recsAwaiting={recsAwaiting} />
        ) : (
          <WorldClock />
        )}
      </div>
    </div>
  );
}
