/**
 * search_part_word_count: the writer keeps it exact with the documents (insert, an update moving a part between
 * manufacturers, delete, a rebuild), and a one-word search answered from it gives the same total, facet counts
 * and page as one counted match by match, without reading its word's matches for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildPart, uniqueToken } from '@tbs/db/testing';
import { openSearchHarness, reindex, type SearchHarness } from '@tbs/worker/testing';
import type { PartSearchQuery } from '../documents/partDocument.ts';
import { partSearchSql } from './partSearchSql.ts';
import { PostgresSearchReader } from './postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgresSearchWriter.ts';

const databaseUrl = process.env.DATABASE_URL!;
let harness: SearchHarness;
const T = uniqueToken();
/** A word only this file's parts hold (letters only, so it is one lexeme). */
const WORD = `counto${T.slice(1).toLowerCase().replace(/\d/g, 'q')}`;
const ids: Record<string, number> = {};
/** Answers from the table from the first match, and counting match by match always. */
let counted: PostgresSearchReader;
let live: PostgresSearchReader;

beforeAll(async () => {
  harness = await openSearchHarness({
    reader: new PostgresSearchReader({ databaseUrl, poolSize: 2 }),
    writer: new PostgresSearchWriter({ databaseUrl }),
  });
  counted = new PostgresSearchReader({ databaseUrl, poolSize: 2, tuning: { countedWords: 1 } });
  live = new PostgresSearchReader({
    databaseUrl,
    poolSize: 2,
    tuning: { countedWords: Number.MAX_SAFE_INTEGER },
  });
  const { orm } = harness;
  const dutch = (await buildCompany(orm, { name: `Dutch ${T}` })).id;
  const german = (await buildCompany(orm, { name: `German ${T}`, country: 'DE' })).id;
  ids.dutch = dutch;
  ids.german = german;
  ids.hpe = await buildPart(orm, dutch, `${T}A1`, { manufacturer: 'HPE', description: `Tray ${WORD}` });
  ids.hpeNew = await buildPart(orm, german, `${T}A2`, {
    manufacturer: 'HPE',
    condition: 'NEW',
    description: `${WORD} rail, ${WORD} kit`,
  });
  ids.dell = await buildPart(orm, german, `${T}A3`, { manufacturer: 'Dell', description: `Bezel ${WORD}` });
  ids.brand = await buildPart(orm, dutch, `${T}A4`, { manufacturer: WORD, description: 'Cable' });
  // Its part number holds the word (an infix match), its words do not: it adds to the word's count.
  ids.partNumber = await buildPart(orm, dutch, `X-${WORD}-9`, { manufacturer: 'Cisco', description: 'Fan' });
  // Both: counted once.
  ids.both = await buildPart(orm, german, `${WORD}7`, { manufacturer: 'Cisco', description: `Fan ${WORD}` });
  ids.unrelated = await buildPart(orm, dutch, `${T}A5`, { manufacturer: 'HPE', description: 'Other' });
  await harness.drainer.drainUntilEmpty();
});

afterAll(async () => {
  await Promise.all([harness.close(), counted.close(), live.close()]);
});

/** The table's rows for the word, and the same counted from search_part. */
async function countsOf(word: string) {
  const kept = await harness.sql.rows(
    `select manufacturer, condition, country_code, n::int from search_part_word_count
      where lexeme = $1 and n <> 0 order by 1, 2, 3`,
    [word],
  );
  const recounted = await harness.sql.rows(
    `select manufacturer, condition, country_code, count(*)::int as n from search_part
      where to_tsvector('simple', manufacturer || ' ' || description) @@ $1::tsquery
      group by 1, 2, 3 order by 1, 2, 3`,
    [word],
  );
  return { kept, recounted };
}

async function expectExact(word = WORD): Promise<void> {
  const { kept, recounted } = await countsOf(word);
  expect(recounted.length).toBeGreaterThan(0);
  expect(kept).toEqual(recounted);
}

const facets = ['manufacturer', 'condition', 'country'] as const;

describe('search_part_word_count', () => {
  it('counts the indexed parts per word, manufacturer, condition and country', async () => {
    await expectExact();
    const { kept } = await countsOf(WORD);
    // A word twice in one description counts its part once.
    expect(kept).toContainEqual({ manufacturer: 'HPE', condition: 'NEW', country_code: 'DE', n: 1 });
    expect(kept.reduce<number>((sum, row) => sum + (row as { n: number }).n, 0)).toBe(5);
  });

  it('stays exact when a part moves between manufacturers, changes only its price, or is deleted', async () => {
    const { sql, drainer } = harness;
    await sql.rows(`update inventory_part set manufacturer = 'Lenovo' where id = $1`, [ids.dell]);
    await sql.rows(`update inventory_part set price = price + 1 where id = $1`, [ids.hpe]);
    await drainer.drainUntilEmpty();
    await expectExact();
    expect((await countsOf(WORD)).kept).toContainEqual({
      manufacturer: 'Lenovo',
      condition: 'REF',
      country_code: 'DE',
      n: 1,
    });
    await sql.rows(`update inventory_part set description = 'No longer' where id = $1`, [ids.hpeNew]);
    await drainer.drainUntilEmpty();
    await expectExact();
    const gone = await buildPart(harness.orm, ids.dutch!, `${T}GONE`, { description: `Gone ${WORD}` });
    await drainer.drainUntilEmpty();
    await expectExact();
    await sql.rows('delete from inventory_part where id = $1', [gone]);
    await drainer.drainUntilEmpty();
    await expectExact();
    await sql.rows(`update inventory_part set description = $2 where id = $1`, [
      ids.hpeNew,
      `${WORD} rail, ${WORD} kit`,
    ]);
    await sql.rows(`update inventory_part set manufacturer = 'Dell' where id = $1`, [ids.dell]);
    await drainer.drainUntilEmpty();
    await expectExact();
  });

  it('changes with the documents in their transaction, and rolls back with them', async () => {
    const before = (await countsOf(WORD)).kept;
    const client = harness.sql;
    await client.rows('begin');
    try {
      await client.rows('delete from search_part where id = any($1::bigint[])', [[ids.hpe, ids.dell]]);
      const during = (await countsOf(WORD)).kept;
      expect(during).toEqual((await countsOf(WORD)).recounted);
      expect(during).not.toEqual(before);
    } finally {
      await client.rows('rollback');
    }
    expect((await countsOf(WORD)).kept).toEqual(before);
    await expectExact();
  });

  it('is recounted by a rebuild', async () => {
    await harness.sql.rows('update search_part_word_count set n = n + 5 where lexeme = $1', [WORD]);
    await reindex('part', databaseUrl, harness.writer);
    await expectExact();
    const vocabulary = await harness.sql.rows(
      'select word from search_part_word_vocabulary where word = $1',
      [WORD],
    );
    expect(vocabulary).toHaveLength(1);
  });
});

describe('a one-word search from the counts', () => {
  it.each<[string, Partial<PartSearchQuery>]>([
    ['no filter', {}],
    ['a manufacturer', { manufacturer: 'HPE' }],
    ['a condition', { condition: 'NEW' }],
    ['a country', { countryCode: 'DE' }],
    ['a manufacturer and a country', { manufacturer: 'Cisco', countryCode: 'NL' }],
    ['a company (counted match by match)', { companyIds: [] }],
    ['page 2', { page: 2, pageSize: 2 }],
    ['without facets', { facets: undefined }],
    ['sorted by price', { sort: 'price', order: 'desc' }],
  ])('answers as counting match by match: %s', async (_name, extra) => {
    const query: PartSearchQuery = { term: WORD.toUpperCase(), page: 1, pageSize: 10, facets, ...extra };
    if (extra.companyIds) query.companyIds = [ids.german!];
    const expected = await live.search('part', query);
    expect(await counted.search('part', query)).toEqual(expected);
    if (!extra.manufacturer && !extra.condition && !extra.countryCode && !extra.companyIds)
      expect(expected.total).toBe(6);
  });

  it("reads a counted word's total and facets from the table, its words' GIN index only for the page", async () => {
    const query: PartSearchQuery = { term: WORD, page: 1, pageSize: 3, facets };
    const executed = async (countedWords: number, index: string) => {
      const { text, values } = partSearchSql(query, {
        countedWords,
        broadMatches: 50_000,
        broadScanLimit: 20_000,
      });
      // As on a big index, where every condition is read through its index.
      await harness.sql.rows('set enable_seqscan = off');
      const [plan] = await harness.sql.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, buffers, format json) ${text}`,
        values,
      );
      await harness.sql.rows('reset enable_seqscan');
      return nodes(plan!['QUERY PLAN'][0].Plan).filter(
        (node) => node['Index Name'] === index && (node['Actual Loops'] ?? 0) > 0,
      ).length;
    };
    expect(await executed(1, 'search_part_word_count_pkey')).toBeGreaterThan(0);
    expect(await executed(1, 'search_part_text_idx')).toBe(1);
    // Counted match by match, the words' matches are read for the facets too.
    expect(await executed(1_000_000, 'search_part_word_count_pkey')).toBe(1); // the count that chose
    expect(await executed(1_000_000, 'search_part_text_idx')).toBeGreaterThan(1);
  });
});

describe('part numbers from the covering index', () => {
  it('counts, facets and ranks a prefix and an infix by index-only scans; an infix through the vocabulary', async () => {
    const company = ids.dutch!;
    const prefix = `${T}PN`;
    for (const partNumber of [`${prefix}71`, `${prefix}72`, `X${prefix}73`, `Y${prefix}74`])
      await buildPart(harness.orm, company, partNumber);
    await harness.drainer.drainUntilEmpty();
    await harness.sql.rows('vacuum analyze search_part');
    await harness.sql.rows('vacuum analyze search_part_number_vocabulary');
    const query: PartSearchQuery = { term: prefix, page: 1, pageSize: 10, facets };
    const answer = await harness.reader.search('part', query);
    expect(answer.total).toBe(4);
    expect(
      answer.hits
        .map((hit) => hit.partNumber)
        .slice(0, 2)
        .sort(),
    ).toEqual([`${prefix}71`, `${prefix}72`]);
    expect(answer.facets?.manufacturer).toEqual([{ value: 'HPE', count: 4 }]);
    const { text, values } = partSearchSql(query);
    await harness.sql.rows('set enable_seqscan = off');
    const [plan] = await harness.sql.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, buffers, format json) ${text}`,
      values,
    );
    await harness.sql.rows('reset enable_seqscan');
    const all = nodes(plan!['QUERY PLAN'][0].Plan).filter((node) => (node['Actual Loops'] ?? 0) > 0);
    const covering = all.filter((node) => node['Index Name'] === 'search_part_pn_covering_idx');
    expect(covering.length).toBeGreaterThan(0);
    for (const node of covering) {
      expect(node['Node Type']).toBe('Index Only Scan');
      expect(node['Heap Fetches']).toBe(0);
    }
    // The infix's part numbers come from the vocabulary (by its trigram index on a big one).
    expect(all.some((node) => node['Relation Name'] === 'search_part_number_vocabulary')).toBe(true);
  });
});

interface PlanNode {
  'Node Type'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}
