/** Broadcasts as a document kind of the PostgreSQL engine: words, part numbers, filters, phrases, totals, removal, prices. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Broadcast } from '@tbs/db';
import { buildBroadcast, buildCompany, buildContact, uniqueToken } from '@tbs/db/testing';
import { openSearchHarness, type SearchHarness, reindex } from '@tbs/worker/testing';
import {
  type BroadcastSearchQuery,
  parseBroadcastPrice,
  partNumbersIn,
} from '../documents/broadcastDocument.ts';
import { broadcastPageSql, broadcastWhere, planBroadcastPage } from './broadcastSearchSql.ts';
import { PostgresSearchReader } from './postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgresSearchWriter.ts';

const databaseUrl = process.env.DATABASE_URL!;
let harness: SearchHarness;
const T = uniqueToken();
const ids: Record<string, number> = {};
let companies: Record<string, number> = {};
let contacts: Record<string, number> = {};
const base = Date.now() - 3_600_000;

const search = (term: string, extra: Partial<BroadcastSearchQuery> = {}) =>
  harness.reader.search('broadcast', { term, page: 1, pageSize: 50, ...extra });
const found = async (term: string, extra: Partial<BroadcastSearchQuery> = {}) =>
  (await search(term, extra)).hits.map((hit) => hit.id);

beforeAll(async () => {
  harness = await openSearchHarness({
    reader: new PostgresSearchReader({ databaseUrl, poolSize: 2 }),
    writer: new PostgresSearchWriter({ databaseUrl }),
  });
  const { orm } = harness;
  const alpha = await buildContact(orm, { company: await buildCompany(orm, { name: `Alpha ${T}` }) });
  const beta = await buildContact(orm, { company: await buildCompany(orm, { name: `Beta ${T}` }) });
  companies = { alpha: alpha.company.id, beta: beta.company.id };
  contacts = { alpha: alpha.contact.id, beta: beta.contact.id };
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  const sender = (who: { contact: { id: number }; company: { id: number } }) => ({
    id: who.contact.id,
    company: who.company.id,
  });
  ids.hyphen = await buildBroadcast(orm, sender(alpha), {
    subject: `WTS ${T} 875490-B21 x10`,
    message: 'HPE 300GB SAS drives, refurbished',
    list: 2,
    price: '120',
    createdAt: at(1),
  });
  ids.plain = await buildBroadcast(orm, sender(beta), {
    side: 'WTB',
    subject: `WTB ${T} 875490B21`,
    message: 'Need drives urgently',
    list: 2,
    price: 'CALL',
    createdAt: at(2),
  });
  ids.words = await buildBroadcast(orm, sender(alpha), {
    subject: `WTS ${T} ThinkPad laptops`,
    message: 'Grade A refurbished laptops in stock',
    list: 7,
    price: '100',
    currency: 'USD',
    createdAt: at(3),
  });
  ids.reversed = await buildBroadcast(orm, sender(beta), {
    subject: `WTS ${T} laptops`,
    message: 'Stock refurbished: grade B laptops',
    list: 7,
    price: '85',
    currency: 'GBP',
    createdAt: at(4),
  });
  ids.removed = await buildBroadcast(orm, sender(beta), {
    subject: `WTS ${T} removed offer 875490-B21`,
    list: 2,
    createdAt: at(5),
  });
  await harness.drainer.drainUntilEmpty();
});

afterAll(() => harness.close());

/** The totals of the lists without a term (read from the counts) equal the database's own counts. */
async function expectListTotalsAsInDatabase(): Promise<void> {
  const live = 'from broadcast where deleted_at is null';
  const [all] = await harness.sql.rows<{ n: string }>(`select count(*) as n ${live}`);
  const [list7] = await harness.sql.rows<{ n: string }>(`select count(*) as n ${live} and list_id = 7`);
  const [wts7] = await harness.sql.rows<{ n: string }>(
    `select count(*) as n ${live} and list_id = 7 and side = 'WTS'`,
  );
  const [wtb] = await harness.sql.rows<{ n: string }>(`select count(*) as n ${live} and side = 'WTB'`);
  expect((await search('', { pageSize: 10 })).total).toBe(Number(all!.n));
  expect((await search('', { listId: 7 })).total).toBe(Number(list7!.n));
  expect((await search('', { listId: 7, side: 'WTS' })).total).toBe(Number(wts7!.n));
  expect((await search('', { side: 'WTB' })).total).toBe(Number(wtb!.n));
  const [alphaWts] = await harness.sql.rows<{ n: string }>(
    `select count(*) as n ${live} and company_id = $1 and side = 'WTS'`,
    [companies.alpha],
  );
  const [both] = await harness.sql.rows<{ n: string }>(
    `select count(*) as n ${live} and company_id = any($1)`,
    [[companies.alpha, companies.beta]],
  );
  expect((await search('', { companyIds: [companies.alpha!], side: 'WTS' })).total).toBe(Number(alphaWts!.n));
  expect((await search('', { companyIds: [companies.alpha!, companies.beta!] })).total).toBe(Number(both!.n));
  expect((await search('', { companyIds: [] })).total).toBe(0);
}

/**
 * The totals of one-word searches (read from the per-word counts, or counted for a token the parser splits)
 * equal the matches counted in the index, and the test's own word matches every live broadcast it sent.
 */
async function expectWordTotalsAsCounted(): Promise<void> {
  for (const word of [T, 'laptops', 'refurbished', '875490b21', '875490-B21']) {
    for (const filters of [
      {},
      { listId: 7 },
      { listId: 2, side: 'WTS' as const },
      { side: 'WTB' as const },
    ]) {
      const [counted] = await harness.sql.rows<{ n: string }>(
        `select count(*) as n from search_broadcast s where ${broadcastWhere({ term: word, ...filters })}`,
      );
      expect({ word, filters, total: (await search(word, filters)).total }).toEqual({
        word,
        filters,
        total: Number(counted!.n),
      });
    }
  }
  const [sent] = await harness.sql.rows<{ n: string }>(
    `select count(*) as n from broadcast where deleted_at is null and subject like $1`,
    [`%${T}%`],
  );
  expect((await search(T)).total).toBe(Number(sent!.n));
}

describe('broadcast documents', () => {
  it('takes tokens with a digit as part numbers and reads prices', () => {
    expect(partNumbersIn('WTS 875490-B21, P05172/B21 and DL380 Gen10 G9 x10')).toEqual([
      '875490B21',
      'P05172B21',
      'DL380',
      'GEN10',
    ]);
    expect(parseBroadcastPrice('1,250.50')).toBe(1250.5);
    expect(parseBroadcastPrice('€ 95')).toBe(95);
    expect(parseBroadcastPrice('99,5')).toBe(99.5);
    expect(parseBroadcastPrice('CALL')).toBeNull();
    expect(parseBroadcastPrice('10-20')).toBeNull();
  });
});

describe('the plan of a broadcast page', () => {
  const query = (page: number, term = 'cisco') => ({ term, page, pageSize: 10 });
  it('reads a common word from a bounded newest-first window, a rare one sorted, a list without a term newest first', () => {
    // 50,000 of a million: the first page needs about 200 recent rows; four times that, plus 100.
    expect(planBroadcastPage(query(1), { total: 50_000, base: 1_000_000 })).toEqual({
      read: 'bounded',
      scan: 900,
    });
    // 5,000 of a million: 2,000 rows expected (200 heap pages) against 5,000 matches to sort.
    expect(planBroadcastPage(query(1), { total: 5_000, base: 1_000_000 })).toEqual({
      read: 'bounded',
      scan: 8_100,
    });
    // 300 of a million: sorting 300 matches beats scanning 33,000 rows.
    expect(planBroadcastPage(query(1), { total: 300, base: 1_000_000 })).toEqual({ read: 'sorted' });
    // Deep pages of a word in the thousands sort; of a broad word they still scan.
    expect(planBroadcastPage(query(50), { total: 5_000, base: 1_000_000 })).toEqual({ read: 'sorted' });
    expect(planBroadcastPage(query(50), { total: 500_000, base: 1_000_000 })).toEqual({
      read: 'bounded',
      scan: 4_100,
    });
    // Without cheap totals of the filters (company or contact filters): sorted up to 20,000, then newest first.
    expect(planBroadcastPage(query(1), { total: 5_000, base: null })).toEqual({ read: 'sorted' });
    expect(planBroadcastPage(query(1), { total: 50_000, base: null })).toEqual({ read: 'newest' });
    expect(planBroadcastPage(query(1, ''), { total: 1_000_000, base: null })).toEqual({ read: 'newest' });
    // A window as large as the list is the list read newest first; past the last page nothing is read.
    expect(planBroadcastPage(query(1), { total: 100, base: 120 })).toEqual({ read: 'newest' });
    expect(planBroadcastPage(query(3), { total: 20, base: 1_000 })).toBeNull();
  });
});

describe('PostgreSQL broadcast search', () => {
  it('finds a part number typed with or without separators, newest first', async () => {
    const expected = [ids.removed, ids.plain, ids.hyphen];
    expect(await found(`${T} 875490-B21`)).toEqual(expected);
    expect(await found(`${T} 875490b21`)).toEqual(expected);
    expect(await found(`${T} 875490 b21`)).toEqual([ids.removed, ids.hyphen]);
  });

  it('finds words of subject and message, every word required', async () => {
    expect(await found(`${T} refurbished laptops`)).toEqual([ids.reversed, ids.words]);
    expect(await found(`${T} refurbished drives`)).toEqual([ids.hyphen]);
    expect(await found(`"${T}" nothing-like-this`)).toEqual([]);
  });

  it('filters by side, list, company and contact', async () => {
    expect(await found(T, { side: 'WTB' })).toEqual([ids.plain]);
    expect(await found(T, { side: 'WTS', listId: 7 })).toEqual([ids.reversed, ids.words]);
    expect(await found(T, { companyIds: [companies.alpha!] })).toEqual([ids.words, ids.hyphen]);
    expect(await found(T, { companyIds: [] })).toEqual([]);
    expect(await found(T, { contactId: contacts.beta })).toEqual([ids.removed, ids.reversed, ids.plain]);
  });

  it('filters a part number by side, list and company on its own matches, as a word is filtered', async () => {
    const partNumber = `${T} 875490-B21`;
    expect(await found(partNumber, { side: 'WTS', listId: 2 })).toEqual([ids.removed, ids.hyphen]);
    expect(await found(partNumber, { side: 'WTB', listId: 2 })).toEqual([ids.plain]);
    expect(await found('875490b21', { companyIds: [companies.alpha!], listId: 2 })).toEqual([ids.hyphen]);
    expect(await found(partNumber, { contactId: contacts.beta, side: 'WTS' })).toEqual([ids.removed]);
    expect(await found(partNumber, { listId: 7 })).toEqual([]);
    expect((await search(partNumber, { side: 'WTS', listId: 2, pageSize: 1 })).total).toBe(2);
  });

  it('matches an exact phrase only in its order', async () => {
    expect(await found(`${T} refurbished laptops`)).toHaveLength(2);
    expect(
      await found('grade a refurbished laptops', { exactPhrase: true, companyIds: [companies.alpha!] }),
    ).toEqual([ids.words]);
    expect(await found('refurbished laptops', { exactPhrase: true, companyIds: [companies.beta!] })).toEqual(
      [],
    );
    expect(await found('875490b21', { exactPhrase: true, companyIds: [companies.alpha!] })).toEqual([
      ids.hyphen,
    ]);
  });

  it('reads the same page from a bounded window as sorted, and too small a window comes up short', async () => {
    const page = { term: T, page: 1, pageSize: 3 };
    const idsOf = async (sql: string) =>
      (await harness.sql.rows<{ id: string }>(sql)).map((row) => Number(row.id));
    const sorted = await idsOf(broadcastPageSql(page, { read: 'sorted' }));
    expect(sorted).toHaveLength(3);
    expect(await idsOf(broadcastPageSql(page, { read: 'bounded', scan: 1_000_000 }))).toEqual(sorted);
    expect(await idsOf(broadcastPageSql(page, { read: 'newest' }))).toEqual(sorted);
    // The newest row of all is not a match: a window of one holds none (the reader reads again).
    const future = await buildBroadcast(
      harness.orm,
      { id: contacts.beta!, company: companies.beta! },
      {
        subject: 'WTS something else',
        createdAt: new Date(Date.now() + 3_600_000),
      },
    );
    await harness.drainer.drainUntilEmpty();
    try {
      expect(await idsOf(broadcastPageSql(page, { read: 'bounded', scan: 1 }))).toEqual([]);
    } finally {
      // The files sharing this database expect their own broadcasts to be the newest.
      await harness.orm.em.fork().nativeUpdate(Broadcast, { id: future }, { deletedAt: new Date() });
      await harness.drainer.drainUntilEmpty();
    }
  });

  it('reads a page of many matches newest first, as a page of few matches sorts them', async () => {
    const broad = new PostgresSearchReader({ databaseUrl, poolSize: 1, sortBroadcastsUpTo: 1 });
    try {
      for (const [term, extra] of [
        [T, { pageSize: 2, page: 2 }],
        [`${T} 875490-B21`, {}],
        [`${T} laptops`, { side: 'WTS' as const }],
      ] as const) {
        expect(await broad.search('broadcast', { term, page: 1, pageSize: 50, ...extra })).toEqual(
          await search(term, extra),
        );
      }
    } finally {
      await broad.close();
    }
  });

  it('answers exact totals with pages', async () => {
    const first = await search(T, { pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.hits.map((hit) => hit.id)).toEqual([ids.removed, ids.reversed]);
    const last = await search(T, { pageSize: 2, page: 3 });
    expect(last).toEqual({
      total: 5,
      hits: [expect.objectContaining({ id: ids.hyphen, side: 'WTS', listId: 2 })],
    });
    expect(await search(T, { pageSize: 2, page: 4 })).toEqual({ total: 5, hits: [] });
  });

  it('removes a broadcast soft-deleted through deleted_at, and takes edits', async () => {
    await harness.sql.rows('update broadcast set deleted_at = now() where id = $1', [ids.removed]);
    await harness.drainer.drainUntilEmpty();
    expect(await found(`${T} 875490B21`)).toEqual([ids.plain, ids.hyphen]);
    expect((await search(T)).total).toBe(4);
    await harness.sql.rows(`update broadcast set subject = subject || ' ZX9000-11' where id = $1`, [
      ids.plain,
    ]);
    await harness.drainer.drainUntilEmpty();
    expect(await found(`${T} zx900011`)).toEqual([ids.plain]);
  });

  it('gives min, median and max in euro over matching WTS broadcasts', async () => {
    const prices = await harness.reader.broadcastPrices({
      term: T,
      rates: { USD: 1.25, GBP: 0.85 },
      maxPoints: 10,
    });
    // 120 EUR, 100 USD = 80 EUR, 85 GBP = 100 EUR; the WTB and the unreadable price are left out.
    expect(prices).toEqual({
      count: 3,
      min: 80,
      median: 100,
      max: 120,
      average: 100,
      trendPeriod: 'week',
      trend: expect.any(Array),
      points: [
        { id: ids.reversed, date: expect.any(String), price: 100 },
        { id: ids.words, date: expect.any(String), price: 80 },
        { id: ids.hyphen, date: expect.any(String), price: 120 },
      ],
    });
    expect(prices.trend.reduce((sum, period) => sum + period.count, 0)).toBe(3);
    const even = await harness.reader.broadcastPrices({
      term: `${T} laptops`,
      rates: { USD: 1.25, GBP: 0.85 },
      maxPoints: 1,
    });
    expect(even).toMatchObject({ count: 2, min: 80, median: 90, max: 100, points: [{ id: ids.reversed }] });
  });

  it('rebuilds the broadcast index from the database', async () => {
    await expectWordTotalsAsCounted();
    const report = await reindex('broadcast', databaseUrl, harness.writer);
    expect(report.documents).toBeGreaterThanOrEqual(4);
    expect(await found(`${T} 875490-B21`)).toEqual([ids.plain, ids.hyphen]);
    await expectListTotalsAsInDatabase();
    // The count triggers come back with the rebuilt table.
    await buildBroadcast(harness.orm, { id: contacts.alpha!, company: companies.alpha! }, { list: 7 });
    await harness.drainer.drainUntilEmpty();
    await expectListTotalsAsInDatabase();
    await expectWordTotalsAsCounted();
  });

  it('counts lists without a term exactly, through inserts, edits and removals', async () => {
    await expectListTotalsAsInDatabase();
    await harness.sql.rows(`update broadcast set side = 'WTB', list_id = 8 where id = $1`, [ids.words]);
    await harness.sql.rows('delete from broadcast where id = $1', [ids.reversed]);
    await harness.drainer.drainUntilEmpty();
    await expectListTotalsAsInDatabase();
    await expectWordTotalsAsCounted();
  });
});
