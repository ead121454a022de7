import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize, type PartSort } from '@tbs/rules';
import type { SearchClient } from 'instantsearch.js';
import { isSuccess } from '../api/apiError.ts';
import { searchParts } from '../api/client.ts';
import type {
  ApiBody,
  PartHighlight,
  PartHit,
  PartsSearchPayload,
  PartsSearchQuery,
  PartsSection,
} from '../api/types.ts';
import { allSearchable, QUERY_FIELDS, type PartsSearchState } from './partsUrlState.ts';

/**
 * The one module that wires InstantSearch to our API: pages put the URL's search state into
 * InstantSearch with `<Configure {...searchParametersOf(state)} />`, this client turns each
 * InstantSearch request into GET /api/parts and the answer back into an InstantSearch result.
 */

/** The index name InstantSearch is given; the API has only one. */
export const PARTS_INDEX = 'parts';

/** The facets of the parts search (RefinementList attributes); visitors get no country. */
export const PART_FACETS = ['manufacturer', 'condition', 'country'] as const;
export type PartFacetName = (typeof PART_FACETS)[number];

/**
 * Search parameters as InstantSearch carries them: Algolia's query/page/hitsPerPage/facetFilters (set by the
 * SearchBox, Pagination and RefinementList widgets) plus ours (set by `<Configure>`).
 */
export interface PartsSearchParameters {
  query?: string;
  /** 0-based, as in InstantSearch. */
  page?: number;
  hitsPerPage?: number;
  /** RefinementList's refinements, e.g. [['manufacturer:Dell'], 'condition:NEW']. */
  facetFilters?: (string | string[])[] | string;
  facets?: string[] | string;
  noTypos?: 0 | 1;
  query2?: string;
  query3?: string;
  query4?: string;
  query5?: string;
  companyId?: string;
  sort?: PartSort;
  order?: string;
  exactPhrase?: 0 | 1;
  favorites?: 0 | 1;
}

/** Algolia's highlight of one attribute, which InstantSearch's `<Highlight>` renders as React elements. */
interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'full';
  matchedWords: string[];
}

/** A part hit as InstantSearch needs it: an objectID, and where it matched as `_highlightResult`. */
export type PartSearchHit = PartHit & {
  objectID: string;
  _highlightResult: Record<keyof PartHighlight, HighlightResult>;
};

/** One section of a multi-term search. */
export interface PartsResultSection {
  query: string;
  hits: PartSearchHit[];
  numResults: number;
  /** The corrected term the section also shows typo matches for. */
  correctedQuery?: string;
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
  /** Facet counts as Algolia gives them: value → count, per attribute. */
  facets: Partial<Record<PartFacetName, Record<string, number>>>;
  sections: PartsResultSection[];
}

/**
 * The `<Configure>` parameters of a /parts URL state: everything but the first term, the page and the facet
 * refinements, which the SearchBox, Pagination and RefinementList widgets hold (uiStateOf).
 */
export function searchParametersOf(state: PartsSearchState): PartsSearchParameters {
  const [, query2, query3, query4, query5] = state.queries;
  return {
    hitsPerPage: state.pageSize,
    query2: query2 || undefined,
    query3: query3 || undefined,
    query4: query4 || undefined,
    query5: query5 || undefined,
    companyId: state.companyId || undefined,
    sort: state.sort ?? undefined,
    order: state.sort ? state.order : undefined,
    exactPhrase: state.exactPhrase ? 1 : undefined,
    favorites: state.favorites ? 1 : undefined,
    noTypos: state.noTypos ? 1 : undefined,
  };
}

/** What the widgets hold of a URL state, as InstantSearch's uiState of the parts index (page 1-based). */
export interface PartsUiState {
  query?: string;
  page?: number;
  refinementList?: Partial<Record<PartFacetName, string[]>>;
}

export function uiStateOf(state: PartsSearchState): PartsUiState {
  const refinementList: Partial<Record<PartFacetName, string[]>> = {};
  if (state.manufacturer) refinementList.manufacturer = [state.manufacturer];
  if (state.condition) refinementList.condition = [state.condition];
  if (state.country) refinementList.country = [state.country];
  return { query: state.queries[0] ?? '', page: state.page, refinementList };
}

/**
 * The URL state after the widgets changed: the first term, the page and the refinements (the latest one
 * of each facet). A new term searches as typed again (noTypos off).
 */
export function stateOfUiState(ui: PartsUiState, state: PartsSearchState): PartsSearchState {
  const latest = (facet: PartFacetName) => ui.refinementList?.[facet]?.at(-1) ?? '';
  const query = ui.query ?? '';
  return {
    ...state,
    queries: [query, ...state.queries.slice(1)],
    manufacturer: latest('manufacturer'),
    condition: latest('condition'),
    country: latest('country'),
    noTypos: state.noTypos && query === state.queries[0],
    page: ui.page && ui.page > 0 ? ui.page : 1,
  };
}

/** A uiState in a comparable form (empty refinements and page 1 left out). */
export function uiStateKey(ui: PartsUiState | undefined): string {
  const refinements = PART_FACETS.flatMap((facet) =>
    (ui?.refinementList?.[facet] ?? []).map((value) => `${facet}:${value}`),
  );
  return JSON.stringify([ui?.query ?? '', ui?.page && ui.page > 1 ? ui.page : 1, refinements]);
}

/** The refinements of InstantSearch's facetFilters, the latest value of each facet. */
function refinementsOf(
  facetFilters: PartsSearchParameters['facetFilters'],
): Partial<Record<PartFacetName, string>> {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []).flat();
  const refinements: Partial<Record<PartFacetName, string>> = {};
  for (const filter of filters) {
    const at = filter.indexOf(':');
    const facet = filter.slice(0, at) as PartFacetName;
    if (at > 0 && (PART_FACETS as readonly string[]).includes(facet))
      refinements[facet] = filter.slice(at + 1);
  }
  return refinements;
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
  const refinements = refinementsOf(params.facetFilters);
  if (refinements.country) apiQuery.country = refinements.country;
  if (refinements.manufacturer) apiQuery.manufacturer = refinements.manufacturer;
  if (refinements.condition) apiQuery.condition = refinements.condition as PartsSearchQuery['condition'];
  // The URL state keeps digits only.
  if (params.companyId) apiQuery.companyId = Number(params.companyId);
  if (params.sort) {
    apiQuery.sort = params.sort;
    apiQuery.order = params.order === 'desc' ? 'desc' : 'asc';
  }
  if (params.exactPhrase) apiQuery.exactPhrase = '1';
  if (params.favorites) apiQuery.favorites = '1';
  if (params.noTypos) apiQuery.noTypos = '1';
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
  // Every section pages together: as many pages as the largest needs.
  const largest = Math.max(0, ...sections.map((section) => section.numResults));
  const facets: PartsSearchResult['facets'] = {};
  for (const [facet, values] of Object.entries(payload?.facets ?? {}))
    facets[facet as PartFacetName] = Object.fromEntries(values.map(({ value, count }) => [value, count]));
  return {
    hits: first?.hits ?? [],
    nbHits,
    page: params.page ?? 0,
    nbPages: Math.ceil(largest / hitsPerPage),
    facets,
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
    ...(section.correctedQuery ? { correctedQuery: section.correctedQuery } : {}),
    hits: section.results.map((hit) => ({
      ...hit,
      objectID: String(hit.id),
      _highlightResult: {
        partNumber: highlightResultOf(hit.partNumber, hit.highlight.partNumber),
        manufacturer: highlightResultOf(hit.manufacturer, hit.highlight.manufacturer),
        description: highlightResultOf(hit.description, hit.highlight.description),
      },
    })),
  };
}

/**
 * The markers `<Highlight>` splits an escaped value on, after unescaping it, to render its parts as text
 * (never as HTML): the form InstantSearch's escapeHits gives, so hits need no escaping again (Hits'
 * escapeHTML off).
 */
const PRE_TAG = '<mark>';
const POST_TAG = '</mark>';

/** The entities `<Highlight>` unescapes before it renders text: the text is escaped for it first. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeForHighlight(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The highlight of a text from the server's [start, end) ranges. */
export function highlightResultOf(text: string, ranges: [number, number][]): HighlightResult {
  let value = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length) continue;
    value += `${escapeForHighlight(text.slice(at, start))}${PRE_TAG}${escapeForHighlight(text.slice(start, end))}${POST_TAG}`;
    at = end;
  }
  value += escapeForHighlight(text.slice(at));
  return {
    value,
    matchLevel: ranges.length ? 'full' : 'none',
    matchedWords: ranges.map(([start, end]) => text.slice(start, end)),
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
