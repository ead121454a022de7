import { PagePlaceholder } from '../PagePlaceholder.tsx';

export type MemberTier = 'diamond' | 'gold' | 'trusted';

const tierTexts: Record<MemberTier, { title: string; summary: string }> = {
  diamond: {
    title: 'Diamond members',
    summary: 'The Diamond members page lists companies that have been members for 20 years or more.',
  },
  gold: {
    title: 'Gold members',
    summary: 'The Gold members page lists companies that have been members for 10 years or more.',
  },
  trusted: {
    title: 'Trusted members',
    summary: 'The Trusted members page lists companies that have been members for 3 years or more.',
  },
};

/** One of the three member tier lists. */
export function TierMembersPage({ tier }: { tier: MemberTier }) {
  const { title, summary } = tierTexts[tier];
  return <PagePlaceholder title={title} summary={summary} />;
}
