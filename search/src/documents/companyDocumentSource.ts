import type { ClientBase } from 'pg';
import { tierRankSql } from '@tbs/db';
import { companyDocumentFromRow, type CompanyDocument, type CompanyDocumentRow } from './companyDocument.ts';

/**
 * The company documents as a select over active companies (alias c), filtered by `where`: an inactive
 * company has no entry. Contacts are the active ones, main contact first; recommendations the approved ones.
 */
function companyDocumentSelect(where: string): string {
  return `select c.id, c.name, c.country_code, k.name as country_name, c.description,
         array(select sc.name from company_service cs join service_category sc on sc.id = cs.category_id
                where cs.company_id = c.id order by sc.id) as services,
         array(select p.name from contact p where p.company_id = c.id and p.is_active
                order by p.position, p.id) as contact_names,
         ${tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id' })} as tier_rank,
         (select count(*) from favorite f where f.company_id = c.id)::int as fav_count,
         (select count(*) from recommendation r where r.company_id = c.id and r.approved_at is not null)::int
           as recommendation_count
    from company c join country k on k.code = c.country_code
   where c.is_active and ${where}`;
}

/** The current documents of these companies; ids of inactive or missing companies are left out. */
export async function loadCompanyDocuments(client: ClientBase, ids: number[]): Promise<CompanyDocument[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<CompanyDocumentRow>(companyDocumentSelect('c.id = any($1::int[])'), [
    ids,
  ]);
  return rows.map(companyDocumentFromRow);
}

const STREAM_BATCH = 2_000;

/**
 * Every company document in batches of ascending ids. Each batch is one select after the last id; run in
 * the caller's repeatable-read transaction (reindex), all batches read one snapshot.
 */
export async function* streamCompanyDocuments(
  client: ClientBase,
  _scope: 'all',
  batchSize = STREAM_BATCH,
): AsyncGenerator<CompanyDocument[]> {
  let after = 0;
  for (;;) {
    const { rows } = await client.query<CompanyDocumentRow>(
      `${companyDocumentSelect('c.id > $1')} order by c.id limit $2`,
      [after, batchSize],
    );
    if (!rows.length) return;
    yield rows.map(companyDocumentFromRow);
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}

/** Whether any active company exists to index. */
export async function anyCompanyDocument(client: ClientBase): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from company where is_active limit 1');
  return Boolean(rowCount);
}
