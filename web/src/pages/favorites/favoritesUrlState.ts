/** The columns /favorites sorts by (spec part 1 section 2): company name, country, date added. */
export const FAVORITE_ORDER_COLUMNS = ['name', 'country', 'dateFaved'] as const;
export type FavoriteOrderColumn = (typeof FAVORITE_ORDER_COLUMNS)[number];

/** Rows per page of /favorites. */
export const FAVORITES_PAGE_SIZE = 10;

/** The list's state, kept in the URL (query, country, page, orderCol, orderDesc, showSearch). */
export interface FavoritesState {
  query: string;
  /** ISO code, '' for every country. */
  country: string;
  /** 1-based. */
  page: number;
  orderCol: FavoriteOrderColumn;
  orderDesc: boolean;
  showSearch: boolean;
}

/** Newest favourite first, as the server lists them. */
export const DEFAULT_FAVORITES_STATE: FavoritesState = {
  query: '',
  country: '',
  page: 1,
  orderCol: 'dateFaved',
  orderDesc: true,
  showSearch: false,
};

const isTrue = (value: string | null) => value === 'true' || value === '1';

/** Reads the state from the query string; unknown values fall back to the defaults. */
export function parseFavoritesState(params: URLSearchParams): FavoritesState {
  const orderCol = params.get('orderCol');
  const page = Number(params.get('page'));
  const countryParam = (params.get('country') ?? '').toUpperCase();
  const country = /^[A-Z]{2}$/.test(countryParam) ? countryParam : '';
  return {
    query: (params.get('query') ?? '').slice(0, 200),
    country,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    orderCol: (FAVORITE_ORDER_COLUMNS as readonly string[]).includes(orderCol ?? '')
      ? (orderCol as FavoriteOrderColumn)
      : DEFAULT_FAVORITES_STATE.orderCol,
    orderDesc: params.has('orderDesc') ? isTrue(params.get('orderDesc')) : DEFAULT_FAVORITES_STATE.orderDesc,
    showSearch: isTrue(params.get('showSearch')) || Boolean(params.get('query')) || Boolean(country),
  };
}

/** The query string of a state; defaults are left out. */
export function serialiseFavoritesState(state: FavoritesState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.country) params.set('country', state.country);
  if (state.page > 1) params.set('page', String(state.page));
  if (
    state.orderCol !== DEFAULT_FAVORITES_STATE.orderCol ||
    state.orderDesc !== DEFAULT_FAVORITES_STATE.orderDesc
  ) {
    params.set('orderCol', state.orderCol);
    params.set('orderDesc', String(state.orderDesc));
  }
  if (state.showSearch) params.set('showSearch', 'true');
  return params;
}

interface FavoriteRow {
  id: number;
  name: string;
  country: string;
  countryName: string;
  dateFaved: string;
  description: string | null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The rows matching the search (company name or profile text, any case) and the country, sorted. */
export function filterAndSortFavorites<R extends FavoriteRow>(
  rows: readonly R[],
  state: FavoritesState,
): R[] {
  const words = state.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = rows.filter((row) => {
    if (state.country && row.country !== state.country) return false;
    const haystack = `${row.name} ${row.description ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const key = (row: R): string =>
    state.orderCol === 'name' ? row.name : state.orderCol === 'country' ? row.countryName : row.dateFaved;
  const direction = state.orderDesc ? -1 : 1;
  // The server lists newest favourite first: within one day that order (not the name) says which came first.
  const position = new Map(rows.map((row, index) => [row, index]));
  const sameDay = (a: R, b: R) =>
    state.orderCol === 'dateFaved' ? -direction * (position.get(a)! - position.get(b)!) : 0;
  return [...matching].sort(
    (a, b) =>
      direction * collator.compare(key(a), key(b)) ||
      sameDay(a, b) ||
      collator.compare(a.name, b.name) ||
      a.id - b.id,
  );
}

/** The countries of the rows, for the country filter: code and name, by name. */
export function favoriteCountries(rows: readonly FavoriteRow[]): { code: string; name: string }[] {
  const byCode = new Map(rows.map((row) => [row.country, row.countryName]));
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The next sort after a click on a column: the same column flips, another starts ascending (dates newest first). */
export function nextOrder(
  state: FavoritesState,
  column: FavoriteOrderColumn,
): Pick<FavoritesState, 'orderCol' | 'orderDesc'> {
  if (state.orderCol === column) return { orderCol: column, orderDesc: !state.orderDesc };
  return { orderCol: column, orderDesc: column === 'dateFaved' };
}
