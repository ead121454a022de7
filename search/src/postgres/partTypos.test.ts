/** The parts search's typo tolerance, facet counts and highlight ranges, on the real engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildPart, uniqueToken } from '@tbs/db/testing';
import { openSearchHarness, type SearchHarness } from '@tbs/worker/testing';
import { PostgresSearchReader } from './postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgresSearchWriter.ts';

const databaseUrl = process.env.DATABASE_URL!;
let harness: SearchHarness;
const T = uniqueToken();
/** A word only this file's parts hold. */
const WORD = `zebronix${T.slice(1).toLowerCase().replace(/\d/g, 'k')}`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  harness = await openSearchHarness({
    reader: new PostgresSearchReader({ databaseUrl, poolSize: 2 }),
    writer: new PostgresSearchWriter({ databaseUrl }),
  });
  const { orm } = harness;
  const dutch = (await buildCompany(orm, { name: `Dutch ${T}` })).id;
  const german = (await buildCompany(orm, { name: `German ${T}`, country: 'DE' })).id;
  ids.target = await buildPart(orm, dutch, `${T}875490-B21`, { manufacturer: 'HPE', condition: 'NEW' });
  ids.sibling = await buildPart(orm, german, `${T}875490-B22`, { manufacturer: 'HPE' });
  ids.other = await buildPart(orm, german, `${T}7X-100`, {
    manufacturer: 'Dell',
    description: `Rail kit ${WORD} for ${T}875490B21 servers`,
  });
  ids.mention = await buildPart(orm, german, `${T}MENTION`, { description: `Fits ${T}875490B29` });
  await harness.drainer.drainUntilEmpty();
});

afterAll(() => harness.close());

const ids$ = (page: { hits: { id: number }[] }) => page.hits.map((hit) => hit.id);

describe('typo tolerance', () => {
  it.each([
    ['a swapped pair', `${T}875490-B12`],
    ['a wrong character', `${T}875490-B31`],
    ['a missing character', `${T}87590-B21`],
    ['an extra character', `${T}8754900-B21`],
    ['an O for a 0', `${T}87549O-B21`],
    ['an S for a 5 and an I for a 1', `${T}87S490-B2I`],
  ])('finds the intended part for %s and says what it searched for', async (_, typed) => {
    const page = await harness.searchParts(typed);
    expect(ids$(page)).toContain(ids.target);
    expect(page.correctedQuery).toBe(`${T}875490B21`);
  });

  it('ranks typo matches after every other match, and leaves a part number that exists alone', async () => {
    const page = await harness.searchParts(`${T}875490-B29`);
    // The description naming B29 matches as words; B21 and B22 are one edit away.
    expect(ids$(page)[0]).toBe(ids.mention);
    expect(ids$(page).slice(1).sort()).toEqual([ids.target, ids.sibling].sort());
    expect(page.total).toBe(3);
    // B21 (swapped) and B22 (wrong) are both one edit from B12: the nearest correction's parts come first.
    expect(ids$(await harness.searchParts(`${T}875490-B12`))).toEqual([ids.target, ids.sibling]);
    const exact = await harness.searchParts(`${T}875490-B22`);
    expect([ids$(exact), exact.correctedQuery]).toEqual([[ids.sibling], undefined]);
  });

  it('keeps exact part numbers first and separator variants exact, without a correction', async () => {
    const page = await harness.searchParts(`${T.toLowerCase()} 875.490 b21`);
    expect(ids$(page)[0]).toBe(ids.target);
    expect(page.hits[0]!.highlight.partNumber).toEqual([[0, `${T}875490-B21`.length]]);
  });

  it('does not correct when the page is full of matches, when asked not to, or terms under 5 characters', async () => {
    const full = await harness.searchParts(`${T}875490-B29`, { pageSize: 1 });
    expect(ids$(full)).toEqual([ids.mention]);
    expect(full.correctedQuery).toBeUndefined();
    const plain = await harness.searchParts(`${T}875490-B12`, { noTypos: true });
    expect(plain).toMatchObject({ hits: [], total: 0 });
    expect(plain.correctedQuery).toBeUndefined();
    // 'HPEX' is one edit from HPE but has 4 characters.
    expect((await harness.searchParts('HPEXQ', { noTypos: false })).correctedQuery).not.toBe('hpe');
    expect((await harness.searchParts('HPEX')).correctedQuery).toBeUndefined();
  });

  it('corrects a misspelt word of a description', async () => {
    const typo = WORD.slice(0, 3) + WORD[4] + WORD[3] + WORD.slice(5);
    const page = await harness.searchParts(`rail ${typo}`);
    expect(ids$(page)).toEqual([ids.other]);
    expect(page.correctedQuery).toBe(`rail ${WORD}`);
    const { description } = page.hits[0]!.highlight;
    const text = `Rail kit ${WORD} for ${T}875490B21 servers`;
    expect(description.map(([start, end]) => text.slice(start, end))).toEqual(['Rail', WORD]);
  });
});

describe('facets and highlights', () => {
  it('counts manufacturer, condition and country over the whole result, not just the page', async () => {
    const page = await harness.searchParts(T, {
      pageSize: 1,
      facets: ['manufacturer', 'condition', 'country'],
    });
    expect(page.hits).toHaveLength(1);
    expect(page.total).toBe(4);
    expect(page.facets).toEqual({
      manufacturer: [
        { value: 'HPE', count: 3 },
        { value: 'Dell', count: 1 },
      ],
      condition: [
        { value: 'REF', count: 3 },
        { value: 'NEW', count: 1 },
      ],
      country: [
        { value: 'DE', count: 3 },
        { value: 'NL', count: 1 },
      ],
    });
  });

  it('counts only the facets asked for, within the filters', async () => {
    const page = await harness.searchParts(T, {
      facets: ['manufacturer', 'condition'],
      manufacturer: 'HPE',
    });
    expect(page.total).toBe(3);
    expect(page.facets).toEqual({
      manufacturer: [{ value: 'HPE', count: 3 }],
      condition: [
        { value: 'REF', count: 2 },
        { value: 'NEW', count: 1 },
      ],
      country: [],
    });
    const refurbished = await harness.searchParts(T, { condition: 'REF' });
    expect(ids$(refurbished).sort()).toEqual([ids.sibling, ids.other, ids.mention].sort());
  });

  it('returns where a part number, a prefix, an infix and a word matched', async () => {
    const page = await harness.searchParts(`${T}875490`);
    const target = page.hits.find((hit) => hit.id === ids.target)!;
    // The prefix spans the display part number up to the separator.
    expect(target.highlight.partNumber).toEqual([[0, `${T}875490`.length]]);
    const words = await harness.searchParts('rail kit');
    const other = words.hits.find((hit) => hit.id === ids.other)!;
    expect(other.highlight).toEqual({
      partNumber: [],
      manufacturer: [],
      description: [
        [0, 4],
        [5, 8],
      ],
    });
  });
});
