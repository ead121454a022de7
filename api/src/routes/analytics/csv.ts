import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { RouteContext } from '../../context.ts';

export type CsvCell = string | number | null;

/** Cells a spreadsheet would run as a formula: prefixed with ' so they stay text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe for spreadsheets. */
export const safeCsvText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * Streams a table as a CSV attachment named `filename`: a header row, then the rows. Text cells that start
 * like a formula are prefixed with '; numbers are written as they are (a negative trend stays a number).
 */
export function sendCsv(
  ctx: RouteContext,
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
): NodeJS.ReadableStream {
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  const stringifier = stringify({
    header: true,
    columns: [...header],
    cast: { string: safeCsvText, number: (value) => String(value) },
  });
  return Readable.from(rows).pipe(stringifier);
}
