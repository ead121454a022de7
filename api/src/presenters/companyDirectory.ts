import { z } from 'zod';
import { tierFlags, tierOfRank } from '@tbs/rules';
import type { CompanyHit } from '@tbs/search';
import { FlagSchema } from './viewFields.ts';

/**
 * A row of the company directory (/companies). Visitors get what the spec lets them see of a company in a
 * list: name, country, profile and how many recommendations it has; members also get the id (the row opens
 * /companies/{id}), the tier and the favourite count.
 */
export const CompanyDirectoryRowSchema = z
  .strictObject({
    name: z.string(),
    country: z.string().describe('ISO code'),
    countryName: z.string(),
    description: z
      .string()
      .describe(
        'The start of the profile (at most 160 characters, cut at a word with an ellipsis); "" for none',
      ),
    recommendationsCount: z.number().int().describe('Approved recommendations'),
    id: z.number().int().optional().describe('Members only'),
    favCount: z
      .number()
      .int()
      .optional()
      .describe('Members only: how many contacts marked the company as favourite'),
    isTrusted: FlagSchema.optional().describe('Members only'),
    isGold: FlagSchema.optional().describe('Members only'),
    isDiamond: FlagSchema.optional().describe('Members only'),
  })
  .meta({ id: 'CompanyDirectoryRow' });
export type CompanyDirectoryRowView = z.infer<typeof CompanyDirectoryRowSchema>;

/** A directory row for a visitor: no id, tier or favourite count. */
export function presentDirectoryRowForVisitor(hit: CompanyHit): CompanyDirectoryRowView {
  return {
    name: hit.name,
    country: hit.countryCode,
    countryName: hit.countryName,
    description: hit.profile,
    recommendationsCount: hit.recommendationCount,
  };
}

/** A directory row for a member. */
export function presentDirectoryRowForMember(hit: CompanyHit): CompanyDirectoryRowView {
  return {
    ...presentDirectoryRowForVisitor(hit),
    id: hit.id,
    favCount: hit.favCount,
    ...tierFlags(tierOfRank(hit.tierRank)),
  };
}
