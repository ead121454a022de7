import { request } from '../../api/client.ts';
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
  request<ApiBody<InventoryListPayload>>('GET', '/api/inventory', {
    query: { search: search?.trim() || undefined, page, pageSize },
  });

/** GET /api/inventory/count: number of parts in the company's inventory. */
export const getInventoryCount = () => request<InventoryCountBody>('GET', '/api/inventory/count');

/** POST /api/inventory: add a part; `type: 'update'` when the part was already in stock. */
export const createInventoryItem = (item: InventoryItemInput) =>
  request<InventorySaveBody>('POST', '/api/inventory', { body: item });

/** PATCH /api/inventory/:id: change the fields sent of one part. */
export const updateInventoryItem = (id: number, item: Partial<InventoryItemInput>) =>
  request<InventorySaveBody>('PATCH', `/api/inventory/${id}`, { body: item });

/** DELETE /api/inventory/:id. */
export const deleteInventoryItem = (id: number) => request<ApiBody<never>>('DELETE', `/api/inventory/${id}`);

/** POST /api/inventory/actions/deleteAll: empty the company's inventory; `count` parts were deleted. */
export const deleteAllInventory = () =>
  request<InventoryCountBody>('POST', '/api/inventory/actions/deleteAll', { body: {} });

/** GET /api/inventory/hits: searches that found the company's parts, newest first, 15 a page. */
export const getInventoryHits = (page: number) =>
  request<ApiBody<InventoryHitsPayload>>('GET', '/api/inventory/hits', { query: { page } });
