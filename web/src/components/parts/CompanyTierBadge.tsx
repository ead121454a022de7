import { isOn, type Flag } from '../../api/types.ts';

interface TierFlags {
  isTrusted?: Flag;
  isGold?: Flag;
  isDiamond?: Flag;
}

/** Tier name of a company's flags, or null for a regular member. */
export function companyTier(company: TierFlags): 'Diamond' | 'Gold' | 'Trusted' | null {
  if (isOn(company.isDiamond)) return 'Diamond';
  if (isOn(company.isGold)) return 'Gold';
  if (isOn(company.isTrusted)) return 'Trusted';
  return null;
}

/** Small badge with the company's tier; nothing for regular members and masked companies. */
export function CompanyTierBadge({ company }: { company: TierFlags }) {
  const tier = companyTier(company);
  if (!tier) return null;
  return (
    <span className={`tier-badge tier-badge--${tier.toLowerCase()}`} data-testid="company-tier-badge">
      {tier}
    </span>
  );
}
