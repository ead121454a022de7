import {
  createSavedSearch,
  MAX_SAVED_SEARCHES,
  removeSavedSearch,
  SAVED_SEARCH_MESSAGES,
  setSavedSearchDelivery,
} from '../../../commands/savedSearches.ts';
import { NotFoundError } from '../../../errors.ts';
import { listSavedSearches } from '../../../queries/savedSearches.ts';
import { ok, okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import {
  NotificationTypeInput,
  SavedSearchAnswer,
  SavedSearchIdQuery,
  SavedSearchIdParams,
  SavedSearchInput,
  SavedSearchListAnswer,
  SavedSearchRemovedAnswer,
} from './schema.ts';

const tags = ['savedSearches'];

/**
 * Saved broadcast searches (spec part 1, GET/POST/DELETE /api/savedSearches and updateNotificationType): every
 * signed-in member keeps their own (the Saved Searches tab is not limited to traders); another member's
 * saved search is "not found". New broadcasts are matched against them by the worker, never here.
 */
export function savedSearchRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/savedSearches',
    tags,
    summary: "The signed-in contact's saved searches, newest first",
    access: 'member',
    response: SavedSearchListAnswer,
    handler: async (ctx) => {
      const results = await listSavedSearches(ctx.state.em, ctx.auth.contact.id);
      return okPayload({ results, numResults: results.length });
    },
  });

  api.route({
    method: 'post',
    path: '/api/savedSearches',
    tags,
    summary: 'Saves the current broadcast search (alerts at once, or in the daily digest with isDigest)',
    description: `At most ${MAX_SAVED_SEARCHES} per contact (409). The same search saved again answers the saved one.`,
    access: 'member',
    schemas: { body: SavedSearchInput },
    response: SavedSearchAnswer,
    handler: async (ctx) =>
      okPayload(await createSavedSearch(ctx.state.em, ctx.auth.contact.id, ctx.input.body)),
  });

  api.route({
    method: 'post',
    path: '/api/savedSearches/:id/actions/updateNotificationType',
    tags,
    summary: 'Switches a saved search between immediate alerts and the daily digest',
    access: 'member',
    schemas: { params: SavedSearchIdParams, body: NotificationTypeInput },
    response: SavedSearchAnswer,
    handler: async (ctx) => {
      const savedSearch = await setSavedSearchDelivery(
        ctx.state.em,
        ctx.auth.contact.id,
        ctx.input.params.id,
        ctx.input.body.isDigest,
      );
      if (!savedSearch) throw NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
      return okPayload({ savedSearch, alreadySaved: true });
    },
  });

  api.route({
    method: 'delete',
    path: '/api/savedSearches/:id',
    tags,
    summary: 'Removes one of your saved searches',
    access: 'member',
    schemas: { params: SavedSearchIdParams },
    response: SavedSearchRemovedAnswer,
    handler: async (ctx) => {
      if (!(await removeSavedSearch(ctx.state.em, ctx.auth.contact.id, ctx.input.params.id))) {
        throw NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
      }
      return ok({});
    },
  });

  api.route({
    method: 'delete',
    path: '/api/savedSearches',
    tags,
    summary:
      'Removes one of your saved searches named by id in the body (the spec lists DELETE /api/savedSearches)',
    access: 'member',
    schemas: { query: SavedSearchIdQuery },
    response: SavedSearchRemovedAnswer,
    handler: async (ctx) => {
      if (!(await removeSavedSearch(ctx.state.em, ctx.auth.contact.id, ctx.input.query.id))) {
        throw NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
      }
      return ok({});
    },
  });
}
