import { describe, expect, it, vi } from 'vitest';
import type { PartHit, PartsSearchPayload } from '../api/types.ts';
import {
  apiQueryOf,
  createPartsSearchClient,
  highlightResultOf,
  instantSearchResultOf,
  partsResultOf,
  searchParametersOf,
  stateOfUiState,
  uiStateKey,
  uiStateOf,
} from './partsSearchClient.ts';
import { parsePartsSearch } from './partsUrlState.ts';

const hit = (id: number): PartHit => ({
  id,
  partNumber: `P${id}`,
  partnumber: `P${id}`,
  manufacturer: 'HP',
  description: 'Disk',
  quantity: 1,
  partCondition: 'NEW',
  price: 10,
  isRFQDisabled: false,
  company: { name: 'TBS Member' },
  highlight: { partNumber: [[0, 1]], manufacturer: [], description: [] },
});

const payload: PartsSearchPayload = {
  sections: [
    { query: '875', results: [hit(1), hit(2)], numResults: 25 },
    { query: 'abc', results: [hit(3)], numResults: 1 },
  ],
  results: [hit(1), hit(2)],
  numResults: 25,
  facets: { manufacturer: [{ value: 'HP', count: 25 }], condition: [{ value: 'NEW', count: 25 }] },
};

describe('searchParametersOf and apiQueryOf', () => {
  it('carry the URL state to the API query through Configure and the widgets, page 1-based', () => {
    const state = parsePartsSearch(
      new URLSearchParams(
        'query=875&query3=abc&country=NL&manufacturer=HP&sort=price&order=desc&exactPhrase=1&noTypos=1&page=2&pageSize=20',
      ),
    );
    const ui = uiStateOf(state);
    expect(ui).toEqual({ query: '875', page: 2, refinementList: { manufacturer: ['HP'], country: ['NL'] } });
    // What InstantSearch sends from the widgets' state: query, 0-based page, facetFilters.
    const widgets = { query: '875', page: 1, facetFilters: [['manufacturer:HP'], ['country:NL']] };
    expect(apiQueryOf({ ...searchParametersOf(state), ...widgets })).toEqual({
      query: '875',
      query3: 'abc',
      country: 'NL',
      manufacturer: 'HP',
      sort: 'price',
      order: 'desc',
      exactPhrase: '1',
      noTypos: '1',
      page: 2,
      pageSize: 20,
    });
  });

  it('give the URL state back from the widgets, a new term searching as typed again', () => {
    const state = parsePartsSearch(new URLSearchParams('query=875&noTypos=1&page=3'));
    expect(stateOfUiState(uiStateOf(state), state)).toEqual(state);
    const typed = stateOfUiState({ query: '8754', refinementList: { condition: ['NEW', 'REF'] } }, state);
    expect(typed).toMatchObject({
      queries: ['8754', '', '', '', ''],
      condition: 'REF',
      noTypos: false,
      page: 1,
    });
    expect(uiStateKey({ query: 'a', page: 1, refinementList: {} })).toBe(uiStateKey({ query: 'a' }));
  });

  it('give no API query when no term has 2 characters', () => {
    expect(apiQueryOf({ query: 'a', query2: ' ' })).toBeNull();
    expect(apiQueryOf({ query2: 'ab' })).toEqual({ query2: 'ab', page: 1, pageSize: 10 });
    // The server refuses a term of one letter or digit in any field.
    expect(apiQueryOf({ query: 'ab', query4: 'c-' })).toBeNull();
  });
});

describe('instantSearchResultOf', () => {
  it('maps the first section to hits and paging and keeps all sections', () => {
    const result = instantSearchResultOf(payload, { query: '875', page: 1, hitsPerPage: 10 });
    expect(result).toMatchObject({
      nbHits: 25,
      nbPages: 3,
      page: 1,
      hitsPerPage: 10,
      query: '875',
      searched: true,
    });
    expect(result.hits.map((h) => h.objectID)).toEqual(['1', '2']);
    expect(result.sections.map((s) => [s.query, s.numResults])).toEqual([
      ['875', 25],
      ['abc', 1],
    ]);
  });

  it('gives an empty, unsearched result without a payload', () => {
    expect(instantSearchResultOf(null, {})).toMatchObject({
      hits: [],
      nbHits: 0,
      nbPages: 0,
      searched: false,
    });
  });
});

describe('highlightResultOf', () => {
  it('marks the ranges and escapes the text for <Highlight>, which renders it as text', () => {
    expect(highlightResultOf('A&B <x> 875', [[8, 11]])).toEqual({
      value: 'A&amp;B &lt;x&gt; <mark>875</mark>',
      matchLevel: 'full',
      matchedWords: ['875'],
    });
    expect(highlightResultOf('plain', []).value).toBe('plain');
  });
});

describe('createPartsSearchClient', () => {
  it('calls the API once per request and skips requests without a term', async () => {
    const fetchParts = vi.fn().mockResolvedValue({ status: 200, payload });
    const client = createPartsSearchClient(fetchParts) as unknown as {
      search: (requests: unknown[]) => Promise<{ results: unknown[] }>;
    };
    const { results } = await client.search([
      { indexName: 'parts', params: { query: '875', page: 0, hitsPerPage: 10 } },
      { indexName: 'parts', params: { query: '' } },
    ]);
    expect(fetchParts).toHaveBeenCalledTimes(1);
    expect(fetchParts).toHaveBeenCalledWith({ query: '875', page: 1, pageSize: 10 });
    expect(partsResultOf(results[0])?.nbHits).toBe(25);
    expect(partsResultOf(results[1])?.searched).toBe(false);
  });

  it('rejects with the server message when the API refuses', async () => {
    const msg = 'This search is too broad. Please refine it with more characters or filters.';
    const client = createPartsSearchClient(vi.fn().mockResolvedValue({ status: 503, msg })) as unknown as {
      search: (requests: unknown[]) => Promise<unknown>;
    };
    await expect(client.search([{ indexName: 'parts', params: { query: '87' } }])).rejects.toThrow(msg);
  });
});
