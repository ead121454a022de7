import { tierOfFlags } from '@tbs/rules';
import type { Flag } from '../../api/types.ts';

interface TierFlags {
  isTrusted?: Flag;
  isGold?: Flag;
  isDiamond?: Flag;
}

/** Small badge with the company's tier; nothing for regular members and masked companies. */
export function CompanyTierBadge({ company }: { company: TierFlags }) {
  const tier = tierOfFlags(company);
  if (tier === 'Regular') return null;
  return (
    <span className={`tier-badge tier-badge--${tier.toLowerCase()}`} data-testid="company-tier-badge">
      {tier}
    </span>
  );
}
