/** The engine-neutral path of a write into the index: outbox rows, the drainer, re-syncs and reindex. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildPart, uniqueToken, yearsAgo } from '@tbs/db/testing';
import { pino } from 'pino';
import { putOutboxRow } from '@tbs/db';
import { openSearchHarness, type SearchHarness } from './searchHarness.ts';
import { createSearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { OutboxDrainer } from './outboxDrainer.ts';
import { rebuildEmptyIndexes, reindex } from './reindex.ts';
import { enqueueTierAnniversaries } from './tierAnniversaries.ts';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
let harness: SearchHarness;
let { writer, drainer, sql, orm, searchParts: search, partNumbers: numbers } = {} as SearchHarness;
const T = uniqueToken();
const ids: Record<string, number> = {};
const outboxCount = async (where = 'true') =>
  (await sql.rows<{ n: number }>(`select count(*)::int as n from index_outbox where ${where}`))[0]!.n;

/** How long the worker may take on a loaded machine (it polls every second and wakes on NOTIFY): a bound. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  harness = await openSearchHarness({
    reader: createSearchReader({ poolSize: 2 }),
    writer: createSearchWriter(),
  });
  ({ writer, drainer, sql, orm, searchParts: search, partNumbers: numbers } = harness);
  ids.regular = (await buildCompany(orm, { name: `Regular ${T}`, memberSince: yearsAgo(1) })).id;
  ids.gold = (await buildCompany(orm, { name: `Gold ${T}`, memberSince: yearsAgo(12), country: 'DE' })).id;
  ids.part = await buildPart(orm, ids.regular, `${T}875490-B22X`);
  await drainer.drainUntilEmpty();
});

afterAll(() => harness.close());

describe('outbox delivery', () => {
  it('writes outbox rows in the same transaction as the part', async () => {
    // The insert on the same connection as the transaction that is rolled back.
    await sql.rows('begin');
    const [{ id }] = (await sql.rows<{ id: string }>(
      `insert into inventory_part (company_id, part_number, manufacturer, description, condition)
       values ($1, $2, 'HPE', 'Server part', 'REF') returning id`,
      [ids.regular, `${T}TX1`],
    )) as [{ id: string }];
    const inside = await outboxCount(`doc_type = 'part' and doc_id = ${id}`);
    await sql.rows('rollback');
    expect(inside).toBe(1);
    expect(await outboxCount(`doc_id = ${id}`)).toBe(0);
  });

  it('delivers a part written while the worker was stopped once it starts again', async () => {
    await buildPart(orm, ids.regular!, `${T}OFFLINE`);
    expect(await numbers(`${T}OFFLINE`)).toEqual([]);
    const restarted = new OutboxDrainer({ databaseUrl, writer, logger });
    await restarted.start();
    try {
      await expect.poll(() => numbers(`${T}OFFLINE`), WAIT).toHaveLength(1);
      // Live changes arrive while it runs.
      await buildPart(orm, ids.gold!, `${T}LIVE`);
      await expect.poll(() => numbers(`${T}LIVE`), WAIT).toHaveLength(1);
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

  it('re-syncs a company named by a bulk write: new parts in, deleted parts out', async () => {
    const company = (await buildCompany(orm, { name: `Bulk ${T}` })).id;
    const kept = await buildPart(orm, company, `${T}BULKKEEP`);
    await buildPart(orm, company, `${T}BULKGONE`);
    await drainer.drainUntilEmpty();
    // As the inventory import writes: the part triggers stand aside and one company row is put.
    await sql.rows('begin');
    await sql.rows(`set local tbs.outbox_bulk = 'on'`);
    await sql.rows('delete from inventory_part where company_id = $1 and id <> $2', [company, kept]);
    await sql.rows(
      `insert into inventory_part (company_id, part_number, manufacturer, description, condition)
       values ($1, $2, 'HPE', 'Server part', 'REF')`,
      [company, `${T}BULKNEW`],
    );
    expect(await outboxCount(`doc_type = 'part'`)).toBe(0);
    await putOutboxRow(sql.client, 'company', company);
    await sql.rows('commit');
    await drainer.drainUntilEmpty();
    expect((await numbers(`${T}BULK`)).sort()).toEqual([`${T}BULKKEEP`, `${T}BULKNEW`]);
  });

  it('carries text with tabs, line breaks, backslashes and other characters unchanged through a re-sync', async () => {
    const company = await buildCompany(orm, { name: `Odd \\ Name\t${T}` });
    const description = `Tab\there\nnext line \\ back\\slash \b\f\v \u00e9\u20ac \u{1F4BE} ${T}ODD`;
    await buildPart(orm, company, `${T}ODD\\1`, { description, manufacturer: 'Mfr\r\nX' });
    await putOutboxRow(sql.client, 'company', company.id);
    await drainer.drainUntilEmpty();
    const [hit] = (await search(`${T}ODD`)).hits;
    expect(hit).toMatchObject({ description, manufacturer: 'Mfr\r\nX', companyName: `Odd \\ Name\t${T}` });
  });

  it('re-derives the tier of a company on its membership anniversary', async () => {
    const company = (await buildCompany(orm, { name: `Anniversary ${T}`, memberSince: null })).id;
    await buildPart(orm, company, `${T}ANNIV`);
    await sql.rows(
      `update company set member_since = ((now() at time zone 'utc')::date - interval '3 years')::date where id = $1`,
      [company],
    );
    await drainer.drainUntilEmpty();
    // The index as it stood yesterday, before the anniversary.
    const [indexed] = (await search(`${T}ANNIV`)).hits;
    await writer.upsert('part', [{ ...indexed!, tierRank: 0 }]);
    expect((await search(`${T}ANNIV`)).hits[0]!.tierRank).toBe(0);
    expect(await enqueueTierAnniversaries(sql.client)).toBeGreaterThanOrEqual(1);
    await drainer.drainUntilEmpty();
    expect((await search(`${T}ANNIV`)).hits[0]!.tierRank).toBe(1);
  });
});

describe('reindex', () => {
  it('rebuilds from the database and clears the outbox rows it covers, not the others', async () => {
    await buildPart(orm, ids.gold!, `${T}QUEUED`);
    await putOutboxRow(sql.client, 'broadcast', 1);
    expect(await outboxCount(`doc_type = 'part'`)).toBeGreaterThan(0);
    const report = await reindex('part', databaseUrl, writer);
    expect(report.documents).toBeGreaterThan(5);
    expect(await numbers(`${T}QUEUED`)).toEqual([`${T}QUEUED`]);
    expect(await outboxCount(`doc_type in ('part', 'company')`)).toBe(0);
    expect(await outboxCount(`doc_type = 'broadcast'`)).toBe(1);
    await sql.rows(`delete from index_outbox where doc_type = 'broadcast'`);
  });

  it('rebuilds an empty index on start, and leaves a filled one alone', async () => {
    const all = await sql.rows<{ id: string }>('select id from inventory_part');
    await writer.delete(
      'part',
      all.map((row) => Number(row.id)),
    );
    expect(await writer.count('part')).toBe(0);
    expect(await rebuildEmptyIndexes(databaseUrl, writer, logger)).toEqual(['part']);
    expect(await writer.count('part')).toBe(all.length);
    expect(await rebuildEmptyIndexes(databaseUrl, writer, logger)).toEqual([]);
  });
});
