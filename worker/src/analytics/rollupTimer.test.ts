import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestSql } from '@tbs/db/testing';
import { buildContact, uniqueToken, useTestDatabase } from '@tbs/db/testing';
import { startAnalyticsRollups } from './rollupTimer.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

/** Today's count of a part number in the rollup (0 while not folded). */
const folded = async (queryNorm: string) =>
  (
    await sql.rows<{ searches: number }>(
      `select searches from analytics_search_rollup
        where grain = 'd' and segment = '' and query_norm = $1 and period = (now() at time zone 'utc')::date`,
      [queryNorm],
    )
  )[0]?.searches ?? 0;

describe('the worker keeps the analytics rollups', () => {
  it('folds at start and again on its timer, and stops cleanly', async () => {
    const { contact, company } = await buildContact(orm);
    const query = `TIMER${uniqueToken().toUpperCase()}`;
    const log = () =>
      sql.rows(
        `insert into search_log (query, query_norm, result_count, contact_id, company_id) values ($1, $1, 1, $2, $3)`,
        [query, contact.id, company.id],
      );
    await log();
    const rollups = startAnalyticsRollups({
      databaseUrl: process.env.DATABASE_URL!,
      logger: pino({ level: 'silent' }),
      intervalMs: 200,
    });
    try {
      await expect.poll(() => folded(query), { timeout: 10_000 }).toBe(1);
      await log();
      await expect.poll(() => folded(query), { timeout: 10_000 }).toBe(2);
    } finally {
      await rollups.close();
    }
  });
});
