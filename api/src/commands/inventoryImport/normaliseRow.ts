import {
  MAX_PRICE,
  MAX_QUANTITY,
  normalisePartNumber,
  PART_CONDITIONS_TEXT,
  type PartCondition,
  type StockLine,
} from '@tbs/rules';
import { quoteCell, type ColumnMap, type ImportField } from './columns.ts';

/** A row ready for the staging table. */
export interface ImportPart extends StockLine {
  partNumberNorm: string;
}

export type NormalisedRow = { part: ImportPart } | { field: ImportField; reason: string };

/** Column widths of inventory_part (db/src/entities/inventory.ts). */
const MAX_LENGTH = { partNumber: 80, manufacturer: 80, description: 300 } as const;

/** The ways traders write conditions, as conditionKey() makes them ("New Sealed" → "newsealed"), by code. */
const SPELLINGS: Record<PartCondition, string> = {
  'F/S':
    'fs factorysealed newsealed sealed newfactorysealed factorynewsealed brandnewsealed newinsealedbox sealedbox',
  NOB: 'nob newopenbox openbox newopenedbox openedbox newopen',
  NEW: 'new brandnew newinbox nib bnib newbulk newretail',
  REF: 'ref refurb refurbished factoryrefurbished remanufactured reman recertified renewed rfb',
  USED: 'used pulled pull pulls usedpull usedpulled preowned secondhand usedworking usedtested',
  ASIS: 'asis untested forparts defective',
};
const CONDITIONS = new Map(
  Object.entries(SPELLINGS).flatMap(([code, spellings]) =>
    spellings.split(' ').map((spelling) => [spelling, code as PartCondition] as const),
  ),
);

/** "99", "99.5", "99.50": most prices, read without the general rules. */
const PLAIN_PRICE = /^\d{1,10}(\.\d\d?)?$/;
/** Digits grouped by thousands with one separator ("1.234.567"), or plain, then an optional decimal part. */
const PRICE = /^(?:(\d{1,3}(?:([.,])\d{3})+)|(\d*))(?:([.,])(\d+))?$/;

const conditionKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A condition as written ("New Sealed", "f/s", "Refurb", "as-is") to its code, or undefined. */
export function normaliseCondition(value: string): PartCondition | undefined {
  return CONDITIONS.get(conditionKey(value));
}

/** normaliseCondition() of the spellings met so far (a file has a handful; bounded anyway). */
const conditionCache = new Map<string, PartCondition | undefined>();
function cachedCondition(value: string): PartCondition | undefined {
  let condition = conditionCache.get(value);
  if (condition === undefined && !conditionCache.has(value)) {
    condition = normaliseCondition(value);
    if (conditionCache.size < 10_000) conditionCache.set(value, condition);
  }
  return condition;
}

/**
 * A price as written to EUR: "1.234,50", "1,234.50", "€ 99", "99 EUR", "99,-"; empty or "call" is 0
 * (CALL). One separator followed by exactly three digits groups thousands ("1.500" is 1500). Undefined
 * when it is no amount.
 */
export function parsePrice(value: string): number | undefined {
  if (PLAIN_PRICE.test(value)) return Number(value);
  const text = value
    .replace(/€|eur(?:os?)?/gi, '')
    .replace(/[\s\u00a0']/g, '')
    .replace(/[.,]-$/, ''); // "99,-" is 99
  if (text === '' || /^call$/i.test(text)) return 0;
  const match = PRICE.exec(text);
  if (!match) return undefined;
  const [, grouped, groupSeparator, plain, decimalSeparator, fraction = '0'] = match;
  if (groupSeparator && groupSeparator === decimalSeparator) return undefined;
  // "0,125" is a decimal, not 125.
  if (grouped && !decimalSeparator && /^0[.,]\d{3}$/.test(grouped)) {
    return Math.round(Number(grouped.replace(',', '.')) * 100) / 100;
  }
  const integer = grouped ? grouped.replace(/[.,]/g, '') : plain!;
  if (!integer && !decimalSeparator) return undefined;
  return Math.round(Number(`${integer || '0'}.${fraction}`) * 100) / 100;
}

/** A quantity as written: empty is 1; "1,000"/"1.000" group thousands; "5.00" is 5. Undefined otherwise. */
export function parseQuantity(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  const text = value.replace(/[\s\u00a0']/g, '');
  if (text === '') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  if (/^\d+[.,]0+$/.test(text)) return Number(text.replace(/[.,]0+$/, ''));
  return undefined;
}

/** Text of a cell: line breaks, tabs and other control characters become spaces; trimmed. */
export function cleanText(value: string | undefined): string {
  if (!value) return '';
  // eslint-disable-next-line no-control-regex
  return /[\0-\x1f\x7f]/.test(value) ? value.replace(/[\0-\x1f\x7f]+/g, ' ').trim() : value.trim();
}

/** The cleaned text of a row's cell, '' when the file has no such column. */
function cell(fields: readonly string[], column: ColumnMap[ImportField]): string {
  return column ? cleanText(fields[column.index]) : '';
}

/** Part numbers are stored without hyphens, as the inventory editor strips them. */
const stripHyphens = (partNumber: string) =>
  partNumber.includes('-') ? partNumber.replace(/-/g, '') : partNumber;

/** Characters, not UTF-16 units, as varchar(n) counts them. */
const tooLong = (value: string, max: number) => value.length > max && [...value].length > max;

/**
 * Checks and normalises one row as the inventory editor does: part number without hyphens, manufacturer,
 * description, condition required; quantity defaults to 1; price 0 means CALL. The first problem wins.
 */
export function normaliseRow(fields: readonly string[], columns: ColumnMap): NormalisedRow {
  const partNumber = stripHyphens(cell(fields, columns.partNumber));
  if (!partNumber) return { field: 'partNumber', reason: 'The part number is missing' };
  const partNumberNorm = normalisePartNumber(partNumber);
  if (!partNumberNorm)
    return { field: 'partNumber', reason: 'The part number must contain letters or digits' };
  if (tooLong(partNumber, MAX_LENGTH.partNumber)) {
    return {
      field: 'partNumber',
      reason: `The part number is longer than ${MAX_LENGTH.partNumber} characters`,
    };
  }
  const manufacturer = cell(fields, columns.manufacturer);
  if (!manufacturer) return { field: 'manufacturer', reason: 'The manufacturer is missing' };
  if (tooLong(manufacturer, MAX_LENGTH.manufacturer)) {
    return {
      field: 'manufacturer',
      reason: `The manufacturer is longer than ${MAX_LENGTH.manufacturer} characters`,
    };
  }
  const description = cell(fields, columns.description);
  if (!description) return { field: 'description', reason: 'The description is missing' };
  if (tooLong(description, MAX_LENGTH.description)) {
    return {
      field: 'description',
      reason: `The description is longer than ${MAX_LENGTH.description} characters`,
    };
  }
  const quantityText = cell(fields, columns.quantity);
  const quantity = parseQuantity(quantityText);
  if (quantity === undefined || quantity > MAX_QUANTITY) {
    return {
      field: 'quantity',
      reason: `The quantity ${quoteCell(quantityText)} is not a whole number of 0 or more`,
    };
  }
  const conditionText = cell(fields, columns.condition);
  if (!conditionText)
    return { field: 'condition', reason: `The condition is missing: use ${PART_CONDITIONS_TEXT}` };
  const condition = cachedCondition(conditionText);
  if (!condition) {
    return {
      field: 'condition',
      reason: `Unknown condition ${quoteCell(conditionText)}: use ${PART_CONDITIONS_TEXT}`,
    };
  }
  const priceText = cell(fields, columns.price);
  const price = parsePrice(priceText);
  if (price === undefined)
    return { field: 'price', reason: `The price ${quoteCell(priceText)} is not an amount in EUR` };
  if (price > MAX_PRICE) return { field: 'price', reason: 'The price must be less than 10,000,000,000' };
  return { part: { partNumber, partNumberNorm, manufacturer, description, quantity, condition, price } };
}

/** What a rejected row still names: its normalised part number and, when readable, its condition. */
export interface RejectedRowKey {
  partNumberNorm: string;
  condition?: PartCondition;
}

/**
 * The part a rejected row names, if its part number is readable: replace mode keeps the stored parts it
 * names (any condition when the row's own is unreadable) rather than deleting them for a typo elsewhere.
 */
export function rejectedRowKey(fields: readonly string[], columns: ColumnMap): RejectedRowKey | undefined {
  const partNumberNorm = normalisePartNumber(stripHyphens(cell(fields, columns.partNumber)));
  if (!partNumberNorm || tooLong(partNumberNorm, MAX_LENGTH.partNumber)) return undefined;
  return { partNumberNorm, condition: cachedCondition(cell(fields, columns.condition)) };
}
