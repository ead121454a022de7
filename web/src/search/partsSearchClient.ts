import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize, type PartSort } from '@tbs/rules';
import type { SearchClient } from 'instantsearch.js';
import { isSuccess } from '../api/apiError.ts';
import { searchParts } from '../api/client.ts';
import type { ApiBody, PartHit, PartsSearchPayload, PartsSearchQuery, PartsSection } from '../api/types.ts';
import { allSearchable, QUERY_FIELDS, type PartsSearchState } from './partsUrlState.ts';

/**
 * The one module that wires InstantSearch to our API: pages put the URL's search state into
 * InstantSearch with `<Configure {...searchParametersOf(state)} />`, this client turns each
 * InstantSearch request into GET /api/parts and the answer back into an InstantSearch result.
 */

/** The index name InstantSearch is given; the API has only one. */
export const PARTS_INDEX = 'parts';

/** Search parameters as InstantSearch carries them: Algolia's query/page/hitsPerPage plus ours. */
export interface PartsSearchParameters {
  query?: string;
  /** 0-based, as in InstantSearch. */
  page?: number;
  hitsPerPage?: number;
  query2?: string;
  query3?: string;
  query4?: string;
  query5?: string;
  country?: string;
  companyId?: string;
  sort?: PartSort;
  order?: string;
  exactPhrase?: 0 | 1;
  favorites?: 0 | 1;
}

/** A part hit as InstantSearch needs it (every hit has an objectID). */
export type PartSearchHit = PartHit & { objectID: string };

/** One section of a multi-term search. */
export interface PartsResultSection {
  query: string;
  hits: PartSearchHit[];
  numResults: number;
}

/** The InstantSearch result of one request, with our sections beside the standard fields. */
export interface PartsSearchResult {
  hits: PartSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: boolean;
  /** False when no term had 2 characters and the API was not asked. */
  searched: boolean;
  sections: PartsResultSection[];
}

/** The InstantSearch parameters of a /parts URL state (for `<Configure>`). */
export function searchParametersOf(state: PartsSearchState): PartsSearchParameters {
  const [query = '', query2, query3, query4, query5] = state.queries;
  return {
    query,
    page: state.page - 1,
    hitsPerPage: state.pageSize,
    query2: query2 || undefined,
    query3: query3 || undefined,
    query4: query4 || undefined,
    query5: query5 || undefined,
    country: state.country || undefined,
    companyId: state.companyId || undefined,
    sort: state.sort ?? undefined,
    order: state.sort ? state.order : undefined,
    exactPhrase: state.exactPhrase ? 1 : undefined,
    favorites: state.favorites ? 1 : undefined,
  };
}

/** The GET /api/parts query of an InstantSearch request, or null unless every term has 2 letters or digits. */
export function apiQueryOf(params: PartsSearchParameters): PartsSearchQuery | null {
  const terms = QUERY_FIELDS.map((field) => (params[field] ?? '').trim());
  if (!allSearchable(terms)) return null;
  const pageSize = isPageSize(params.hitsPerPage ?? 0) ? (params.hitsPerPage as PageSize) : DEFAULT_PAGE_SIZE;
  const apiQuery: PartsSearchQuery = { page: (params.page ?? 0) + 1, pageSize };
  QUERY_FIELDS.forEach((field, index) => {
    if (terms[index]) apiQuery[field] = terms[index];
  });
  if (params.country) apiQuery.country = params.country;
  // The URL state keeps digits only.
  if (params.companyId) apiQuery.companyId = Number(params.companyId);
  if (params.sort) {
    apiQuery.sort = params.sort;
    apiQuery.order = params.order === 'desc' ? 'desc' : 'asc';
  }
  if (params.exactPhrase) apiQuery.exactPhrase = '1';
  if (params.favorites) apiQuery.favorites = '1';
  return apiQuery;
}

/** The InstantSearch result of an API answer; the first section drives hits and paging. */
export function instantSearchResultOf(
  payload: PartsSearchPayload | null,
  params: PartsSearchParameters,
  processingTimeMS = 0,
): PartsSearchResult {
  const hitsPerPage = params.hitsPerPage ?? 10;
  const sections = (payload?.sections ?? []).map(sectionOf);
  const first = sections[0];
  const nbHits = first?.numResults ?? 0;
  return {
    hits: first?.hits ?? [],
    nbHits,
    page: params.page ?? 0,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS,
    query: params.query ?? '',
    params: '',
    exhaustiveNbHits: true,
    searched: payload !== null,
    sections,
  };
}

function sectionOf(section: PartsSection): PartsResultSection {
  return {
    query: section.query,
    numResults: section.numResults,
    hits: section.results.map((hit) => ({ ...hit, objectID: String(hit.id) })),
  };
}

/** Read our result back from what `useInstantSearch().results` holds (it copies the raw fields). */
export function partsResultOf(results: unknown): PartsSearchResult | null {
  const candidate = results as Partial<PartsSearchResult> | null | undefined;
  return candidate && Array.isArray(candidate.sections) ? (candidate as PartsSearchResult) : null;
}

type FetchParts = (query: PartsSearchQuery) => Promise<ApiBody<PartsSearchPayload>>;

interface InstantSearchRequest {
  indexName: string;
  params?: PartsSearchParameters;
}

/** The error InstantSearch reports when the API refuses a search (e.g. 503 'This search is too broad…'). */
export class PartsSearchError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
    this.name = 'PartsSearchError';
  }
}

/** Build the custom InstantSearch client; `fetchParts` is replaceable for tests. */
export function createPartsSearchClient(fetchParts: FetchParts = searchParts): SearchClient {
  const client = {
    async search(requests: readonly InstantSearchRequest[]) {
      const results = await Promise.all(
        requests.map(async ({ params = {} }) => {
          const apiQuery = apiQueryOf(params);
          if (!apiQuery) return instantSearchResultOf(null, params);
          const startedAt = Date.now();
          const body = await fetchParts(apiQuery);
          if (!isSuccess(body) || !body.payload) {
            throw new PartsSearchError(body.msg ?? 'The search failed. Please try again.', body.status);
          }
          return instantSearchResultOf(body.payload, params, Date.now() - startedAt);
        }),
      );
      return { results };
    },
  };
  // InstantSearch's SearchClient type spans all Algolia client versions; ours implements `search` only.
  return client as unknown as SearchClient;
}

/** The client the parts pages use. */
export const partsSearchClient = createPartsSearchClient();
