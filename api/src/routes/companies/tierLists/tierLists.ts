import { presentTierList } from '../../../presenters/tierLists.ts';
import { loadTierMembers, type ListedTier } from '../../../queries/tierLists.ts';
import { okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import { TierListAnswer } from './schema.ts';

const tags = ['companies'];

/** The three lists and their paths (spec part 2 section 7). */
const TIER_LISTS: ReadonlyArray<readonly [ListedTier, string]> = [
  ['Diamond', '/api/companies/diamondMembers'],
  ['Gold', '/api/companies/goldMembers'],
  ['Trusted', '/api/companies/trustedMembers'],
];

/**
 * GET /api/companies/diamondMembers, /goldMembers, /trustedMembers. Public: /diamond-members, /gold-members
 * and /trusted-members are pages of the route table that visitors reach from the About page and the home
 * page's Trusted/Gold/Diamond card, and a row holds only what the directory already shows visitors (name) plus
 * the membership start the tier is made of; never a contact detail.
 */
export function tierListRoutes(api: ApiRouter): void {
  for (const [tier, path] of TIER_LISTS) {
    api.route({
      method: 'get',
      path,
      tags,
      summary: `The ${tier} members: \`payload.results\` by name, \`payload.count\``,
      description:
        `Active companies in exactly the ${tier} tier by the shared tier rule (years of membership, no ` +
        'unsolved complaint), sorted by name; `trusted` is 1 trusted, 2 gold, 4 diamond. Same answer for ' +
        'visitors and members (no contact details).',
      response: TierListAnswer,
      handler: async (ctx) => okPayload(presentTierList(tier, await loadTierMembers(ctx.state.em, tier))),
    });
  }
}
