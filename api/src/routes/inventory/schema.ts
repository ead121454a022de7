import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PRICE, MAX_QUANTITY, PAGE_SIZES, PART_CONDITIONS } from '@tbs/rules';
import { InventoryHitSchema, InventoryItemSchema } from '../../presenters/inventory.ts';
import { answer, payloadAnswer } from '../../respond.ts';
import { alsoTakesText, idParam, optionalText, queryInt, requiredText } from '../../validation/fields.ts';
import { INVENTORY_LIMITS } from '@tbs/rules/forms';
import { INVENTORY_MESSAGES } from '../../validation/messages.ts';
import { blankToUndefined } from '../../validation/filters.ts';

/** Rows per page of /inventory-hits (spec part 2, section 9). */
export const INVENTORY_HITS_PAGE_SIZE = 15;

/** PostgreSQL refuses NUL in text, so it never reaches a statement. */
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value);

/** The message for a value that is there but not a number (a missing one is 'This field is required'). */
const notANumber = (issue: z.core.$ZodRawIssue, message: string) =>
  issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null ? message : undefined;

/** Hyphens are stripped from the part number (the editor does it too); numbers are taken as text. */
const partNumber = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : withoutNul(value)),
  z
    .string()
    .transform((value) => value.replaceAll('-', '').trim())
    .pipe(
      z
        .string()
        .min(1, { abort: true })
        .max(INVENTORY_LIMITS.partNumber)
        .regex(/[A-Za-z0-9]/, INVENTORY_MESSAGES.partNumberCharacters),
    ),
);

/** A price in EUR (0 = CALL): a number, or a text where a comma stands for the decimal point ("12,50"). */
const price = alsoTakesText(
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().replace(',', '.');
      if (!text) return undefined;
      return /^\d*\.?\d+$|^\d+\.$/.test(text) ? Number(text) : value;
    },
    z
      .number({ error: (issue) => notANumber(issue, INVENTORY_MESSAGES.priceNumber) })
      .min(0)
      .max(MAX_PRICE, INVENTORY_MESSAGES.priceTooHigh)
      .transform((value) => Math.round(value * 100) / 100),
  ),
);

/** A quantity: a whole number of 0 or more, as a number or digits. */
const quantityNumber = z
  .number({ error: (issue) => notANumber(issue, INVENTORY_MESSAGES.quantityWhole) })
  .int(INVENTORY_MESSAGES.quantityWhole)
  .min(0, INVENTORY_MESSAGES.quantityWhole)
  .max(MAX_QUANTITY);
const quantityInput = (value: unknown) => {
  const blank = blankToUndefined(typeof value === 'string' ? value.trim() : value);
  return typeof blank === 'string' && /^\d+$/.test(blank) ? Number(blank) : blank;
};

/** One of the spec's conditions; lower case is accepted ("ref" is REF). */
const partCondition = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  z.enum(PART_CONDITIONS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'This field is required'
        : INVENTORY_MESSAGES.partCondition,
  }),
);

const text = (max: number) => z.preprocess(withoutNul, requiredText(max));

/** The inventory item of the editor (POST): manufacturer, description, partNumber and price required. */
export const InventoryItemInput = z.object({
  manufacturer: text(INVENTORY_LIMITS.manufacturer),
  description: text(INVENTORY_LIMITS.description),
  partNumber,
  quantity: alsoTakesText(z.preprocess(quantityInput, quantityNumber.default(1))),
  partCondition,
  price,
});
export type InventoryItemReq = z.infer<typeof InventoryItemInput>;

/** PATCH: the same fields, each optional; a field that is sent is validated as on POST. */
export const InventoryItemPatchInput = z.object({
  manufacturer: text(INVENTORY_LIMITS.manufacturer).optional(),
  description: text(INVENTORY_LIMITS.description).optional(),
  partNumber: partNumber.optional(),
  quantity: alsoTakesText(z.preprocess(quantityInput, quantityNumber.optional())),
  partCondition: partCondition.optional(),
  price: price.optional(),
});
export type InventoryItemPatchReq = z.infer<typeof InventoryItemPatchInput>;

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
