import { z } from 'zod';
import { MAX_PRICE, MAX_QUANTITY } from '../money.ts';
import { PART_CONDITIONS } from '../partConditions.ts';
import { alsoTakesText, blankToUndefined, requiredText } from './fields.ts';
import { INVENTORY_MESSAGES } from './messages.ts';

/** The longest texts of an inventory part: the inventory table's columns (db/src/entities/inventory.ts). */
export const INVENTORY_LIMITS = { manufacturer: 80, description: 300, partNumber: 80 } as const;

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
