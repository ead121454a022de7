import { normalisePartNumber, type PartSort } from '@tbs/rules';
import type { PartFacet, PartSearchQuery } from '../documents/partDocument.ts';
import { SEARCH_PART_COLUMNS } from './searchPartTable.ts';

const SORT_COLUMNS: Record<PartSort, string> = {
  partnumber: 'part_number_norm',
  manufacturer: 'manufacturer',
  quantity: 'quantity',
  condition: 'condition',
  price: 'price',
  company: 'company_name',
};

/**
 * The ORDER BY of a sort. Price 0 means CALL (no price given): those rows come last in both directions, so
 * a price sort opens on real prices either way.
 */
function sortOrder(sort: PartSort, direction: 'asc' | 'desc'): string {
  const column = SORT_COLUMNS[sort];
  return sort === 'price' ? `(${column} = 0), ${column} ${direction}` : `${column} ${direction}`;
}

/** The document columns of s, and of p. */
const COLUMNS = SEARCH_PART_COLUMNS.map((column) => `s.${column}`).join(', ');
const PAGE_COLUMNS = SEARCH_PART_COLUMNS.map((column) => `p.${column}`).join(', ');
/** The words of a part, as the full-text index holds them. */
const DOC = `to_tsvector('simple', s.manufacturer || ' ' || s.description)`;
/** Ties within a rank: trusted tiers first, then fresher stock. */
const TIE_BREAK = 'tier_rank desc, updated_at desc, id';

/**
 * One way a term matches, with its rank: 0 exact part number, 1 prefix, 2 infix, 3 words, 4 the nearest
 * corrected part number, 5 the other typo matches.
 */
interface Branch {
  rank: number;
  where: string;
  /**
   * Of the words branch: the words condition alone, and every part number match (exact, prefix, infix) as the
   * covering index reads them, when the term can be a part number.
   */
  words?: string;
  partNumbers?: string;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What a term's typo matches are: part numbers one edit away, and the term with its words corrected. */
export interface TermCorrections {
  partNumbers: string[];
  /** The term with each misspelt word replaced, or null when no word was corrected. */
  words: string | null;
}

/** Shorter normalised part numbers are not searched as part numbers: a 1-character prefix is a 36th of the index. */
const MIN_PART_NUMBER_LENGTH = 2;

/**
 * The ways one term matches, each excluding the better ranks, so every part belongs to one branch.
 * Under 3 characters a part number matches by prefix only: an infix has no full trigram and matches most of
 * the index; under 2 it is matched as words only.
 */
function branchesOf(query: PartSearchQuery, params: Params, corrections?: TermCorrections): Branch[] {
  const typed = normalisePartNumber(query.term);
  const norm = typed.length < MIN_PART_NUMBER_LENGTH ? '' : typed;
  const term = query.term.trim();
  const n = norm ? params.add(norm) : '';
  if (query.exactPhrase) {
    const phrase = `${DOC} @@ phraseto_tsquery('simple', ${params.add(term)})`;
    if (!n) return [{ rank: 3, where: phrase }];
    return [
      { rank: 0, where: `s.part_number_norm = ${n}` },
      { rank: 3, where: `${phrase} and s.part_number_norm <> ${n}` },
    ];
  }
  // The words as typed, or the part number as one word ("875490-b21" finds "fits 875490B21").
  const words = n
    ? `${DOC} @@ (plainto_tsquery('simple', ${params.add(term)}) || plainto_tsquery('simple', lower(${n})))`
    : `${DOC} @@ plainto_tsquery('simple', ${params.add(term)})`;
  const typo = corrections ? typoBranches(corrections, params) : [];
  if (!n)
    return [
      { rank: 3, where: words, words },
      ...typo.map(({ rank, where }) => ({ rank, where: `${where} and not ${words}` })),
    ];
  // A prefix as the covering index's own range, so no row is rechecked by a filter.
  const next = params.add(successor(norm));
  const prefix = `(s.part_number_norm ~>=~ ${n} and s.part_number_norm ~<~ ${next})`;
  const infix = `s.part_number_norm like '%' || ${n} || '%'`;
  // An infix's part numbers from the vocabulary of distinct part numbers (its trigram index), then their parts
  // by equality on the covering index: no candidate is rechecked on the heap.
  const vocabulary = (extra: string) =>
    `s.part_number_norm = any(array(select v.norm from search_part_number_vocabulary v
        where v.norm like '%' || ${n} || '%'${extra}))`;
  const anyPartNumber = norm.length < 3 ? prefix : infix;
  return [
    { rank: 0, where: `s.part_number_norm = ${n}` },
    { rank: 1, where: `${prefix} and s.part_number_norm <> ${n}` },
    ...(norm.length < 3
      ? []
      : [{ rank: 2, where: vocabulary(` and not (v.norm ~>=~ ${n} and v.norm ~<~ ${next})`) }]),
    {
      rank: 3,
      where: `${words} and not ${anyPartNumber}`,
      words,
      partNumbers: norm.length < 3 ? prefix : vocabulary(''),
    },
    ...typo.map(({ rank, where }) => ({ rank, where: `${where} and not ${anyPartNumber} and not ${words}` })),
  ];
}

/**
 * A term's typo matches: the nearest corrected part number first (rank 4: a popular neighbour one edit
 * further must not push the intended part off the page), then the other corrections and corrected words.
 */
function typoBranches(corrections: TermCorrections, params: Params): Branch[] {
  const [nearest, ...others] = corrections.partNumbers;
  const best = nearest === undefined ? '' : params.add(nearest);
  const ways = [
    ...(others.length ? [`s.part_number_norm = any(${params.add(others)}::text[])`] : []),
    ...(corrections.words ? [`${DOC} @@ plainto_tsquery('simple', ${params.add(corrections.words)})`] : []),
  ];
  return [
    ...(best ? [{ rank: 4, where: `s.part_number_norm = ${best}` }] : []),
    ...(ways.length
      ? [{ rank: 5, where: `(${ways.join(' or ')})${best ? ` and s.part_number_norm <> ${best}` : ''}` }]
      : []),
  ];
}

/** The first string after every string starting with `norm` (letters and digits only) in byte order. */
function successor(norm: string): string {
  return norm.slice(0, -1) + String.fromCharCode(norm.charCodeAt(norm.length - 1) + 1);
}

function filtersOf(query: PartSearchQuery, params: Params, alias = 's'): string {
  const filters: string[] = [];
  if (query.countryCode) filters.push(`${alias}.country_code = ${params.add(query.countryCode)}`);
  if (query.companyIds) filters.push(`${alias}.company_id = any(${params.add(query.companyIds)}::int[])`);
  if (query.manufacturer) filters.push(`${alias}.manufacturer = ${params.add(query.manufacturer)}`);
  if (query.condition) filters.push(`${alias}.condition = ${params.add(query.condition)}`);
  return filters.map((filter) => ` and ${filter}`).join('');
}

/**
 * The one word (lexeme) whose matches search_part_word_count counts, or null: a term of one run of ASCII
 * letters and digits (the 'simple' configuration makes it one lowercase lexeme, the same as its part number
 * read as a word), not an exact phrase, without typo corrections, filtered at most by the table's own columns
 * (manufacturer, condition, country; a company filter is counted match by match).
 */
export function countedWordOf(query: PartSearchQuery, corrections?: TermCorrections): string | null {
  const term = query.term.trim();
  if (query.exactPhrase || query.companyIds || corrections || !/^[A-Za-z0-9]{1,100}$/.test(term)) return null;
  return term.toLowerCase();
}

/** When a term counts as broad and how far its page reads in rank order (see partSearchSql). */
export interface BroadSearchTuning {
  /** Above this many matches a term is broad: its word matches are first read in rank order. */
  broadMatches: number;
  /** How many rows of the rank-order index a broad term's page may read before sorting its matches instead. */
  broadScanLimit: number;
  /**
   * From this many matches of its word (in search_part_word_count, under the filters) a one-word term takes
   * its total and facet counts from the table; fewer are counted match by match, which costs little and
   * computes no match's words twice.
   */
  countedWords: number;
}

export const DEFAULT_TUNING: BroadSearchTuning = {
  broadMatches: 50_000,
  broadScanLimit: 20_000,
  countedWords: 1_000,
};
/** The tie-break order with an expression no index provides: such a branch sorts its matches (top-N). */
const SORTED_TIE_BREAK = '(tier_rank + 0) desc, updated_at desc, id';

/**
 * One statement answering one term: the exact count of its matches and its page, rows of the page columns
 * plus `total`, `facets` (when asked for), `exact` (whether the part number exists as typed) and `rank` (a
 * single row with null columns when nothing matches).
 *
 * In relevance order each rank is its own branch with its own limit, sorting its matches (top-N over a
 * bitmap scan). A broad term (more than broadMatches) first reads its word matches in the order of the
 * (tier_rank, updated_at, id) index, at most broadScanLimit rows: whatever it finds in that order is the
 * true top, and only when it finds less than the page needs do the matches get sorted. A planner left to
 * choose would read in index order for rare words too, through the whole index.
 */
export function partSearchSql(
  query: PartSearchQuery,
  { broadMatches, broadScanLimit, countedWords }: BroadSearchTuning = DEFAULT_TUNING,
  corrections?: TermCorrections,
): { text: string; values: unknown[] } {
  const params = new Params();
  const found = branchesOf(query, params, corrections);
  const filters = filtersOf(query, params);
  const offset = (query.page - 1) * query.pageSize;
  const size = params.add(query.pageSize);
  const skip = params.add(offset);
  const lexeme = countedWordOf(query, corrections);
  const counted =
    lexeme === null ? null : countedWord(lexeme, query, params, found, filters, Number(countedWords));
  // A counted word that no part holds (a part number, mostly) reads no index of words at all.
  const branches = counted
    ? found.map((branch) =>
        branch.rank === 3 ? { ...branch, where: `(select n from w) > 0 and ${branch.where}` } : branch,
      )
    : found;
  const total = query.facets?.length
    ? facetsAndTotal(branches, filters, query.facets, counted)
    : totalOf(branches, filters, counted);
  const facets = query.facets?.length ? '(select facets from fj)' : 'null::json';
  // Whether the part number exists exactly (under the filters): such a term is spelled right.
  const exactBranch = branches.find((branch) => branch.rank === 0);
  const exact = exactBranch
    ? `exists (select 1 from search_part s where ${exactBranch.where}${filters})`
    : 'false';
  if (query.sort) {
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const matches = branches.map(
      (branch) =>
        `(select ${COLUMNS}, ${branch.rank} as rank from search_part s where ${branch.where}${filters})`,
    );
    return {
      text: `with ${total}
        select t.total, ${facets} as facets, ${exact} as exact, p.* from t left join lateral (
          select * from (${matches.join(' union all ')}) m
           order by ${sortOrder(query.sort, direction)}, rank, ${TIE_BREAK} limit ${size} offset ${skip}
        ) p on t.total > 0`,
      values: params.values,
    };
  }
  const reach = params.add(offset + query.pageSize);
  const sorted = (branch: Branch, extra = '') => `(select ${COLUMNS}, ${branch.rank} as rank
      from search_part s where ${branch.where}${filters}${extra}
     order by ${SORTED_TIE_BREAK} limit ${reach})`;
  // A part number branch ranks its matches in the covering index alone, then reads its page's rows.
  const byPartNumber = (branch: Branch) => `(select ${PAGE_COLUMNS}, ${branch.rank} as rank
      from (select s.id from search_part s where ${branch.where}${filters}
             order by ${SORTED_TIE_BREAK} limit ${reach}) k join search_part p on p.id = k.id)`;
  const words = branches.find((branch) => branch.rank === 3)!;
  const broad = `broad as (select ${COLUMNS}, 3 as rank
      from (select * from search_part order by ${TIE_BREAK} limit ${Number(broadScanLimit)}) s
     where (select total from t) > ${Number(broadMatches)} and ${words.where}${filters}
     order by ${TIE_BREAK} limit ${reach})`;
  const broadEnough = `(select count(*) from broad) >= ${reach}`;
  const parts = [
    ...branches
      .filter((branch) => branch !== words)
      .map((branch) => (branch.rank < 3 ? byPartNumber(branch) : sorted(branch))),
    `(select * from broad where ${broadEnough})`,
    sorted(words, ` and not ${broadEnough}`),
  ];
  return {
    text: `with ${total}, ${broad}
      select t.total, ${facets} as facets, ${exact} as exact, p.* from t left join lateral (
        select * from (${parts.join(' union all ')}) m
         order by rank, ${TIE_BREAK} limit ${size} offset ${skip}
      ) p on t.total > 0`,
    values: params.values,
  };
}

/**
 * The exact count of the matches (CTE t). The branches are disjoint: counted one by one, each by its own
 * index and rechecking only its own condition (a trigram's false candidates must not recompute the words
 * of every row).
 */
function totalOf(branches: Branch[], filters: string, counted: CountedWord | null): string {
  const counts = branches.map(
    (branch) => `(select count(*) from search_part s where ${branch.where}${filters})`,
  );
  if (!counted) return `t as (select ${counts.join(' + ')} as total)`;
  const others = counted.otherRows ? ` + (select count(*) from ${counted.otherRows} o)` : '';
  return `${counted.cte},
    t as (select case when ${counted.used} then (select n from w)${others}
                      else ${counts.join(' + ')} end as total)`;
}

/**
 * A one-word term's count from search_part_word_count: CTE w (its word's matches under the filters), the
 * table's own condition on rows c (for facets), and the term's other matches (a part number containing the
 * term whose words do not hold it: they add to the word's count), when the term can be a part number.
 */
interface CountedWord {
  cte: string;
  where: string;
  /** Whether the table answers (its word has enough matches), and whether not. */
  used: string;
  unused: string;
  /** Rows (manufacturer, condition, country_code) of the term's part number matches its word does not match. */
  otherRows: string | null;
}

function countedWord(
  lexeme: string,
  query: PartSearchQuery,
  params: Params,
  branches: Branch[],
  filters: string,
  from: number,
): CountedWord {
  const where = `c.lexeme = ${params.add(lexeme)}${filtersOf(query, params, 'c')}`;
  const { partNumbers } = branches.find((branch) => branch.rank === 3)!;
  const word = `plainto_tsquery('simple', ${params.add(lexeme)})`;
  // A part number match whose manufacturer holds the word is a word match too (read from the covering
  // index); only the others have their words read from the heap, one by one (a correlated subquery: never a
  // join against the word's matches).
  const unsure = `select s.id, s.manufacturer, s.condition, s.country_code from search_part s
           where ${partNumbers}${filters} and not to_tsvector('simple', s.manufacturer) @@ ${word}`;
  const otherRows = partNumbers
    ? `(select k.manufacturer, k.condition, k.country_code from (${unsure} offset 0) k
         where not (select to_tsvector('simple', d.manufacturer || ' ' || d.description) @@ ${word}
                      from search_part d where d.id = k.id))`
    : null;
  const cte = `w as (select coalesce(sum(c.n), 0) as n from search_part_word_count c where ${where})`;
  if (!partNumbers)
    return {
      cte,
      where,
      used: `(select n from w) >= ${from}`,
      unused: `(select n from w) < ${from}`,
      otherRows,
    };
  // The table answers only when the part number matches to read from the heap are fewer than half the word's
  // matches ("CWDM": 8,000 part numbers that hold it in their descriptions, not their manufacturer); else
  // counting match by match reads fewer rows.
  const used = `((select n from w) >= ${from} and (select n from u) * 2 <= (select n from w))`;
  return {
    cte: `${cte}, u as (select count(*) as n from (${unsure}) x)`,
    where,
    used,
    unused: `not ${used}`,
    otherRows,
  };
}

/** Values of each facet an answer lists, most frequent first. */
const FACET_VALUES = 10;

/**
 * The facet counts (CTE fj, a JSON object of [value, count] lists) and the exact total (CTE t) in one pass
 * over the matches: every match has one condition, so the condition counts add up to the total.
 */
function facetsAndTotal(
  branches: Branch[],
  filters: string,
  wanted: readonly PartFacet[],
  counted: CountedWord | null,
): string {
  const rows = branches.map(
    (branch) =>
      `(select s.manufacturer, s.condition, s.country_code from search_part s where ${branch.where}${filters})`,
  );
  const asked = wanted.map((facet) => `'${facet}'`).join(', ');
  const grouped = (from: string, n: string, gate = '') => `select
      case when grouping(manufacturer) = 0 then 'manufacturer'
           when grouping(condition) = 0 then 'condition' else 'country' end as facet,
      coalesce(manufacturer, condition, country_code) as value, ${n} as n
      from ${from}${gate}
     group by grouping sets ((manufacturer), (condition), (country_code))`;
  const live = `(${rows.join(' union all ')}) m`;
  // A counted word: the table's rows for the word, plus its other matches (part numbers) counted one by one.
  const counts = counted
    ? `${counted.cte},
    f as (select facet, value, sum(n) as n from (
            ${grouped('search_part_word_count c', 'sum(c.n)', ` where ${counted.used} and ${counted.where}`)}
            ${
              counted.otherRows
                ? `union all ${grouped(`${counted.otherRows} o`, 'count(*)', ` where ${counted.used}`)}`
                : ''
            }
            union all ${grouped(live, 'count(*)', ` where ${counted.unused}`)}
          ) x group by facet, value having sum(n) > 0)`
    : `f as (${grouped(live, 'count(*)')})`;
  return `${counts},
    t as (select coalesce(sum(n) filter (where facet = 'condition'), 0) as total from f),
    fj as (select json_object_agg(facet, counts) as facets from (
             select facet, json_agg(json_build_array(value, n) order by n desc, value) as counts
               from (select facet, value, n, row_number() over (partition by facet order by n desc, value) as place
                       from f where facet in (${asked})) ranked
              where place <= ${FACET_VALUES} group by facet) listed)`;
}
