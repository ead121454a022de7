import { StringDecoder } from 'node:string_decoder';
import type { ClientBase } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { tierRankSql } from '@tbs/db';
import {
  partDocumentFromRow,
  type PartDocument,
  type PartDocumentRow,
  type PartScope,
} from './partDocument.ts';

/**
 * The part documents as a select over inventory_part and company, filtered by `where` (on alias p); each
 * company's tier is computed once, not once per part. `companyWhere` (on alias c) narrows the companies
 * directly where the caller knows them: a semi-join through the parts is planned from statistics, which a
 * bulk import leaves stale until the next analyze. updated_at is text with its microseconds (a JS Date has
 * milliseconds only), so a document written back compares equal to the one the engine holds.
 */
export function partDocumentSelect(
  where: string,
  companyWhere = `c.id in (select p.company_id from inventory_part p where ${where})`,
): string {
  return `with co as (
    select c.id, c.name, c.country_code, ${tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id' })} as tier_rank
      from company c where ${companyWhere})
  select p.id, p.company_id, p.part_number, p.part_number_norm, p.manufacturer, p.description, p.quantity,
         p.condition, p.price, p.is_rfq_disabled, co.name as company_name, co.country_code, co.tier_rank,
         to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at
    from inventory_part p join co on co.id = p.company_id
   where ${where}`;
}

/** The current documents of these parts; ids of parts that no longer exist are left out. */
export async function loadPartDocuments(client: ClientBase, ids: number[]): Promise<PartDocument[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<PartDocumentRow>(partDocumentSelect('p.id = any($1::bigint[])'), [ids]);
  return rows.map(partDocumentFromRow);
}

/** Documents handed on per batch when streaming. */
const STREAM_BATCH = 5_000;

/** An int[] literal for a statement that takes no parameters (COPY); only whole numbers get through. */
function intArrayLiteral(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`);
  return `'{${ids.join(',')}}'::int[]`;
}

/** The characters COPY TO writes as a backslash and a letter (it never writes octal or hex escapes). */
const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A field of COPY's text format as its value (backslash escapes undone). */
function copyField(field: string): string {
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_, char: string) => COPY_ESCAPES[char] ?? char);
}

/** The document of one line of `copy (partDocumentSelect(...)) to stdout`, in that select's column order. */
function partDocumentFromCopyLine(line: string): PartDocument {
  const f = line.split('\t');
  return partDocumentFromRow({
    id: f[0]!,
    company_id: Number(f[1]),
    part_number: copyField(f[2]!),
    part_number_norm: f[3]!,
    manufacturer: copyField(f[4]!),
    description: copyField(f[5]!),
    quantity: Number(f[6]),
    condition: f[7]!,
    price: f[8]!,
    is_rfq_disabled: f[9] === 't',
    company_name: copyField(f[10]!),
    country_code: f[11]!,
    tier_rank: Number(f[12]),
    updated_at: f[13]!,
  });
}

/**
 * Streams the documents of a scope (or of every part) in batches, read with one COPY (one snapshot):
 * several times faster than a cursor for a million rows. A caller that must see the same snapshot in other
 * statements (a rebuild) runs it inside its repeatable-read transaction on `client`.
 */
export async function* streamPartDocuments(
  client: ClientBase,
  scope: PartScope | 'all',
  batchSize = STREAM_BATCH,
): AsyncGenerator<PartDocument[]> {
  const select =
    scope === 'all'
      ? partDocumentSelect('true', 'true')
      : partDocumentSelect(
          `p.company_id = any(${intArrayLiteral(scope.companyIds)})`,
          `c.id = any(${intArrayLiteral(scope.companyIds)})`,
        );
  const decoder = new StringDecoder('utf8');
  let partial = '';
  let batch: PartDocument[] = [];
  for await (const chunk of client.query(copyTo(`copy (${select}) to stdout`)) as AsyncIterable<Buffer>) {
    const lines = (partial + decoder.write(chunk)).split('\n');
    partial = lines.pop()!;
    for (const line of lines) batch.push(partDocumentFromCopyLine(line));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (partial + decoder.end()) throw new Error('COPY ended in the middle of a line');
  if (batch.length) yield batch;
}

/** Whether any part exists to index. */
export async function anyPartDocument(client: ClientBase): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from inventory_part limit 1');
  return Boolean(rowCount);
}
