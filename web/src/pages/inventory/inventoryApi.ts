import { answerOf, api } from '../../api/client.ts';
import type {
  ApiBody,
  InventoryCountBody,
  InventoryHitsPayload,
  InventoryItemInput,
  InventoryListPayload,
  InventoryQuery,
  InventorySaveBody,
} from '../../api/types.ts';

/** GET /api/inventory: the signed-in company's parts, newest change first. */
export const getInventory = ({ search, page, pageSize }: InventoryQuery) =>
  answerOf<ApiBody<InventoryListPayload>>(
    api.GET('/api/inventory', { params: { query: { search: search?.trim() || undefined, page, pageSize } } }),
  );

/** GET /api/inventory/count: number of parts in the company's inventory. */
export const getInventoryCount = () => answerOf<InventoryCountBody>(api.GET('/api/inventory/count'));

/** POST /api/inventory: add a part; `type: 'update'` when the part was already in stock. */
export const createInventoryItem = (item: InventoryItemInput) =>
  answerOf<InventorySaveBody>(api.POST('/api/inventory', { body: item }));

/** PATCH /api/inventory/:id: change the fields sent of one part. */
export const updateInventoryItem = (id: number, item: Partial<InventoryItemInput>) =>
  answerOf<InventorySaveBody>(
    api.PATCH('/api/inventory/{id}', { params: { path: { id: String(id) } }, body: item }),
  );

/** DELETE /api/inventory/:id. */
export const deleteInventoryItem = (id: number) =>
  answerOf<ApiBody<never>>(api.DELETE('/api/inventory/{id}', { params: { path: { id: String(id) } } }));

/** POST /api/inventory/actions/deleteAll: empty the company's inventory; `count` parts were deleted. */
export const deleteAllInventory = () =>
  answerOf<InventoryCountBody>(api.POST('/api/inventory/actions/deleteAll'));

/** GET /api/inventory/hits: searches that found the company's parts, newest first, 15 a page. */
export const getInventoryHits = (page: number) =>
  answerOf<ApiBody<InventoryHitsPayload>>(api.GET('/api/inventory/hits', { params: { query: { page } } }));
