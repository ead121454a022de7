import type { PartCondition, PartSort, StockLine } from '@tbs/rules';

/** A part as the index holds it: the stock line plus the company fields shown in results. */
export interface PartDocument extends StockLine {
  id: number;
  companyId: number;
  /** normalisePartNumber(partNumber): letters and digits, upper case. */
  partNumberNorm: string;
  isRfqDisabled: boolean;
  companyName: string;
  countryCode: string;
  /** 0 Regular, 1 Trusted, 2 Gold, 3 Diamond (tierOfRank in @tbs/rules). */
  tierRank: number;
  /** ISO 8601 in UTC with the database's microseconds, so a re-sync compares it exactly. */
  updatedAt: string;
}

/** One parts search: a single term with filters, sort and page. */
export interface PartSearchQuery {
  term: string;
  /** Only the exact normalised part number or the exact phrase in the description. */
  exactPhrase?: boolean;
  countryCode?: string;
  /** Only parts of this manufacturer (a facet value, exactly). */
  manufacturer?: string;
  /** Only parts in this condition. */
  condition?: PartCondition;
  /** Only parts of these companies (companyId filter, favourites); an empty list matches nothing. */
  companyIds?: number[];
  sort?: PartSort;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Never correct the term (the page's "Search instead for …"). */
  noTypos?: boolean;
  /** The facets to count over the whole result; a visitor's never include one that reveals a company. */
  facets?: readonly PartFacet[];
}

/** The fields a parts search counts its matches by. */
export const PART_FACETS = ['manufacturer', 'condition', 'country'] as const;
export type PartFacet = (typeof PART_FACETS)[number];

/** A facet's most frequent values in the whole result, with their counts, most frequent first. */
export type PartFacetCounts = Partial<Record<PartFacet, { value: string; count: number }[]>>;

/** Where a hit matched the term: [start, end) character ranges of the displayed fields, in order. */
export interface PartHighlight {
  partNumber: [number, number][];
  manufacturer: [number, number][];
  description: [number, number][];
}

/** A part as a search answers it: the document and where it matched. */
export interface PartHit extends PartDocument {
  highlight: PartHighlight;
}

/** Which part documents a change re-syncs as a whole: every part of these companies. */
export interface PartScope {
  companyIds: number[];
}

/** A part document as SQL returns it (snake case; bigint ids and numeric prices arrive as strings). */
export interface PartDocumentRow {
  id: string;
  company_id: number;
  part_number: string;
  part_number_norm: string;
  manufacturer: string;
  description: string;
  quantity: number;
  condition: string;
  price: string;
  is_rfq_disabled: boolean;
  company_name: string;
  country_code: string;
  tier_rank: number;
  /** A Date as pg parses timestamptz, or the exact text the document source selects. */
  updated_at: Date | string;
}

/** The document of one SQL row. */
export function partDocumentFromRow(row: PartDocumentRow): PartDocument {
  return {
    id: Number(row.id),
    companyId: row.company_id,
    partNumber: row.part_number,
    partNumberNorm: row.part_number_norm,
    manufacturer: row.manufacturer,
    description: row.description,
    quantity: row.quantity,
    condition: row.condition as PartCondition,
    price: Number(row.price),
    isRfqDisabled: row.is_rfq_disabled,
    companyName: row.company_name,
    countryCode: row.country_code,
    tierRank: row.tier_rank,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : row.updated_at.toISOString(),
  };
}
