import type pg from 'pg';
import { tierRankSql } from '@tbs/db';

/**
 * Puts a 'company' outbox row for every company whose tier changed since yesterday (a 3rd, 10th or 20th
 * membership anniversary today), since no write marks that change. Returns how many it queued.
 */
export async function enqueueTierAnniversaries(client: pg.PoolClient | pg.Client): Promise<number> {
  const today = "(now() at time zone 'utc')::date";
  const rank = (day: string) => tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id', today: day });
  const { rowCount } = await client.query(
    `insert into index_outbox (doc_type, doc_id)
     select 'company', c.id from company c
      where c.member_since is not null and ${rank(today)} <> ${rank(`(${today} - 1)`)}`,
  );
  return rowCount ?? 0;
}
