import { tierOfFlags } from '@tbs/rules';
import type { User } from '../api/types.ts';

/** Badge with the member's tier. */
export function TierBadge({ user }: { user: User }) {
  const tier = tierOfFlags(user);
  return (
    <span className={`tier-badge tier-badge--${tier.toLowerCase()}`} data-testid="tier-badge">
      {tier} member
    </span>
  );
}
