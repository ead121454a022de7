import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '@tbs/rules';
import { cleanSearchText } from '../../../router/paths.ts';

/** The directory's sortable columns by the spec's names. */
export const DIRECTORY_SORTS = ['companyname', 'Country', 'profile', 'favCount'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export type DirectoryOrder = 'asc' | 'desc';

/** Everything that defines the directory's list; the /companies URL holds it, so a search can be shared. */
export interface DirectoryState {
  query: string;
  /** ISO code, '' for every country. */
  country: string;
  /** null: by relevance with a query, else by name (the server's default). */
  sort: DirectorySort | null;
  order: DirectoryOrder;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
}

/** The first order of a column: most favoured first, A to Z for the others. */
export function firstOrderOf(sort: DirectorySort): DirectoryOrder {
  return sort === 'favCount' ? 'desc' : 'asc';
}

/** The column the list is really sorted by: without a sort and a term the server orders by name (A to Z). */
export function shownSort(state: DirectoryState): DirectorySort | null {
  return state.sort ?? (state.query ? null : 'companyname');
}

/** Clicking a column: the same column turns its order around, another starts in its first order. */
export function sortedBy(state: DirectoryState, sort: DirectorySort): DirectoryState {
  const order = shownSort(state) === sort ? (state.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(sort);
  return { ...state, sort, order, page: 1 };
}

const positiveInt = (text: string | null): number | null => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= 10_000 ? value : null;
};

/**
 * The directory's state from the /companies query string. The page size falls back to the one the viewer
 * chose last (remembered locally); a favourites sort is only a member's (visitors do not see the counts).
 */
export function parseDirectorySearch(
  params: URLSearchParams,
  viewer: { isMember: boolean; rememberedPageSize: PageSize },
): DirectoryState {
  const sortText = params.get('sort')?.toLowerCase();
  const sort = DIRECTORY_SORTS.find((name) => name.toLowerCase() === sortText) ?? null;
  const allowedSort = sort === 'favCount' && !viewer.isMember ? null : sort;
  const orderText = params.get('order')?.toLowerCase();
  const pageSize = positiveInt(params.get('pageSize')) ?? 0;
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    query: cleanSearchText(params.get('query') ?? ''),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    sort: allowedSort,
    order:
      orderText === 'asc' || orderText === 'desc'
        ? orderText
        : allowedSort
          ? firstOrderOf(allowedSort)
          : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: isPageSize(pageSize) ? pageSize : viewer.rememberedPageSize,
  };
}

/** The /companies query string of a state; the first page and a column's first order are left out. */
export function serialiseDirectorySearch(state: DirectoryState): string {
  const params = new URLSearchParams();
  const query = cleanSearchText(state.query);
  if (query) params.set('query', query);
  if (state.country) params.set('country', state.country);
  if (state.sort) {
    params.set('sort', state.sort);
    if (state.order !== firstOrderOf(state.sort)) params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** The /companies path of a state. */
export function directoryHref(state: DirectoryState): string {
  const text = serialiseDirectorySearch(state);
  return text ? `/companies?${text}` : '/companies';
}

/** The parameters of GET /api/companies for a state. */
export interface DirectoryApiQuery {
  query?: string;
  country?: string;
  sort?: DirectorySort;
  order?: DirectoryOrder;
  page: number;
  pageSize: PageSize;
}

export function directoryApiQuery(state: DirectoryState): DirectoryApiQuery {
  const query = cleanSearchText(state.query);
  return {
    ...(query ? { query } : {}),
    ...(state.country ? { country: state.country } : {}),
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    page: state.page,
    pageSize: state.pageSize,
  };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** The form's message for a query the server would refuse (2 letters or digits, as for every search). */
export function queryProblem(query: string): string | null {
  const text = cleanSearchText(query);
  if (!text) return null;
  return (text.match(LETTER_OR_DIGIT)?.length ?? 0) >= 2 ? null : 'Please enter at least 2 characters';
}
