/** The PostgreSQL engine's own behaviour: ranking, filters, counts, the broad-word path, rebuilds, time limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildPart, uniqueToken, yearsAgo } from '@tbs/db/testing';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { openSearchHarness, type SearchHarness, reindex } from '@tbs/worker/testing';
import { SearchBusyError, SearchTimeoutError } from '../types.ts';
import { partSearchSql } from './partSearchSql.ts';
import { createSearchReader } from '../engines.ts';
import { PostgresSearchReader } from './postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgresSearchWriter.ts';

const databaseUrl = process.env.DATABASE_URL!;
let harness: SearchHarness;
let { reader, writer, drainer, sql, orm, searchParts: search, partNumbers: numbers } = {} as SearchHarness;
const T = uniqueToken();
const ids: Record<string, number> = {};

beforeAll(async () => {
  harness = await openSearchHarness({
    reader: new PostgresSearchReader({ databaseUrl, poolSize: 4 }),
    writer: new PostgresSearchWriter({ databaseUrl }),
  });
  ({ reader, writer, drainer, sql, orm, searchParts: search, partNumbers: numbers } = harness);
  const regular = (await buildCompany(orm, { name: `Regular ${T}`, memberSince: yearsAgo(1) })).id;
  const gold = (await buildCompany(orm, { name: `Gold ${T}`, memberSince: yearsAgo(12), country: 'DE' })).id;
  ids.regular = regular;
  ids.gold = gold;
  ids.exactRegular = await buildPart(orm, regular, `${T}875490-B21`);
  ids.exactGold = await buildPart(orm, gold, `${T}875490-B21`);
  ids.prefix = await buildPart(orm, regular, `${T}875490-B22X`);
  ids.infix = await buildPart(orm, regular, `ZZ${T}875490B21`);
  ids.words = await buildPart(orm, regular, `OTHER${T}`, { description: `Fits ${T}875490b21 and more` });
  await drainer.drainUntilEmpty();
});

afterAll(() => harness.close());

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

  it('sorts by price both ways, with the CALL rows (price 0) last either way', async () => {
    const id = await buildPart(orm, ids.regular!, `${T}SORT1`, { price: 5 });
    await buildPart(orm, ids.regular!, `${T}SORT2`, { price: 500 });
    const call = await buildPart(orm, ids.regular!, `${T}SORT0`, { price: 0 });
    await drainer.drainUntilEmpty();
    const asc = await numbers(`${T}SORT`, { sort: 'price', order: 'asc' });
    expect(asc).toEqual([`${T}SORT1`, `${T}SORT2`, `${T}SORT0`]);
    expect(await numbers(`${T}SORT`, { sort: 'price', order: 'desc' })).toEqual([
      `${T}SORT2`,
      `${T}SORT1`,
      `${T}SORT0`,
    ]);
    await sql.rows('delete from inventory_part where id = any($1)', [[id, call]]);
    await drainer.drainUntilEmpty();
    expect(await numbers(`${T}SORT`)).toEqual([`${T}SORT2`]);
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
    const rankOrder = new PostgresSearchReader({
      databaseUrl,
      tuning: { broadMatches: 5, broadScanLimit: 1_000_000 },
    });
    const fallback = new PostgresSearchReader({
      databaseUrl,
      tuning: { broadMatches: 5, broadScanLimit: 3 },
    });
    try {
      for (const page of [1, 2, 4]) {
        const query = { term: word, page, pageSize: 10 };
        const expected = await reader.search('part', query);
        expect(expected.total).toBe(35);
        expect(await rankOrder.search('part', query)).toEqual(expected);
        expect(await fallback.search('part', query)).toEqual(expected);
      }
      const tiers = (await search(word)).hits.map((hit) => hit.tierRank);
      expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
      expect(new Set(tiers).size).toBe(2);
    } finally {
      await Promise.all([rankOrder.close(), fallback.close()]);
    }
  });

  it('answers a search past its time limit with SearchTimeoutError', async () => {
    const impatient = new PostgresSearchReader({ databaseUrl, timeoutMs: 300 });
    const locker = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
    await locker.connect();
    // A search waiting on a lock runs past the statement timeout like a too-broad one.
    await locker.query('begin');
    await locker.query('lock table search_part in access exclusive mode');
    try {
      await expect(impatient.search('part', { term: 'ab', page: 1, pageSize: 10 })).rejects.toThrow(
        SearchTimeoutError,
      );
    } finally {
      await locker.query('rollback');
      await Promise.all([locker.end(), impatient.close()]);
    }
  });
});

describe('PostgreSQL engine under load', () => {
  /** Holds search_part locked, so every search on a connection waits there (holding the connection). */
  async function lockIndex(): Promise<{ release(): Promise<void> }> {
    const locker = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table search_part in access exclusive mode');
    return {
      async release() {
        await locker.query('rollback');
        await locker.end();
      },
    };
  }

  /** Resolves once `count` searches wait on the lock, i.e. hold their connections. */
  async function blockedSearches(count: number): Promise<void> {
    const waiting = async () =>
      (
        await sql.rows<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks where relation = 'search_part'::regclass and not granted`,
        )
      )[0]!.waiting;
    await expect.poll(waiting, { timeout: 15_000, interval: 20 }).toBeGreaterThanOrEqual(count);
  }

  it('answers SearchBusyError after a bounded wait when every connection stays busy, then searches again', async () => {
    const small = new PostgresSearchReader({ databaseUrl, poolSize: 1, queueWaitMs: 100, timeoutMs: 60_000 });
    const lock = await lockIndex();
    try {
      const holding = small.search('part', { term: `${T}875490`, page: 1, pageSize: 10 });
      await blockedSearches(1);
      const busy = small.search('part', { term: `${T}875490`, page: 1, pageSize: 10 });
      await expect(busy).rejects.toThrow(SearchBusyError);
      await expect(busy).rejects.toThrow('Search is busy right now. Please try again in a moment.');
      await lock.release();
      expect((await holding).total).toBe(4);
      expect((await small.search('part', { term: `${T}875490`, page: 1, pageSize: 10 })).total).toBe(4);
    } finally {
      await lock.release().catch(() => undefined);
      await small.close();
    }
  });

  it('answers SearchBusyError at once when the queue is full, without waiting for a connection', async () => {
    const small = new PostgresSearchReader({ databaseUrl, poolSize: 1, maxQueued: 1, queueWaitMs: 60_000 });
    const lock = await lockIndex();
    try {
      const query = { term: `${T}875490`, page: 1, pageSize: 10 };
      const holding = small.search('part', query);
      await blockedSearches(1);
      let queuedSettled = false;
      const queued = small.search('part', query).finally(() => (queuedSettled = true));
      // The third finds one search already queued: refused while the queued one still waits.
      await expect(small.search('part', query)).rejects.toThrow(SearchBusyError);
      expect(queuedSettled).toBe(false);
      await lock.release();
      expect((await holding).total).toBe(4);
      expect((await queued).total).toBe(4);
    } finally {
      await lock.release().catch(() => undefined);
      await small.close();
    }
  });

  it("keeps connections for members: visitors' searches queue for their own slots, a member's runs", async () => {
    // Two connections, one kept for members: the second visitor waits, the member does not.
    const reader = createSearchReader({
      poolSize: 2,
      memberReserve: 1,
      visitorQueueWaitMs: 100,
      timeoutMs: 60_000,
    });
    const visitor = { lane: 'visitor', address: '192.0.2.1' } as const;
    const query = { term: `${T}875490`, page: 1, pageSize: 10 };
    const lock = await lockIndex();
    try {
      const running = reader.search('part', query, visitor);
      await blockedSearches(1);
      await expect(reader.search('part', query, visitor)).rejects.toThrow(SearchBusyError);
      const member = reader.search('part', query, { lane: 'member' });
      await blockedSearches(2); // the member's search holds the kept connection
      await lock.release();
      expect((await running).total).toBe(4);
      expect((await member).total).toBe(4);
      expect((await reader.search('part', query, visitor)).total).toBe(4);
    } finally {
      await lock.release().catch(() => undefined);
      await reader.close();
    }
  });

  it('searches a one-character part number as words only (no prefix scan of a 36th of the index)', async () => {
    const { text } = partSearchSql({ term: 'a-', page: 1, pageSize: 10 });
    const partNumberMatch = /part_number_norm (=|~>=~|like)/;
    expect(text).not.toMatch(partNumberMatch);
    expect(partSearchSql({ term: 'ab', page: 1, pageSize: 10 }).text).toMatch(partNumberMatch);
  });
});

describe('PostgreSQL engine rebuild', () => {
  it('swaps a new table in while search keeps answering, keeping every index of the live table', async () => {
    // An index a later migration adds must survive a rebuild.
    await sql.rows('create index search_part_migration_test_idx on search_part (quantity)');
    const indexesBefore = await sql.rows<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'search_part' order by indexname`,
    );
    const before = await numbers(`${T}875490`);
    let answered = 0;
    let rebuilding = true;
    const searching = (async () => {
      while (rebuilding) {
        expect((await numbers(`${T}875490`)).length).toBe(before.length);
        answered += 1;
      }
    })();
    const report = await reindex('part', databaseUrl, writer);
    rebuilding = false;
    await searching;
    expect(report.documents).toBeGreaterThan(5);
    expect(answered).toBeGreaterThan(0);
    expect(await numbers(`${T}875490`)).toEqual(before);
    const indexesAfter = await sql.rows<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'search_part' order by indexname`,
    );
    expect(indexesAfter).toEqual(indexesBefore);
    await sql.rows('drop index search_part_migration_test_idx');
  });
});
