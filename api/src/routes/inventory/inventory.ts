import {
  addOrUpdateInventoryPart,
  deleteAllInventoryParts,
  deleteInventoryPart,
  updateInventoryPart,
} from '../../commands/inventoryParts.ts';
import { NotFoundError } from '../../errors.ts';
import { requireInventoryManager } from '../../policies/inventory.ts';
import { presentInventoryHit, presentInventoryItem } from '../../presenters/inventory.ts';
import { countInventoryParts, listInventoryHits, listInventoryParts } from '../../queries/inventoryParts.ts';
import { EmptyAnswer, ok, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { INVENTORY_MESSAGES } from '../../validation/messages.ts';
import {
  INVENTORY_HITS_PAGE_SIZE,
  InventoryCountAnswer,
  InventoryHitsAnswer,
  InventoryHitsQuery,
  InventoryIdParams,
  InventoryItemAnswer,
  InventoryItemInput,
  InventoryItemPatchInput,
  InventoryListAnswer,
  InventoryListQuery,
} from './schema.ts';

const tags = ['inventory'];

/**
 * My Inventory: the signed-in company's own parts, its editor and its inventory hits. Every query is scoped
 * to the signed-in company; another company's part is "not found". Writes refuse service-only members.
 */
export function inventoryRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/inventory',
    tags,
    summary:
      "The signed-in company's parts, newest change first; search in part number, manufacturer, description",
    access: 'member',
    schemas: { query: InventoryListQuery },
    response: InventoryListAnswer,
    handler: async (ctx) => {
      const { search, page, pageSize } = ctx.input.query;
      const companyId = ctx.auth.company.id;
      const { parts, total } = await listInventoryParts(ctx.state.em, { companyId, search, page, pageSize });
      return okPayload({ results: parts.map(presentInventoryItem), numResults: total });
    },
  });

  api.route({
    method: 'get',
    path: '/api/inventory/count',
    tags,
    summary: "Number of the signed-in company's parts",
    access: 'member',
    response: InventoryCountAnswer,
    handler: async (ctx) => ok({ count: await countInventoryParts(ctx.state.em, ctx.auth.company.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/inventory/hits',
    tags,
    summary: "Searches of other members that found the signed-in company's parts, newest first, 15 per page",
    access: 'member',
    schemas: { query: InventoryHitsQuery },
    response: InventoryHitsAnswer,
    handler: async (ctx) => {
      const { hits, total } = await listInventoryHits(ctx.state.em, {
        companyId: ctx.auth.company.id,
        page: ctx.input.query.page,
        pageSize: INVENTORY_HITS_PAGE_SIZE,
      });
      return okPayload({
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
    access: 'member',
    use: [requireInventoryManager],
    schemas: { body: InventoryItemInput },
    response: InventoryItemAnswer,
    handler: async (ctx) => {
      const { partCondition, ...fields } = ctx.input.body;
      const { part, inserted } = await addOrUpdateInventoryPart(ctx.state.em, ctx.auth.company.id, {
        ...fields,
        condition: partCondition,
      });
      return ok({
        type: inserted ? ('create' as const) : ('update' as const),
        payload: { item: presentInventoryItem(part) },
      });
    },
  });

  api.route({
    method: 'patch',
    path: '/api/inventory/:id',
    tags,
    summary: "Changes one of the signed-in company's parts (409 when it would duplicate another)",
    access: 'member',
    use: [requireInventoryManager],
    schemas: { params: InventoryIdParams, body: InventoryItemPatchInput },
    response: InventoryItemAnswer,
    handler: async (ctx) => {
      const { partCondition, ...fields } = ctx.input.body;
      const part = await updateInventoryPart(ctx.state.em, ctx.auth.company.id, ctx.input.params.id, {
        ...fields,
        condition: partCondition,
      });
      if (!part) throw NotFoundError(INVENTORY_MESSAGES.partNotFound);
      return ok({ type: 'update' as const, payload: { item: presentInventoryItem(part) } });
    },
  });

  api.route({
    method: 'delete',
    path: '/api/inventory/:id',
    tags,
    summary: "Deletes one of the signed-in company's parts",
    access: 'member',
    use: [requireInventoryManager],
    schemas: { params: InventoryIdParams },
    response: EmptyAnswer,
    handler: async (ctx) => {
      const deleted = await deleteInventoryPart(ctx.state.em, ctx.auth.company.id, ctx.input.params.id);
      if (!deleted) throw NotFoundError(INVENTORY_MESSAGES.partNotFound);
      return ok({});
    },
  });

  api.route({
    method: 'post',
    path: '/api/inventory/actions/deleteAll',
    tags,
    summary: "Deletes all of the signed-in company's parts; answers how many",
    access: 'member',
    use: [requireInventoryManager],
    response: InventoryCountAnswer,
    handler: async (ctx) => ok({ count: await deleteAllInventoryParts(ctx.state.em, ctx.auth.company.id) }),
  });
}
