import { News } from '@tbs/db';
import {
  addOrUpdateInventoryPart,
  countInventoryParts,
  deleteAllInventoryParts,
  deleteInventoryPart,
  listInventoryHits,
  listInventoryParts,
  updateInventoryPart,
} from '../../commands/inventoryParts.ts';
import type { Services } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { requireUser } from '../../middlewares/authenticate.ts';
import { requireInventoryManager } from '../../policies/inventory.ts';
import { presentInventoryHit, presentInventoryItem } from '../../presenters/inventory.ts';
import { ok, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { INVENTORY_MESSAGES } from '../../validation/messages.ts';
import {
  INVENTORY_HITS_PAGE_SIZE,
  InventoryCountAnswerSchema,
  InventoryHitsAnswerSchema,
  InventoryHitsQuery,
  InventoryIdParams,
  InventoryItemAnswerSchema,
  InventoryItemPatchSchema,
  InventoryItemSchema,
  InventoryListAnswerSchema,
  InventoryListQuery,
} from './schema.ts';

const tags = ['inventory'];
/** Without a news_read_at, news of the last 30 days counts as fresh. */
const FRESH_NEWS_DAYS = 30;
/** Every inventory write: visitors get 401, service-only members 403. */
const writer = [requireUser, requireInventoryManager];

/** The signed-in company of a route behind requireUser. */
const companyOf = (auth: { company: { id: number } } | undefined): number => auth!.company.id;

/**
 * My Inventory (the signed-in company's own parts, its editor and inventory hits) and the shell's unread
 * news count. Every query is scoped to the signed-in company; another company's part is "not found".
 */
export function inventoryRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'get',
    path: '/api/inventory/unreadNews',
    tags,
    summary: 'Number of news items the signed-in contact has not seen (0 for visitors)',
    handler: async (ctx) => {
      const { auth, em } = ctx.state;
      if (!auth) return okPayload(ctx, { count: 0 });
      const now = new Date();
      const since = auth.contact.newsReadAt ?? new Date(now.getTime() - FRESH_NEWS_DAYS * 86_400_000);
      const count = await em.count(News, { date: { $gt: since, $lte: now } });
      okPayload(ctx, { count });
    },
  });

  api.route({
    method: 'get',
    path: '/api/inventory',
    tags,
    summary:
      "The signed-in company's parts, newest change first; search in part number, manufacturer, description",
    schemas: { query: InventoryListQuery },
    response: InventoryListAnswerSchema,
    use: [requireUser],
    handler: async (ctx) => {
      const { search, page, pageSize } = ctx.input.query;
      const { parts, total } = await listInventoryParts(ctx.state.em, {
        companyId: companyOf(ctx.state.auth),
        search,
        page,
        pageSize,
      });
      okPayload(ctx, { results: parts.map(presentInventoryItem), numResults: total });
    },
  });

  api.route({
    method: 'get',
    path: '/api/inventory/count',
    tags,
    summary: "Number of the signed-in company's parts",
    response: InventoryCountAnswerSchema,
    use: [requireUser],
    handler: async (ctx) => {
      ok(ctx, { count: await countInventoryParts(ctx.state.em, companyOf(ctx.state.auth)) });
    },
  });

  api.route({
    method: 'get',
    path: '/api/inventory/hits',
    tags,
    summary: "Searches of other members that found the signed-in company's parts, newest first, 15 per page",
    schemas: { query: InventoryHitsQuery },
    response: InventoryHitsAnswerSchema,
    use: [requireUser],
    handler: async (ctx) => {
      const { hits, total } = await listInventoryHits(ctx.state.em, {
        companyId: companyOf(ctx.state.auth),
        page: ctx.input.query.page,
        pageSize: INVENTORY_HITS_PAGE_SIZE,
      });
      okPayload(ctx, {
        results: hits.map(presentInventoryHit),
        numResults: total,
        pageSize: INVENTORY_HITS_PAGE_SIZE,
      });
    },
  });

  api.route({
    method: 'post',
    path: '/api/inventory',
    tags,
    summary: 'Adds a part; the same normalised part number in the same condition updates it (type update)',
    schemas: { body: InventoryItemSchema },
    response: InventoryItemAnswerSchema,
    use: writer,
    handler: async (ctx) => {
      const { partCondition, ...fields } = ctx.input.body;
      const { part, inserted } = await addOrUpdateInventoryPart(ctx.state.em, companyOf(ctx.state.auth), {
        ...fields,
        condition: partCondition,
      });
      ok(ctx, { type: inserted ? 'create' : 'update', payload: { item: presentInventoryItem(part) } });
    },
  });

  api.route({
    method: 'patch',
    path: '/api/inventory/:id',
    tags,
    summary: "Changes one of the signed-in company's parts (409 when it would duplicate another)",
    schemas: { params: InventoryIdParams, body: InventoryItemPatchSchema },
    response: InventoryItemAnswerSchema,
    use: writer,
    handler: async (ctx) => {
      const { partCondition, ...fields } = ctx.input.body;
      const part = await updateInventoryPart(ctx.state.em, companyOf(ctx.state.auth), ctx.input.params.id, {
        ...fields,
        condition: partCondition,
      });
      if (!part) throw NotFoundError(INVENTORY_MESSAGES.partNotFound);
      ok(ctx, { type: 'update', payload: { item: presentInventoryItem(part) } });
    },
  });

  api.route({
    method: 'delete',
    path: '/api/inventory/:id',
    tags,
    summary: "Deletes one of the signed-in company's parts",
    schemas: { params: InventoryIdParams },
    use: writer,
    handler: async (ctx) => {
      const deleted = await deleteInventoryPart(ctx.state.em, companyOf(ctx.state.auth), ctx.input.params.id);
      if (!deleted) throw NotFoundError(INVENTORY_MESSAGES.partNotFound);
      ok(ctx);
    },
  });

  api.route({
    method: 'post',
    path: '/api/inventory/actions/deleteAll',
    tags,
    summary: "Deletes all of the signed-in company's parts; answers how many",
    response: InventoryCountAnswerSchema,
    use: writer,
    handler: async (ctx) => {
      ok(ctx, { count: await deleteAllInventoryParts(ctx.state.em, companyOf(ctx.state.auth)) });
    },
  });
}
