import { z } from 'zod';
import { tierCode } from '@tbs/rules';
import type { ListedTier, TierMemberRow } from '../queries/tierLists.ts';

/**
 * A company of a tier list (spec part 1 section 3, "member company"): no contact details, so visitors get the
 * same rows as members (the lists are public marketing pages).
 */
export const TierMemberSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    sinceDT: z.string().describe("Member since, 'YYYY-MM-DD'"),
    trusted: z
      .union([z.literal(1), z.literal(2), z.literal(4)])
      .describe('The tier: 1 trusted, 2 gold, 4 diamond (spec part 2 section 9)'),
  })
  .meta({ id: 'TierMember' });
export type TierMemberView = z.infer<typeof TierMemberSchema>;

/** The payload of a tier list: the members by name and how many there are. */
export const TierListSchema = z
  .strictObject({
    results: z.array(TierMemberSchema),
    count: z
      .number()
      .int()
      .describe('How many companies the list holds (all of them: the list is not paged)'),
  })
  .meta({ id: 'TierList' });
export type TierListView = z.infer<typeof TierListSchema>;

/** Presents the members of one tier. */
export function presentTierList(tier: ListedTier, rows: readonly TierMemberRow[]): TierListView {
  const trusted = tierCode(tier) as 1 | 2 | 4;
  return {
    results: rows.map((row) => ({ id: row.id, name: row.name, sinceDT: row.memberSince, trusted })),
    count: rows.length,
  };
}
