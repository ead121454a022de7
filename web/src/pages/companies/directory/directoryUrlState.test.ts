import { describe, expect, it } from 'vitest';
import type { PageSize } from '@tbs/rules';
import {
  directoryApiQuery,
  directoryHref,
  parseDirectorySearch,
  queryProblem,
  shownSort,
  sortedBy,
} from './directoryUrlState.ts';

interface Viewer {
  isMember: boolean;
  rememberedPageSize: PageSize;
}
const member: Viewer = { isMember: true, rememberedPageSize: 20 };
const visitor: Viewer = { isMember: false, rememberedPageSize: 10 };
const parse = (query: string, viewer = member) => parseDirectorySearch(new URLSearchParams(query), viewer);

describe('the directory URL state', () => {
  it('reads query, country, sort, order, page and page size, falling back to the remembered page size', () => {
    expect(parse('query=%22acme%22&country=nl&sort=favcount&page=3')).toEqual({
      query: 'acme',
      country: 'NL',
      sort: 'favCount',
      order: 'desc',
      page: 3,
      pageSize: 20,
    });
    expect(parse('sort=Country&order=DESC&pageSize=50')).toMatchObject({
      sort: 'Country',
      order: 'desc',
      pageSize: 50,
    });
    expect(parse('sort=price&page=-1&pageSize=15&country=Netherlands')).toEqual({
      query: '',
      country: '',
      sort: null,
      order: 'asc',
      page: 1,
      pageSize: 20,
    });
  });

  it('gives visitors no favourites sort', () => {
    expect(parse('sort=favCount', visitor)).toMatchObject({ sort: null, order: 'asc', pageSize: 10 });
  });

  it('writes short links and reads them back', () => {
    const state = parse('query=erasure&country=DE&sort=profile&order=desc&page=2&pageSize=50');
    expect(directoryHref(state)).toBe(
      '/companies?query=erasure&country=DE&sort=profile&order=desc&page=2&pageSize=50',
    );
    expect(parse(directoryHref(state).split('?')[1]!)).toEqual(state);
    expect(
      directoryHref({
        ...state,
        query: '',
        country: '',
        sort: 'favCount',
        order: 'desc',
        page: 1,
        pageSize: 10,
      }),
    ).toBe('/companies?sort=favCount');
  });

  it('turns a column around on a second click and starts another in its first order, on page 1', () => {
    const state = parse('sort=companyname&page=4');
    expect(sortedBy(state, 'companyname')).toMatchObject({ sort: 'companyname', order: 'desc', page: 1 });
    expect(sortedBy(state, 'favCount')).toMatchObject({ sort: 'favCount', order: 'desc', page: 1 });
    expect(sortedBy(sortedBy(state, 'favCount'), 'favCount')).toMatchObject({ order: 'asc' });
  });

  it('shows the default order by name as a sort by name, so its first click turns it to Z to A', () => {
    expect(shownSort(parse(''))).toBe('companyname');
    expect(shownSort(parse('query=acme'))).toBeNull();
    expect(sortedBy(parse(''), 'companyname')).toMatchObject({ sort: 'companyname', order: 'desc' });
    expect(sortedBy(parse('query=acme'), 'companyname')).toMatchObject({ sort: 'companyname', order: 'asc' });
  });

  it('asks the API for what the URL says, without empty fields', () => {
    expect(directoryApiQuery(parse('query=%20&page=2'))).toEqual({ page: 2, pageSize: 20 });
    expect(directoryApiQuery(parse('query=acme&country=BE&sort=Country'))).toEqual({
      query: 'acme',
      country: 'BE',
      sort: 'Country',
      order: 'asc',
      page: 1,
      pageSize: 20,
    });
  });

  it('wants 2 letters or digits in a query, as the server does', () => {
    expect(queryProblem('')).toBeNull();
    expect(queryProblem('a')).toBe('Please enter at least 2 characters');
    expect(queryProblem('a-')).toBe('Please enter at least 2 characters');
    expect(queryProblem('hp')).toBeNull();
  });
});
