import type { ClientBase } from 'pg';
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

/** Documents read per round trip when streaming. */
const STREAM_BATCH = 10_000;

/**
 * Streams the documents of a scope (or of every part) in batches through a cursor. Run it inside a
 * transaction on `client`: the batches then come from one snapshot (repeatable read for a rebuild).
 */
export async function* streamPartDocuments(
  client: ClientBase,
  scope: PartScope | 'all',
  batchSize = STREAM_BATCH,
): AsyncGenerator<PartDocument[]> {
  const [select, values] =
    scope === 'all'
      ? [partDocumentSelect('true', 'true'), []]
      : [partDocumentSelect('p.company_id = any($1::int[])', 'c.id = any($1::int[])'), [scope.companyIds]];
  await client.query(`declare part_documents no scroll cursor for ${select}`, values);
  try {
    for (;;) {
      const { rows } = await client.query<PartDocumentRow>(`fetch forward ${batchSize} from part_documents`);
      if (rows.length) yield rows.map(partDocumentFromRow);
      if (rows.length < batchSize) return;
    }
  } finally {
    await client.query('close part_documents').catch(() => undefined);
  }
}

/** Whether any part exists to index. */
export async function anyPartDocument(client: ClientBase): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from inventory_part limit 1');
  return Boolean(rowCount);
}
