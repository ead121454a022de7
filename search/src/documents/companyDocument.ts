/** The sorts of the company directory, by the spec's names (part 2 section 2: companyname, Country, profile, favCount). */
export const COMPANY_SORTS = ['companyname', 'Country', 'profile', 'favCount'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** A company as the directory index holds it: what is searched, filtered, sorted and shown. */
export interface CompanyDocument {
  id: number;
  name: string;
  countryCode: string;
  countryName: string;
  /** The profile (company.description, "also called profile" in the spec); '' when there is none. */
  description: string;
  /** The names of the service categories the company is listed under (part of its specialty). */
  services: string[];
  /** The names of its active contacts (searched for members only). */
  contactNames: string[];
  /** 0 Regular, 1 Trusted, 2 Gold, 3 Diamond; an unsolved complaint makes it 0 (tierRankSql). */
  tierRank: number;
  /** How many contacts marked the company as favourite. */
  favCount: number;
  /** Its approved recommendations. */
  recommendationCount: number;
}

/** What a directory search answers per company: the fields the list shows. */
export interface CompanyHit {
  id: number;
  name: string;
  countryCode: string;
  countryName: string;
  /** The start of the profile (at most PROFILE_EXCERPT characters and an ellipsis); '' when none. */
  profile: string;
  tierRank: number;
  favCount: number;
  recommendationCount: number;
}

/** One page of the directory with the exact total. */
export interface CompanySearchQuery {
  /** Words of a company name, contact person or specialty; each must match (by prefix, or a near spelling). */
  term?: string;
  /** Whether contact persons' names are searched: members only (visitors never see who works where). */
  searchContacts: boolean;
  /** ISO code. */
  countryCode?: string;
  /** Without a sort: by relevance with a term, else by name. */
  sort?: CompanySort;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Companies are re-synced one by one (by id): no wider scope. */
export type CompanyScope = never;

/** How much of the profile the list shows: about two lines of its column, the whole profile is on the company page. */
export const PROFILE_EXCERPT = 160;
/** Words of a term that are searched; the rest are ignored (bounds the cost of a pasted paragraph). */
export const MAX_TERM_WORDS = 5;

/** Letters without their accents and ligatures split ("Müller" → "muller", "Ørsted" → "orsted"), lower case. */
export function foldForSearch(text: string): string {
  return text
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The words of a search term as the index holds them: folded runs of letters and digits, at most MAX_TERM_WORDS. */
export function companyTermWords(term: string | undefined): string[] {
  const words = foldForSearch(term ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERM_WORDS);
}

/** The start of a profile as the list shows it: whitespace collapsed, cut at a word with an ellipsis. */
export function profileExcerpt(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= PROFILE_EXCERPT) return text;
  const cut = text.slice(0, PROFILE_EXCERPT);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > PROFILE_EXCERPT / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** A company row as the document source selects it. */
export interface CompanyDocumentRow {
  id: number;
  name: string;
  country_code: string;
  country_name: string;
  description: string | null;
  services: string[] | null;
  contact_names: string[] | null;
  tier_rank: number;
  fav_count: number;
  recommendation_count: number;
}

export function companyDocumentFromRow(row: CompanyDocumentRow): CompanyDocument {
  return {
    id: Number(row.id),
    name: row.name,
    countryCode: row.country_code,
    countryName: row.country_name,
    description: row.description ?? '',
    services: row.services ?? [],
    contactNames: row.contact_names ?? [],
    tierRank: Number(row.tier_rank),
    favCount: Number(row.fav_count),
    recommendationCount: Number(row.recommendation_count),
  };
}
