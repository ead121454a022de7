import type { User } from '../api/types.ts';

export type MemberTierName = 'Diamond' | 'Gold' | 'Trusted' | 'Regular';

/** The member tier shown as a badge: Diamond (20+ years), Gold (10+), Trusted (3+) or Regular. */
export function tierOf(user: Pick<User, 'isDiamond' | 'isGold' | 'isTrusted'>): MemberTierName {
  if (user.isDiamond === 1) return 'Diamond';
  if (user.isGold === 1) return 'Gold';
  if (user.isTrusted === 1) return 'Trusted';
  return 'Regular';
}
