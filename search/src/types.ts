/**
 * The search index behind one engine, as two engine-neutral sides: the api reads (queries in, hits and exact
 * counts out), the worker writes (documents in, deletes, rebuilds). Documents are built from the database by
 * engine-neutral code (documents/); an engine only stores and queries them. Which engine runs is chosen in
 * engines.ts by SEARCH_ENGINE, the one place outside an engine's folder that names engines.
 */
import type { BroadcastPrices, BroadcastPricesQuery } from './documents/broadcastDocument.ts';
import type { PartFacetCounts } from './documents/partDocument.ts';
import type {
  DocumentKind,
  SearchDocuments,
  SearchHits,
  SearchQueries,
  SearchScopes,
} from './documents/kinds.ts';

export type DocumentOf<K extends DocumentKind> = SearchDocuments[K];
export type HitOf<K extends DocumentKind> = SearchHits[K];
export type QueryOf<K extends DocumentKind> = SearchQueries[K];
export type ScopeOf<K extends DocumentKind> = SearchScopes[K];

/** A page of hits with the exact number of matches. */
export interface SearchPage<D> {
  hits: D[];
  total: number;
  /** Parts: facet counts over the whole result (when asked for). */
  facets?: PartFacetCounts;
  /** Parts: the corrected term whose typo matches the page includes. */
  correctedQuery?: string;
}

/**
 * Whom a search answers (searchSlots.ts): part of a reader's concurrent searches is kept for members, so that
 * a flood of visitors' searches cannot make members wait, and visitors take turns by address. Without a lane a
 * search is a member's.
 */
export type SearchOptions = (
  | { lane?: 'member' }
  | {
      lane: 'visitor';
      /** Who asks, e.g. the client's IP address: visitors' waiting searches take turns by this key. */
      address: string;
    }
) & {
  /**
   * The answer must show the requester's own latest writes (My Broadcasts right after a send, one's own
   * stock right after an import): it is read from the primary, never from a read replica that may lag.
   */
  fresh?: boolean;
};

/** The read side, used by the api. */
export interface SearchReader {
  /** One page of the hits of a kind that match the query, with their exact total. */
  search<K extends DocumentKind>(
    kind: K,
    query: QueryOf<K>,
    options?: SearchOptions,
  ): Promise<SearchPage<HitOf<K>>>;
  /** Min, median and max euro price of the WTS broadcasts matching the filters, with the chart's points. */
  broadcastPrices(query: BroadcastPricesQuery, options?: SearchOptions): Promise<BroadcastPrices>;
  close(): Promise<void>;
}

/** What a rebuild did. */
export interface RebuildReport {
  kind: DocumentKind;
  documents: number;
  seconds: number;
}

/** The write side, used by the worker (outbox drainer, reindex). Every write is idempotent. */
export interface SearchWriter {
  /** Inserts the documents, or replaces those with the same id. */
  upsert<K extends DocumentKind>(kind: K, documents: DocumentOf<K>[]): Promise<void>;
  /** Removes documents by id; ids the index does not hold are ignored. */
  delete(kind: DocumentKind, ids: number[]): Promise<void>;
  /**
   * Makes `documents` (streamed in batches) the whole content of the scope at once: writes them and removes
   * the scope's documents that are not among them.
   */
  replaceScope<K extends DocumentKind>(
    kind: K,
    scope: ScopeOf<K>,
    documents: AsyncIterable<DocumentOf<K>[]>,
  ): Promise<void>;
  /** Builds the index of a kind anew from `documents` and swaps it in; search keeps answering meanwhile. */
  rebuild<K extends DocumentKind>(kind: K, documents: AsyncIterable<DocumentOf<K>[]>): Promise<number>;
  /** Tidies the index of a kind after a rebuild has committed (statistics, visibility); may do nothing. */
  optimize(kind: DocumentKind): Promise<void>;
  /** Number of documents of a kind in the index. */
  count(kind: DocumentKind): Promise<number>;
  close(): Promise<void>;
}

/**
 * Every search connection stayed busy for the engine's bounded wait, or too many searches were already
 * waiting: the search was not run. The API answers 503 with Retry-After asking to try again.
 */
export class SearchBusyError extends Error {
  /** Seconds after which a retry is worth it. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds = 2) {
    super('Search is busy right now. Please try again in a moment.');
    this.name = 'SearchBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A search the engine stopped at its time limit; the API answers 503 asking to refine it. */
export class SearchTimeoutError extends Error {
  constructor() {
    super('This search is too broad. Please refine it with more characters or filters.');
    this.name = 'SearchTimeoutError';
  }
}
