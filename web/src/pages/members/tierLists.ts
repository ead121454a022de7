import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../../api/apiError.ts';
import { answerOf, api } from '../../api/client.ts';
import type { components } from '../../api/generated/openapi.ts';
import type { ApiBody } from '../../api/types.ts';

export type TierMember = components['schemas']['TierMember'];
export type TierList = components['schemas']['TierList'];

export type MemberTier = 'diamond' | 'gold' | 'trusted';

interface TierDetails {
  /** As the badges name it. */
  name: 'Diamond' | 'Gold' | 'Trusted';
  /** Years of membership the tier starts at. */
  years: number;
  pagePath: string;
}

/** The three tiers, highest first (spec: Trusted 3+, Gold 10+, Diamond 20+ years). */
export const TIERS: Readonly<Record<MemberTier, TierDetails>> = {
  diamond: {
    name: 'Diamond',
    years: 20,
    pagePath: '/diamond-members',
  },
  gold: { name: 'Gold', years: 10, pagePath: '/gold-members' },
  trusted: {
    name: 'Trusted',
    years: 3,
    pagePath: '/trusted-members',
  },
};

export const MEMBER_TIERS = Object.keys(TIERS) as MemberTier[];

/** What a tier means: years of membership, no unsolved complaints, the return-to-base warranty. */
export function tierMeaning(tier: MemberTier): string {
  const { name, years } = TIERS[tier];
  return (
    `${name} members have been TBS members for ${years} years or more and have no unsolved complaints. ` +
    'They give buyers a 1-month return-to-base warranty.'
  );
}

/** "1 Gold member", "12 Gold members". */
export function tierCountText(tier: MemberTier, count: number): string {
  return `${count.toLocaleString('en-GB')} ${TIERS[tier].name} ${count === 1 ? 'member' : 'members'}`;
}

const sinceFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A member-since day ('2013-12-08') for people: '8 December 2013', the same in every time zone. */
export function formatMemberSince(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : sinceFormat.format(date);
}

/** GET /api/companies/{tier}Members, each path checked against the contract. */
const getTierList = (tier: MemberTier) =>
  tier === 'diamond'
    ? api.GET('/api/companies/diamondMembers')
    : tier === 'gold'
      ? api.GET('/api/companies/goldMembers')
      : api.GET('/api/companies/trustedMembers');

/**
 * GET /api/companies/{tier}Members: the same for visitors and members, so one cache entry for both; fresh for
 * the app's default 30 s only, since an unsolved complaint takes a company off its list at once.
 */
export function useTierList(tier: MemberTier) {
  return useQuery({
    queryKey: ['tierLists', tier] as const,
    queryFn: () => payloadOf(answerOf<ApiBody<TierList>>(getTierList(tier))),
  });
}
