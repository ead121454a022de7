import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAVORITES_STATE,
  favoriteCountries,
  filterAndSortFavorites,
  nextOrder,
  parseFavoritesState,
  serialiseFavoritesState,
} from './favoritesUrlState.ts';

const rows = [
  {
    id: 1,
    name: 'beta Servers',
    country: 'DE',
    countryName: 'Germany',
    dateFaved: '2026-01-05',
    description: 'HPE',
  },
  {
    id: 2,
    name: 'Alpha IT',
    country: 'NL',
    countryName: 'Netherlands',
    dateFaved: '2026-03-01',
    description: null,
  },
  {
    id: 3,
    name: 'Gamma Trade',
    country: 'DE',
    countryName: 'Germany',
    dateFaved: '2025-12-24',
    description: 'Dell laptops',
  },
];

describe('the /favorites URL state', () => {
  it('reads and writes query, country, page, orderCol, orderDesc and showSearch', () => {
    const state = parseFavoritesState(
      new URLSearchParams('query=dell&country=de&page=2&orderCol=name&orderDesc=false&showSearch=true'),
    );
    expect(state).toEqual({
      query: 'dell',
      country: 'DE',
      page: 2,
      orderCol: 'name',
      orderDesc: false,
      showSearch: true,
    });
    expect(serialiseFavoritesState(state).toString()).toBe(
      'query=dell&country=DE&page=2&orderCol=name&orderDesc=false&showSearch=true',
    );
    expect(serialiseFavoritesState(DEFAULT_FAVORITES_STATE).toString()).toBe('');
  });

  it('ignores values it does not offer', () => {
    expect(parseFavoritesState(new URLSearchParams('orderCol=evil&page=-3&country=Germany'))).toEqual(
      DEFAULT_FAVORITES_STATE,
    );
  });
});

describe('filterAndSortFavorites', () => {
  it('searches name and profile in any case and filters by country', () => {
    const state = { ...DEFAULT_FAVORITES_STATE, query: 'DELL' };
    expect(filterAndSortFavorites(rows, state).map((row) => row.id)).toEqual([3]);
    const germany = { ...DEFAULT_FAVORITES_STATE, country: 'DE' };
    expect(filterAndSortFavorites(rows, germany).map((row) => row.id)).toEqual([1, 3]);
  });

  it('sorts by each column both ways', () => {
    const by = (orderCol: 'name' | 'country' | 'dateFaved', orderDesc: boolean) =>
      filterAndSortFavorites(rows, { ...DEFAULT_FAVORITES_STATE, orderCol, orderDesc }).map((row) => row.id);
    expect(by('name', false)).toEqual([2, 1, 3]);
    expect(by('name', true)).toEqual([3, 1, 2]);
    expect(by('country', false)).toEqual([1, 3, 2]);
    expect(by('dateFaved', true)).toEqual([2, 1, 3]);
    expect(by('dateFaved', false)).toEqual([3, 1, 2]);
  });

  it('keeps the server order (newest first) among favourites of the same day', () => {
    const sameDay = [
      {
        id: 7,
        name: 'Zeta',
        country: 'NL',
        countryName: 'Netherlands',
        dateFaved: '2026-03-01',
        description: null,
      },
      {
        id: 8,
        name: 'Alpha',
        country: 'NL',
        countryName: 'Netherlands',
        dateFaved: '2026-03-01',
        description: null,
      },
    ];
    const ids = (orderDesc: boolean) =>
      filterAndSortFavorites(sameDay, { ...DEFAULT_FAVORITES_STATE, orderDesc }).map((row) => row.id);
    expect(ids(true)).toEqual([7, 8]);
    expect(ids(false)).toEqual([8, 7]);
  });

  it('lists the countries of the favourites and flips a column on a second click', () => {
    expect(favoriteCountries(rows)).toEqual([
      { code: 'DE', name: 'Germany' },
      { code: 'NL', name: 'Netherlands' },
    ]);
    expect(nextOrder(DEFAULT_FAVORITES_STATE, 'dateFaved')).toEqual({
      orderCol: 'dateFaved',
      orderDesc: false,
    });
    expect(nextOrder(DEFAULT_FAVORITES_STATE, 'name')).toEqual({ orderCol: 'name', orderDesc: false });
  });
});
