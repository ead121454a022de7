import { DEFAULT_PAGE_SIZE, isPageSize, PART_SORTS, type PageSize, type PartSort } from '@tbs/rules';
import { cleanSearchText } from '../router/paths.ts';

/** Sort keys of GET /api/parts; null means relevance (the server's default). */
export type PartsSort = PartSort;
export type SortOrder = 'asc' | 'desc';

/** The five query fields of the advanced search: query, query2 … query5. */
export const QUERY_FIELDS = ['query', 'query2', 'query3', 'query4', 'query5'] as const;

/** Every term needs at least this many letters or digits before a search runs. */
export const MIN_QUERY_LENGTH = 2;

/** Everything that defines a parts search; the /parts URL holds it so a search can be shared. */
export interface PartsSearchState {
  /** Always five entries, in field order (query … query5). */
  queries: string[];
  country: string;
  /** Facet refinements (RefinementList): one manufacturer, one condition. */
  manufacturer: string;
  condition: string;
  companyId: string;
  sort: PartsSort | null;
  order: SortOrder;
  exactPhrase: boolean;
  favorites: boolean;
  advanced: boolean;
  /** Search the first term as typed, without typo matches ("Search instead for …"). */
  noTypos: boolean;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
}

/** True when a number is one of the offered page sizes. */

/** Read the search state from the /parts query string; `fallbackPageSize` applies without pageSize. */
export function parsePartsSearch(
  params: URLSearchParams,
  fallbackPageSize: PageSize = DEFAULT_PAGE_SIZE,
): PartsSearchState {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const pageSize = Number.parseInt(params.get('pageSize') ?? '', 10);
  return {
    queries: QUERY_FIELDS.map((field) => cleanSearchText(params.get(field) ?? '')),
    country: params.get('country') ?? '',
    manufacturer: params.get('manufacturer') ?? '',
    condition: params.get('condition') ?? '',
    companyId: /^\d+$/.test(params.get('companyId') ?? '') ? (params.get('companyId') ?? '') : '',
    sort: (PART_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PartsSort) : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    exactPhrase: params.get('exactPhrase') === '1',
    favorites: params.get('favorites') === '1',
    advanced: params.get('advanced') === '1',
    noTypos: params.get('noTypos') === '1',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : fallbackPageSize,
  };
}

/**
 * What a visitor may search of a state: one term (the first filled in) without country, company, favourites
 * or advanced mode, which are for members (the API answers them 401). A member's shared link still opens.
 */
export function visitorSearchState(state: PartsSearchState): PartsSearchState {
  const [firstTerm = ''] = searchTerms(state);
  return {
    ...state,
    queries: [firstTerm, '', '', '', ''],
    country: '',
    companyId: '',
    favorites: false,
    advanced: false,
  };
}

/** The /parts query string of a search state; defaults are left out to keep links short. */
export function serialisePartsSearch(state: PartsSearchState): string {
  const params = new URLSearchParams();
  QUERY_FIELDS.forEach((field, index) => {
    const term = cleanSearchText(state.queries[index] ?? '');
    if (term) params.set(field, term);
  });
  if (state.country) params.set('country', state.country);
  if (state.manufacturer) params.set('manufacturer', state.manufacturer);
  if (state.condition) params.set('condition', state.condition);
  if (state.companyId) params.set('companyId', state.companyId);
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.exactPhrase) params.set('exactPhrase', '1');
  if (state.favorites) params.set('favorites', '1');
  if (state.advanced) params.set('advanced', '1');
  if (state.noTypos) params.set('noTypos', '1');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** The /parts path of a search state. */
export function partsSearchHref(state: PartsSearchState): string {
  const text = serialisePartsSearch(state);
  return text ? `/parts?${text}` : '/parts';
}

/** The non-empty terms in field order. */
export function searchTerms(state: PartsSearchState): string[] {
  return state.queries.map(cleanSearchText).filter(Boolean);
}

/** Letters and digits are what a search matches; punctuation and spaces do not count towards the minimum. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** True when a term has the minimum of letters or digits (the server refuses a shorter one, naming its field). */
export function isSearchableTerm(term: string): boolean {
  return (term.match(LETTER_OR_DIGIT)?.length ?? 0) >= MIN_QUERY_LENGTH;
}

/** True when some terms are non-empty, and each of them is searchable. */
export function allSearchable(terms: string[]): boolean {
  const filled = terms.filter(Boolean);
  return filled.length > 0 && filled.every(isSearchableTerm);
}

/** A search runs once there is a term and every term is searchable. */
export function canSearch(state: PartsSearchState): boolean {
  return allSearchable(searchTerms(state));
}

/** The next state after a click on a sortable header: same column toggles asc/desc, a new one starts asc. */
export function toggleSort(state: PartsSearchState, sort: PartsSort): PartsSearchState {
  const order: SortOrder = state.sort === sort && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, order, page: 1 };
}
