import type { User } from '../api/types.ts';
import { tierOf } from './tierOf.ts';

/** Badge with the member's tier. */
export function TierBadge({ user }: { user: User }) {
  const tier = tierOf(user);
  return (
    <span className={`tier-badge tier-badge--${tier.toLowerCase()}`} data-testid="tier-badge">
      {tier} member
    </span>
  );
}
