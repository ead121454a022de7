/** The trust tiers in rank order, so rank n is TRUST_TIERS[n]. */
export const TRUST_TIERS = ['Regular', 'Trusted', 'Gold', 'Diamond'] as const;
export type TrustTier = (typeof TRUST_TIERS)[number];

/** The spec's flag trio; exactly one is 1 for a tiered company. */
export interface TierFlags {
  isTrusted: 0 | 1;
  isGold: 0 | 1;
  isDiamond: 0 | 1;
}

/** Years of membership needed for each tier above Regular. */
const TIER_YEARS: ReadonlyArray<readonly [TrustTier, number]> = [
  ['Diamond', 20],
  ['Gold', 10],
  ['Trusted', 3],
];

/** Whole years between two dates, counting a year complete on its anniversary. */
function completedYears(since: Date, now: Date): number {
  let years = now.getUTCFullYear() - since.getUTCFullYear();
  const anniversaryPassed =
    now.getUTCMonth() > since.getUTCMonth() ||
    (now.getUTCMonth() === since.getUTCMonth() && now.getUTCDate() >= since.getUTCDate());
  if (!anniversaryPassed) years -= 1;
  return years;
}

/**
 * The trust tier of a company: Trusted 3+, Gold 10+, Diamond 20+ years of membership, and only with no
 * unsolved complaints. The one definition: presenters call it, and db's tierRankSql is proven equal to it.
 */
export function trustTier(
  memberSince: Date | null,
  unsolvedComplaints: number,
  now: Date = new Date(),
): TrustTier {
  if (!memberSince || unsolvedComplaints > 0) return 'Regular';
  const years = completedYears(memberSince, now);
  return TIER_YEARS.find(([, minimum]) => years >= minimum)?.[0] ?? 'Regular';
}

/** The tier of a rank as the search index stores it (0 Regular .. 3 Diamond). */
export function tierOfRank(rank: number): TrustTier {
  return TRUST_TIERS[rank] ?? 'Regular';
}

/** The flags of a tier. */
export function tierFlags(tier: TrustTier): TierFlags {
  return {
    isTrusted: tier === 'Trusted' ? 1 : 0,
    isGold: tier === 'Gold' ? 1 : 0,
    isDiamond: tier === 'Diamond' ? 1 : 0,
  };
}

/** A flag as the API sends it: 0/1, or a boolean. */
type FlagValue = 0 | 1 | boolean | null | undefined;

/** The tier the flags name (the highest set), Regular when none is. */
export function tierOfFlags(flags: {
  isTrusted?: FlagValue;
  isGold?: FlagValue;
  isDiamond?: FlagValue;
}): TrustTier {
  const on = (flag: FlagValue) => flag === 1 || flag === true;
  if (on(flags.isDiamond)) return 'Diamond';
  if (on(flags.isGold)) return 'Gold';
  if (on(flags.isTrusted)) return 'Trusted';
  return 'Regular';
}

/** Tier-list code of the spec: 1 trusted, 2 gold, 4 diamond, 0 regular. */
export function tierCode(tier: TrustTier): 0 | 1 | 2 | 4 {
  return ({ Regular: 0, Trusted: 1, Gold: 2, Diamond: 4 } as const)[tier];
}

/** The tier of a tier-list code (1 trusted, 2 gold, 4 diamond); Regular for 0, no code or an unknown one. */
export function tierOfCode(code: number | null | undefined): TrustTier {
  return TRUST_TIERS.find((tier) => tier !== 'Regular' && tierCode(tier) === code) ?? 'Regular';
}
