import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import { TestSql } from '@tbs/db/testing';
import type { ReadSql } from '@tbs/search';
import { createApiReadSql } from '../readSql.ts';
import { addDays, rangeDays } from './period.ts';
import { rankQueries, type RankMeasure } from './rankQueries.ts';

let orm: MikroORM;
let sql: TestSql;
let reads: ReadSql;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
  reads = createApiReadSql(orm, undefined);
  sql = await TestSql.connect();
});
afterAll(async () => {
  // The worker's fold would take rows without a search log behind them for counts of its own.
  await sql.rows('delete from analytics_search_rollup where segment = $1', [SEGMENT]);
  await sql.end();
  await orm.close(true);
});

const TODAY = '2026-11-27';
/** A segment no other test writes (the rollup table is shared by the files of a test worker). */
const SEGMENT = `C:${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${Math.floor(Math.random() * 10)}`;

/** A deterministic Zipf-like world: 60 part numbers over daily rows of Sep-Nov and monthly rows of Sep-Oct. */
async function seedRollups(): Promise<void> {
  await sql.rows('delete from analytics_search_rollup where segment = $1', [SEGMENT]);
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const rows: [string, string, string, number, number][] = [];
  for (let offset = 0; offset < rangeDays({ from: '2026-09-01', to: TODAY }); offset++) {
    const day = addDays('2026-09-01', offset);
    for (let rank = 1; rank <= 60; rank++) {
      const searches = Math.floor((40 / rank) * random());
      if (searches === 0) continue;
      rows.push([
        'd',
        day,
        `Q${rank}`,
        searches,
        Math.floor(searches * random() * (rank % 3 === 0 ? 1 : 0.2)),
      ]);
    }
  }
  // One statement for the few thousand days' rows: a round trip each is most of the test on a loaded machine.
  const column = (index: number) => rows.map((row) => row[index]);
  await sql.rows(
    `insert into analytics_search_rollup (grain, segment, period, query_norm, searches, zero_results)
     select grain, $1, period, query_norm, searches, zero_results
       from unnest($2::text[], $3::date[], $4::text[], $5::int[], $6::int[])
         as t(grain, period, query_norm, searches, zero_results)`,
    [SEGMENT, column(0), column(1), column(2), column(3), column(4)],
  );
  // The worker's months: the sums of their days, for the months before the current one.
  await sql.rows(
    `insert into analytics_search_rollup (grain, segment, period, query_norm, searches, zero_results)
     select 'm', segment, date_trunc('month', period)::date, query_norm, sum(searches), sum(zero_results)
       from analytics_search_rollup where grain = 'd' and segment = $1 and period < '2026-11-01'
      group by segment, date_trunc('month', period), query_norm`,
    [SEGMENT],
  );
}

/** The ranking counted the plain way, from the daily rows. */
async function bruteForce(from: string, to: string, measure: RankMeasure) {
  return sql.rows<{ query_norm: string; searches: number; zero_results: number }>(
    `select query_norm, sum(searches)::int as searches, sum(zero_results)::int as zero_results
       from analytics_search_rollup where grain = 'd' and segment = $1 and period between $2 and $3
      group by query_norm having sum(${measure}) > 0 order by sum(${measure}) desc, query_norm`,
    [SEGMENT, from, to],
  );
}

describe('rankQueries', () => {
  it('pages exactly like counting every part number, reading each period only as deep as needed', async () => {
    await seedRollups();
    const ranges: [string, string][] = [
      ['2026-09-10', '2026-11-20'],
      ['2026-09-01', '2026-10-31'],
      ['2026-11-19', '2026-11-26'],
      ['2026-10-31', '2026-10-31'],
    ];
    for (const [from, to] of ranges) {
      for (const measure of ['searches', 'zero_results'] as const) {
        const expected = await bruteForce(from, to, measure);
        for (const [limit, offset] of [
          [5, 0],
          [5, 5],
          [10, 20],
          [7, 49],
          [50, 0],
        ] as const) {
          const page = await rankQueries(reads, {
            range: { from, to },
            today: TODAY,
            segment: SEGMENT,
            measure,
            limit,
            offset,
            firstDepth: 2,
          });
          const label = `${from}..${to} ${measure} ${limit}@${offset}`;
          expect(page.rows, label).toEqual(expected.slice(offset, offset + limit));
          expect(page.hasMore, label).toBe(expected.length > offset + limit);
        }
      }
    }
  });
});
