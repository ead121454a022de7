import { describe, expect, it } from 'vitest';
import {
  canSearch,
  parsePartsSearch,
  partsSearchHref,
  searchTerms,
  serialisePartsSearch,
  toggleSort,
  visitorSearchState,
} from './partsUrlState.ts';

const parse = (query: string, fallback?: 10 | 20 | 50 | 100) =>
  parsePartsSearch(new URLSearchParams(query), fallback);

describe('parsePartsSearch', () => {
  it('gives defaults for an empty query string', () => {
    expect(parse('')).toEqual({
      queries: ['', '', '', '', ''],
      country: '',
      manufacturer: '',
      condition: '',
      companyId: '',
      sort: null,
      order: 'asc',
      exactPhrase: false,
      favorites: false,
      advanced: false,
      noTypos: false,
      page: 1,
      pageSize: 10,
    });
  });

  it('reads every field and strips double quotes from terms', () => {
    const state = parse(
      'query=%22875%22&query3=abc&country=NL&companyId=12&sort=price&order=desc&exactPhrase=1&favorites=1&advanced=1&page=3&pageSize=50',
    );
    expect(state.queries).toEqual(['875', '', 'abc', '', '']);
    expect(state).toMatchObject({ country: 'NL', companyId: '12', sort: 'price', order: 'desc' });
    expect(state).toMatchObject({
      exactPhrase: true,
      favorites: true,
      advanced: true,
      page: 3,
      pageSize: 50,
    });
  });

  it('ignores unknown sorts, bad pages and page sizes', () => {
    const state = parse('sort=evil&page=-2&pageSize=33&companyId=x', 20);
    expect(state).toMatchObject({ sort: null, page: 1, pageSize: 20, companyId: '' });
  });
});

describe('serialisePartsSearch', () => {
  it('round-trips a state and leaves defaults out', () => {
    const state = parse('query=875&query2=ab&sort=company&order=desc&page=2&pageSize=20');
    expect(serialisePartsSearch(state)).toBe(
      'query=875&query2=ab&sort=company&order=desc&page=2&pageSize=20',
    );
    expect(parse(serialisePartsSearch(state))).toEqual(state);
  });

  it('gives a bare /parts for an empty search', () => {
    expect(partsSearchHref(parse(''))).toBe('/parts');
  });
});

describe('search terms', () => {
  it('lists non-empty terms in field order', () => {
    expect(searchTerms(parse('query2=ab&query4=cd'))).toEqual(['ab', 'cd']);
  });

  it('needs every term to have 2 letters or digits', () => {
    expect(canSearch(parse(''))).toBe(false);
    expect(canSearch(parse('query=a'))).toBe(false);
    expect(canSearch(parse('query=a&query2=bc'))).toBe(false);
    expect(canSearch(parse('query=ab&query2=a-'))).toBe(false);
    expect(canSearch(parse('query=ab&query2=c d'))).toBe(true);
  });
});

describe('toggleSort', () => {
  it('starts ascending, toggles on the same column and resets the page', () => {
    const first = toggleSort(parse('query=ab&page=4'), 'price');
    expect(first).toMatchObject({ sort: 'price', order: 'asc', page: 1 });
    expect(toggleSort(first, 'price').order).toBe('desc');
    expect(toggleSort(toggleSort(first, 'price'), 'price').order).toBe('asc');
    expect(toggleSort(toggleSort(first, 'price'), 'company').order).toBe('asc');
  });
});

describe('visitorSearchState', () => {
  it("keeps a visitor's search to one term without the members' filters and advanced mode", () => {
    const member = parse(
      'query2=875-b21&query3=abc&country=NL&companyId=12&favorites=1&advanced=1&sort=price',
    );
    expect(visitorSearchState(member)).toEqual({
      ...member,
      queries: ['875-b21', '', '', '', ''],
      country: '',
      companyId: '',
      favorites: false,
      advanced: false,
    });
    expect(serialisePartsSearch(visitorSearchState(member))).toBe('query=875-b21&sort=price&order=asc');
  });
});
