import { z } from 'zod';
import { FavoriteCompanySchema } from '../../../presenters/favorites.ts';
import { FlagSchema } from '../../../presenters/viewFields.ts';
import { payloadAnswer } from '../../../respond.ts';
import { idField, optionalIdField } from '../../../validation/fields.ts';

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

export const FavoriteMembersAnswer = payloadAnswer(
  z.strictObject({ results: z.array(FavoriteCompanySchema), numResults: z.number().int() }),
);
