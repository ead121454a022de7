import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createSearchEngine } from './createSearchEngine.ts';
import { OutboxDrainer } from './outboxDrainer.ts';
import { enqueueTierAnniversaries } from './tierAnniversaries.ts';
import { TestSql, uniqueToken, yearsAgo } from './testWorld.ts';
import type { PartSearchQuery, SearchEngine } from './types.ts';

const logger = pino({ level: 'silent' });
let engine: SearchEngine;
let drainer: OutboxDrainer;
let sql: TestSql;
const T = uniqueToken();
const ids: Record<string, number> = {};

const search = (term: string, extra: Partial<PartSearchQuery> = {}) =>
  engine.searchParts({ term, page: 1, pageSize: 50, ...extra });
const numbers = async (term: string, extra: Partial<PartSearchQuery> = {}) =>
  (await search(term, extra)).hits.map((hit) => hit.partNumber);

/** Waits until `check` holds, for the worker's one-second promise. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  engine = createSearchEngine({ kind: 'postgres', databaseUrl: process.env.DATABASE_URL!, poolSize: 4 });
  drainer = new OutboxDrainer({ databaseUrl: process.env.DATABASE_URL!, engine, logger });
  sql = new TestSql();
  await sql.connect();
  const regular = await sql.company(`Regular ${T}`, { memberSince: yearsAgo(1) });
  const gold = await sql.company(`Gold ${T}`, { memberSince: yearsAgo(12), country: 'DE' });
  ids.regular = regular;
  ids.gold = gold;
  ids.exactRegular = await sql.part(regular, `${T}875490-B21`);
  ids.exactGold = await sql.part(gold, `${T}875490-B21`);
  ids.prefix = await sql.part(regular, `${T}875490-B22X`);
  ids.infix = await sql.part(regular, `ZZ${T}875490B21`);
  ids.words = await sql.part(regular, `OTHER${T}`, { description: `Fits ${T}875490b21 and more` });
  await drainer.drainUntilEmpty();
});
afterAll(async () => {
  await drainer.close();
  await engine.close();
  await sql.end();
});

describe('PostgreSQL search engine', () => {
  it('ranks exact, then prefix, then infix, then description; a higher tier breaks ties', async () => {
    const hits = (await search(`${T}875490-B21`)).hits;
    expect(hits.map((hit) => hit.id)).toEqual([ids.exactGold, ids.exactRegular, ids.infix, ids.words]);
    expect(hits[0]!.tierRank).toBe(2);
    const prefix = (await search(`${T}875490`)).hits.map((hit) => hit.id);
    expect(prefix.slice(0, 3).sort()).toEqual([ids.exactGold, ids.exactRegular, ids.prefix].sort());
    expect(prefix).toContain(ids.infix);
  });

  it('ignores hyphens, spaces, dots and case', async () => {
    const lower = (await search(`${T.toLowerCase()} 875.490 b21`)).hits.map((hit) => hit.id);
    expect(lower.slice(0, 2)).toEqual([ids.exactGold, ids.exactRegular]);
  });

  it('finds a part number inside another (infix)', async () => {
    expect(await numbers(`${T}875490B2`)).toContain(`ZZ${T}875490B21`);
  });

  it('restricts exact phrase searches to the exact part number or the phrase', async () => {
    const exact = (await search(`${T}875490-B21`, { exactPhrase: true })).hits.map((hit) => hit.id);
    expect(exact.sort()).toEqual([ids.exactGold, ids.exactRegular].sort());
    const phrase = (await search(`fits ${T}875490b21`, { exactPhrase: true })).hits.map((hit) => hit.id);
    expect(phrase).toEqual([ids.words]);
  });

  it('filters by country and company and counts exactly across pages', async () => {
    expect(await numbers(`${T}875490`, { countryCode: 'DE' })).toEqual([`${T}875490-B21`]);
    const page2 = await search(`${T}875490`, { companyIds: [ids.regular!], pageSize: 2, page: 2 });
    expect(page2.total).toBe(3);
    expect(page2.hits).toHaveLength(1);
    const past = await search(`${T}875490`, { pageSize: 2, page: 9 });
    expect(past).toEqual({ hits: [], total: 4 });
  });

  it('sorts by price both ways', async () => {
    const id = await sql.part(ids.regular!, `${T}SORT1`, { price: 5 });
    await sql.part(ids.regular!, `${T}SORT2`, { price: 500 });
    await drainer.drainUntilEmpty();
    const asc = await numbers(`${T}SORT`, { sort: 'price', order: 'asc' });
    expect(asc).toEqual([`${T}SORT1`, `${T}SORT2`]);
    expect(await numbers(`${T}SORT`, { sort: 'price', order: 'desc' })).toEqual([`${T}SORT2`, `${T}SORT1`]);
    await sql.rows('delete from inventory_part where id = $1', [id]);
    await drainer.drainUntilEmpty();
    expect(await numbers(`${T}SORT`)).toEqual([`${T}SORT2`]);
  });
});

describe('outbox delivery', () => {
  it('writes outbox rows in the same transaction as the part', async () => {
    await sql.rows('begin');
    const id = await sql.part(ids.regular!, `${T}TX1`);
    const [inside] = await sql.rows<{ n: number }>(
      `select count(*)::int as n from index_outbox where doc_type = 'part' and doc_id = $1`,
      [id],
    );
    await sql.rows('rollback');
    expect(inside!.n).toBe(1);
    const [after] = await sql.rows<{ n: number }>(
      `select count(*)::int as n from index_outbox where doc_id = $1`,
      [id],
    );
    expect(after!.n).toBe(0);
  });

  it('delivers a part written while the worker was stopped once it starts again', async () => {
    await sql.part(ids.regular!, `${T}OFFLINE`);
    expect(await numbers(`${T}OFFLINE`)).toEqual([]);
    const restarted = new OutboxDrainer({ databaseUrl: process.env.DATABASE_URL!, engine, logger });
    await restarted.start();
    try {
      await eventually(async () => (await numbers(`${T}OFFLINE`)).length === 1);
      // Live changes arrive through NOTIFY while it runs.
      await sql.part(ids.gold!, `${T}LIVE`);
      await eventually(async () => (await numbers(`${T}LIVE`)).length === 1, 1_500);
    } finally {
      await restarted.close();
    }
  });

  it('brings a company rename and a new tier to its parts', async () => {
    await sql.rows('update company set name = $1, member_since = $2 where id = $3', [
      `Renamed ${T}`,
      yearsAgo(25),
      ids.regular,
    ]);
    await drainer.drainUntilEmpty();
    const hit = (await search(`${T}875490-B22X`)).hits[0]!;
    expect(hit.companyName).toBe(`Renamed ${T}`);
    expect(hit.tierRank).toBe(3);
  });

  it('re-derives the tier of a company on its membership anniversary', async () => {
    const company = await sql.company(`Anniversary ${T}`, { memberSince: null });
    const part = await sql.part(company, `${T}ANNIV`);
    await sql.rows(
      `update company set member_since = ((now() at time zone 'utc')::date - interval '3 years')::date where id = $1`,
      [company],
    );
    await drainer.drainUntilEmpty();
    // The index as it stood yesterday, before the anniversary.
    await sql.rows('update search_part set tier_rank = 0 where id = $1', [part]);
    expect(await enqueueTierAnniversaries(sql.client)).toBeGreaterThanOrEqual(1);
    await drainer.drainUntilEmpty();
    expect((await search(`${T}ANNIV`)).hits[0]!.tierRank).toBe(1);
  });

  it('answers a broad word the same through its rank-order path and its sorted fallback', async () => {
    const word = `${T}BROAD`.toLowerCase();
    const companies = [ids.regular!, ids.gold!];
    await sql.rows(
      `insert into inventory_part (company_id, part_number, manufacturer, description, condition, price)
       select ($1::int[])[1 + g % 2], 'BR' || g, 'Acme', 'Item ' || g || ' ${word}', 'REF', g
         from generate_series(1, 35) g`,
      [companies],
    );
    await drainer.drainUntilEmpty();
    const databaseUrl = process.env.DATABASE_URL!;
    const rankOrder = createSearchEngine({
      kind: 'postgres',
      databaseUrl,
      tuning: { broadMatches: 5, broadScanLimit: 1_000_000 },
    });
    const fallback = createSearchEngine({
      kind: 'postgres',
      databaseUrl,
      tuning: { broadMatches: 5, broadScanLimit: 3 },
    });
    try {
      for (const page of [1, 2, 4]) {
        const query = { term: word, page, pageSize: 10 };
        const expected = await engine.searchParts(query);
        expect(expected.total).toBe(35);
        expect(await rankOrder.searchParts(query)).toEqual(expected);
        expect(await fallback.searchParts(query)).toEqual(expected);
      }
      const tiers = (await engine.searchParts({ term: word, page: 1, pageSize: 50 })).hits.map(
        (h) => h.tierRank,
      );
      expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
      expect(new Set(tiers).size).toBe(2);
    } finally {
      await Promise.all([rankOrder.close(), fallback.close()]);
    }
  });

  it('rebuilds the index while search keeps answering', async () => {
    const before = await numbers(`${T}875490`);
    let answered = 0;
    let rebuilding = true;
    const searching = (async () => {
      while (rebuilding) {
        expect((await numbers(`${T}875490`)).length).toBe(before.length);
        answered += 1;
      }
    })();
    const report = await engine.rebuild('part');
    rebuilding = false;
    await searching;
    expect(report.documents).toBeGreaterThan(5);
    expect(answered).toBeGreaterThan(0);
    expect(await numbers(`${T}875490`)).toEqual(before);
    const [outbox] = await sql.rows<{ n: number }>('select count(*)::int as n from index_outbox');
    expect(outbox!.n).toBe(0);
  });
});
