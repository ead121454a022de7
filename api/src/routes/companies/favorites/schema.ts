import { z } from 'zod';
import { FlagSchema, tierFlagFields } from '../../../presenters/viewFields.ts';
import { payloadAnswer } from '../../../respond.ts';
import { idField, optionalIdField } from '../../../validation/fields.ts';

/** Favourites a contact may keep: every trading partner, not a copy of the directory (the From Favorites filters send them along). */
export const MAX_FAVORITES = 1000;

/** The server's words; the web shows the spec's snackbars (part 1 section 8). */
export const FAVORITE_MESSAGES = {
  added: 'This Company was saved in your Favorites',
  removed: 'This Company was removed from your Favorites',
  companyNotFound: 'Company not found.',
  ownCompany: 'You cannot add your own company to your favorites.',
  tooMany: `You can keep at most ${MAX_FAVORITES} favorites. Remove one to add another.`,
} as const;

/** true/false as JSON, 1/0, or the words, as the spec's clients send the toggle. */
const actionFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/**
 * The toggle payload of spec part 1 section 3: companyId, byContactId, action. byContactId is accepted and
 * ignored: a favourite is always the signed-in contact's own (part 1 section 6), whatever the body names.
 */
export const SetFavoriteSchema = z.object({
  companyId: idField(),
  byContactId: optionalIdField().describe('Ignored: the signed-in contact is always the one'),
  action: actionFlag,
});
export type SetFavoriteReq = z.infer<typeof SetFavoriteSchema>;

export const SetFavoriteAnswer = payloadAnswer(
  z.strictObject({
    msg: z.string(),
    isFavorite: FlagSchema,
    /** The contact's favourite company ids after the change (also in the X-Updated-User header). */
    favCompanies: z.array(z.number().int()),
  }),
);

/** A favourite company (spec part 1 section 3 "Favorite company"), with the country's name beside its code. */
export const FavoriteCompanySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    country: z.string().describe('ISO code'),
    countryName: z.string(),
    dateFaved: z.string().describe("When the contact added it, 'YYYY-MM-DD' (Amsterdam)"),
    dateFavedLong: z.string().describe("The same day for people: '12 March 2024'"),
    description: z.string().nullable(),
    trusted: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)])
      .describe('1 trusted, 2 gold, 4 diamond, 0 none'),
    ...tierFlagFields,
  })
  .meta({ id: 'FavoriteCompany' });
export type FavoriteCompanyView = z.infer<typeof FavoriteCompanySchema>;

export const FavoriteMembersAnswer = payloadAnswer(
  z.strictObject({ results: z.array(FavoriteCompanySchema), numResults: z.number().int() }),
);
