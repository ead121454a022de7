/** Engine-neutral search types: parts now, companies and broadcasts next. */

/** The kinds of documents the index holds (the index_outbox doc_type). */
export type DocType = 'part' | 'company' | 'broadcast';

/** A change to bring into the index: the documents of this type and ids are re-read from the database. */
export type IndexChange =
  | { type: 'part'; ids: number[] }
  /** A company's shown fields or tier changed: its own document and every part it holds. */
  | { type: 'company'; ids: number[] }
  | { type: 'broadcast'; ids: number[] };

/** A part as the index holds it: the part plus the company fields shown in results. */
export interface PartDocument {
  id: number;
  companyId: number;
  partNumber: string;
  partNumberNorm: string;
  manufacturer: string;
  description: string;
  quantity: number;
  condition: string;
  /** EUR; 0 means CALL. */
  price: number;
  isRfqDisabled: boolean;
  companyName: string;
  countryCode: string;
  /** 0 Regular, 1 Trusted, 2 Gold, 3 Diamond. */
  tierRank: number;
  updatedAt: Date;
}

export const PART_SORTS = [
  'partnumber',
  'manufacturer',
  'quantity',
  'condition',
  'price',
  'company',
] as const;
/** A sort column of the parts table; absent means relevance. */
export type PartSort = (typeof PART_SORTS)[number];

/** One parts search: a single term with filters, sort and page. */
export interface PartSearchQuery {
  term: string;
  /** Only the exact normalised part number or the exact phrase in the description. */
  exactPhrase?: boolean;
  countryCode?: string;
  /** Only parts of these companies (companyId filter, favourites); an empty list matches nothing. */
  companyIds?: number[];
  sort?: PartSort;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** A page of part hits with the exact number of matches. */
export interface PartSearchResult {
  hits: PartDocument[];
  total: number;
}

/** What a rebuild did. */
export interface RebuildReport {
  type: DocType;
  documents: number;
  seconds: number;
}

/** The search index behind one engine (PostgreSQL now, Typesense later); nothing outside indexer/ knows which. */
export interface SearchEngine {
  readonly kind: string;
  /** Re-reads the changed documents from the database, writing those that exist and removing the others. */
  apply(change: IndexChange): Promise<void>;
  /** Removes documents by id. */
  delete(type: DocType, ids: number[]): Promise<void>;
  /** One term's page of parts with its exact total. */
  searchParts(query: PartSearchQuery): Promise<PartSearchResult>;
  /** Rebuilds the index of a type from the database without taking search down. */
  rebuild(type: DocType): Promise<RebuildReport>;
  /** Number of documents of a type in the index. */
  count(type: DocType): Promise<number>;
  close(): Promise<void>;
}

/** A search the engine stopped at its time limit; the API answers 503 asking to refine it. */
export class SearchTimeoutError extends Error {
  constructor() {
    super('This search is too broad. Please refine it with more characters or filters.');
    this.name = 'SearchTimeoutError';
  }
}
