import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One value of a COPY row: null/undefined is SQL NULL, Dates are written as ISO timestamps. */
export type Cell = string | number | boolean | null | undefined | Date;
export type Row = readonly Cell[];

/** A table load: columns in order and the rows, produced lazily. */
export interface TableLoad {
  readonly table: string;
  readonly columns: readonly string[];
  readonly rows: Iterable<Row>;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES = /[\\\t\n\r]/g;
const ESCAPED: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY text format. */
export function copyText(value: Cell): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPES, (ch) => ESCAPED[ch]!) : value;
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`cannot COPY the number ${value}`);
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return isoTimestamp(value.getTime());
  }
}

const DAY_MS = 86_400_000;
const dayPrefixes = new Map<number, string>();
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Date.prototype.toISOString, faster for millions of timestamps: the date part is cached per day. */
export function isoTimestamp(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${prefix}${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

/** Joins rows into COPY text chunks of about 256 KiB, so the stream moves big buffers, not single rows. */
function* chunks(rows: Iterable<Row>, counter: { rows: number }): Generator<string> {
  let buffer = '';
  for (const row of rows) {
    let line = copyText(row[0]);
    for (let i = 1; i < row.length; i++) line += '\t' + copyText(row[i]);
    buffer += line + '\n';
    counter.rows++;
    if (buffer.length >= 262_144) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/**
 * Streams rows into a table with COPY FROM STDIN (text format). With `freeze`, the table must have been
 * created or truncated in the current transaction. Returns the number of rows written.
 */
export async function copyRows(client: pg.Client, load: TableLoad, freeze = false): Promise<number> {
  const counter = { rows: 0 };
  const columns = load.columns.map((column) => `"${column}"`).join(', ');
  const sql = `copy "${load.table}" (${columns}) from stdin${freeze ? ' with (freeze)' : ''}`;
  const target = client.query(copyFrom(sql));
  await pipeline(Readable.from(chunks(load.rows, counter), { objectMode: false }), target);
  return counter.rows;
}
