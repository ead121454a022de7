import { normalisePartNumber } from '../normalise.ts';
import type { PartSearchQuery, PartSort } from '../types.ts';
import { SEARCH_PART_COLUMNS } from './partDocumentSql.ts';

const SORT_COLUMNS: Record<PartSort, string> = {
  partnumber: 'part_number_norm',
  manufacturer: 'manufacturer',
  quantity: 'quantity',
  condition: 'condition',
  price: 'price',
  company: 'company_name',
};

/** The document columns of s. */
const COLUMNS = SEARCH_PART_COLUMNS.map((column) => `s.${column}`).join(', ');
/** The words of a part, as the full-text index holds them. */
const DOC = `to_tsvector('simple', s.manufacturer || ' ' || s.description)`;
/** Ties within a rank: trusted tiers first, then fresher stock. */
const TIE_BREAK = 'tier_rank desc, updated_at desc, id';

/** One way a term matches, with its rank: 0 exact part number, 1 prefix, 2 infix, 3 words. */
interface Branch {
  rank: number;
  where: string;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** How one term matches: all its matches, and the same split into ranks. */
interface Matching {
  /** Every match, as plain index conditions (the count evaluates nothing else per row). */
  any: string;
  /** Each rank excludes the better ones, so every part belongs to one branch. */
  branches: Branch[];
}

/**
 * Under 3 characters a part number matches by prefix only: an infix has no full trigram and matches most of
 * the index.
 */
function matchingOf(query: PartSearchQuery, params: Params): Matching {
  const norm = normalisePartNumber(query.term);
  const term = query.term.trim();
  const n = norm ? params.add(norm) : '';
  if (query.exactPhrase) {
    const phrase = `${DOC} @@ phraseto_tsquery('simple', ${params.add(term)})`;
    if (!n) return { any: phrase, branches: [{ rank: 3, where: phrase }] };
    const exact = `s.part_number_norm = ${n}`;
    return {
      any: `${exact} or ${phrase}`,
      branches: [
        { rank: 0, where: exact },
        { rank: 3, where: `${phrase} and s.part_number_norm <> ${n}` },
      ],
    };
  }
  // The words as typed, or the part number as one word ("875490-b21" finds "fits 875490B21").
  const words = n
    ? `${DOC} @@ (plainto_tsquery('simple', ${params.add(term)}) || plainto_tsquery('simple', lower(${n})))`
    : `${DOC} @@ plainto_tsquery('simple', ${params.add(term)})`;
  if (!n) return { any: words, branches: [{ rank: 3, where: words }] };
  const prefix = `s.part_number_norm like ${n} || '%'`;
  const infix = `s.part_number_norm like '%' || ${n} || '%'`;
  const anyPartNumber = norm.length < 3 ? prefix : infix;
  return {
    any: `${anyPartNumber} or ${words}`,
    branches: [
      { rank: 0, where: `s.part_number_norm = ${n}` },
      { rank: 1, where: `${prefix} and s.part_number_norm <> ${n}` },
      ...(norm.length < 3 ? [] : [{ rank: 2, where: `${infix} and not ${prefix}` }]),
      { rank: 3, where: `${words} and not ${anyPartNumber}` },
    ],
  };
}

function filtersOf(query: PartSearchQuery, params: Params): string {
  const filters: string[] = [];
  if (query.countryCode) filters.push(`s.country_code = ${params.add(query.countryCode)}`);
  if (query.companyIds) filters.push(`s.company_id = any(${params.add(query.companyIds)}::int[])`);
  return filters.map((filter) => ` and ${filter}`).join('');
}

/**
 * One statement answering one term: the exact count of its matches and its page, rows of the page columns
 * plus `total` and `rank` (a single row with null columns when nothing matches).
 *
 * In relevance order each rank is its own branch with its own limit, so a word matching hundreds of
 * thousands of parts reads its first page in (tier_rank, updated_at) index order instead of sorting every
 * match; a sort by column orders all matches (top-N) by that column, then rank and tier.
 */
export function partSearchSql(query: PartSearchQuery): { text: string; values: unknown[] } {
  const params = new Params();
  const { any, branches } = matchingOf(query, params);
  const filters = filtersOf(query, params);
  const offset = (query.page - 1) * query.pageSize;
  const size = params.add(query.pageSize);
  const skip = params.add(offset);
  const total = `select count(*) as total from search_part s where (${any})${filters}`;
  let page: string;
  if (query.sort) {
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const rank = `case ${branches.map((b) => `when ${b.where} then ${b.rank}`).join(' ')} end`;
    page = `select * from (select ${COLUMNS}, ${rank} as rank from search_part s where (${any})${filters}) m
      order by ${SORT_COLUMNS[query.sort]} ${direction}, rank, ${TIE_BREAK} limit ${size} offset ${skip}`;
  } else {
    const reach = params.add(offset + query.pageSize);
    const parts = branches.map(
      (branch) => `(select ${COLUMNS}, ${branch.rank} as rank from search_part s
        where ${branch.where}${filters} order by ${TIE_BREAK} limit ${reach})`,
    );
    page = `select * from (${parts.join(' union all ')}) m
      order by rank, ${TIE_BREAK} limit ${size} offset ${skip}`;
  }
  return {
    text: `select t.total, p.* from (${total}) t left join lateral (${page}) p on t.total > 0`,
    values: params.values,
  };
}
