import { FAVORITE_MESSAGES, setFavorite } from '../../../commands/favorites.ts';
import { presentUser } from '../../../presenters/user.ts';
import { toFlag } from '../../../presenters/viewFields.ts';
import { favoriteCompanies } from '../../../queries/favorites.ts';
import { loadUserSnapshot } from '../../../queries/userSnapshot.ts';
import { okPayload, setUpdatedUser } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import { FavoriteMembersAnswer, SetFavoriteAnswer, SetFavoriteSchema } from './schema.ts';

const tags = ['companies', 'favorites'];

/**
 * Favourites per contact (spec part 1 sections 2 /favorites, 3, 4, 7; part 2 section 7): the toggle and the
 * list. Every member may keep favourites, service-only members too (part 2 section 6: "RFQ, favorites,
 * complaints" are yes for them); a contact only ever changes their own (part 1 section 6). The `favorite`
 * rows are the ones the From Favorites filters of /api/parts and /api/broadcasts read.
 */
export function favoriteRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/favoriteMembers',
    tags,
    access: 'member',
    summary: "The signed-in contact's favourite companies, newest favourite first",
    description: 'Active companies only, with their tier; at most 1000 (the most a contact may keep).',
    response: FavoriteMembersAnswer,
    handler: async (ctx) => {
      const results = await favoriteCompanies(ctx.state.em, ctx.auth.contact.id);
      return okPayload({ results, numResults: results.length });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/actions/setCompanyAsFavorite',
    tags,
    access: 'member',
    summary: "Add a company to the signed-in contact's favourites (action true) or remove it (false)",
    description:
      "Idempotent. byContactId is ignored: the favourite is always the signed-in contact's. Adding answers 404 " +
      'for an unknown or inactive company, 400 for the own company, 409 past 1000 favourites. The answer ' +
      'carries X-Updated-User (favCompanies).',
    schemas: { body: SetFavoriteSchema },
    response: SetFavoriteAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { companyId, action } = ctx.input.body;
      await setFavorite(em, { auth: ctx.auth, companyId, on: action });
      const user = presentUser(await loadUserSnapshot(em, ctx.auth.contact.id));
      setUpdatedUser(ctx, user);
      return okPayload({
        msg: action ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed,
        isFavorite: toFlag(action),
        favCompanies: user.favCompanies,
      });
    },
  });
}
