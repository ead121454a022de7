import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tbs/rules';
import { InventoryHitSchema, InventoryItemSchema } from '../../presenters/inventory.ts';
import { answer, payloadAnswer } from '../../respond.ts';
import { idParam, optionalText, queryInt } from '../../validation/fields.ts';

/** Rows per page of /inventory-hits (spec part 2, section 9). */
export const INVENTORY_HITS_PAGE_SIZE = 15;

/** PostgreSQL refuses NUL in text, so it never reaches a statement. */
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value);

/** The editor's part (POST) and its changes (PATCH): @tbs/rules/forms, where the web's editor reads them. */
export { InventoryItemInput, InventoryItemPatchInput } from '@tbs/rules/forms';

export const InventoryListQuery = z.object({
  search: z.preprocess(withoutNul, optionalText(100)),
  page: queryInt(1, 1, 100_000),
  pageSize: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.literal(PAGE_SIZES, 'Page size must be 10, 20, 50 or 100').default(DEFAULT_PAGE_SIZE),
  ),
});
export type InventoryListReq = z.infer<typeof InventoryListQuery>;

export const InventoryHitsQuery = z.object({ page: queryInt(1, 1, 100_000) });
export type InventoryHitsReq = z.infer<typeof InventoryHitsQuery>;

export const InventoryIdParams = z.object({ id: idParam() });

export const InventoryListAnswer = payloadAnswer(
  z.strictObject({ results: z.array(InventoryItemSchema), numResults: z.number().int() }),
);
export const InventoryItemAnswer = answer({
  type: z.enum(['create', 'update']).describe("'update' when an add found the part already in stock"),
  payload: z.strictObject({ item: InventoryItemSchema }),
});
export const InventoryCountAnswer = answer({ count: z.number().int() });
export const InventoryHitsAnswer = payloadAnswer(
  z.strictObject({
    results: z.array(InventoryHitSchema),
    numResults: z.number().int(),
    pageSize: z.literal(INVENTORY_HITS_PAGE_SIZE),
  }),
);
