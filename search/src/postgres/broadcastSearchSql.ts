import {
  partNumbersIn,
  type BroadcastFilters,
  type BroadcastPricesQuery,
  type BroadcastSearchQuery,
} from '../documents/broadcastDocument.ts';

/**
 * The statements of broadcast searches. They take no parameters: values are inlined as literals (numbers
 * checked, text quoted), so each statement is planned for its own words. The search connections force
 * generic plans for named statements, and a generic plan cannot tell a rare word (sort its few matches)
 * from a common one (read newest first until the page is full).
 */

/** A text as an SQL literal (standard_conforming_strings is on: only the quote is special). */
function literal(text: string): string {
  if (text.includes('\0')) throw new Error('NUL in search text');
  return `'${text.replace(/'/g, "''")}'`;
}

function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return String(value);
}

function decimal(value: number): string {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Not a positive number: ${value}`);
  return String(value);
}

/** The words of a term (spec: double quotes stripped); tokens without a letter or digit match nothing. */
export function termTokens(term: string | undefined): string[] {
  return (term ?? '')
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/** The tsquery of one token: its words, or the normalised part number it is. */
function tokenQuery(token: string): string {
  const words = `plainto_tsquery('simple', ${literal(token)})`;
  const [partNumber] = partNumbersIn(token);
  return partNumber ? `(${words} || ${literal(partNumber.toLowerCase())}::tsquery)` : words;
}

/** The tsquery a search matches `words` against, or null when the term is empty. */
function termQuery(filters: BroadcastFilters): string | null {
  const tokens = termTokens(filters.term);
  if (!tokens.length) return null;
  if (filters.exactPhrase) {
    const phrase = `phraseto_tsquery('simple', ${literal(tokens.join(' '))})`;
    const [partNumber] = tokens.length === 1 ? partNumbersIn(tokens[0]!) : [];
    return partNumber ? `(${phrase} || ${literal(partNumber.toLowerCase())}::tsquery)` : phrase;
  }
  return tokens.map(tokenQuery).join(' && ');
}

/** A condition no index answers (a boolean test of it): checked on each row another index gives. */
function unindexed(condition: string): string {
  return `(${condition}) is true`;
}

/** Whether the term holds a part number: such a term matches a few hundred broadcasts at most at 1M. */
export function termHasPartNumber(filters: BroadcastFilters): boolean {
  return termTokens(filters.term).some((token) => partNumbersIn(token).length > 0);
}

/**
 * The where clause (on alias s) of the filters. With a term, the planner would AND the term's bitmap with
 * a list's or the companies': the bitmap of a list and side (15,000 rows at 300,000 broadcasts, 50,000 at
 * a million) costs a part number of a few hundred matches 20-40 ms, where checking its matches row by row
 * costs 1-5 ms; so `filtersRowByRow` keeps the filters from their indexes. A word leaves the choice to the
 * planner: filtering a word with list and side row by row was measured 2.7x slower, and a word within
 * favourites 3x slower at the median (docs/benchmarks.md).
 */
export function broadcastWhere(filters: BroadcastFilters, filtersRowByRow = false): string {
  const where: string[] = [];
  const filter = (condition: string) => (filtersRowByRow ? unindexed(condition) : condition);
  const query = termQuery(filters);
  if (query) where.push(`s.words @@ (${query})`);
  if (filters.side) where.push(filter(`s.side = ${literal(filters.side === 'WTB' ? 'WTB' : 'WTS')}`));
  if (filters.listId !== undefined) where.push(filter(`s.list_id = ${integer(filters.listId)}`));
  if (filters.companyIds) {
    where.push(
      filters.companyIds.length
        ? filter(`s.company_id in (${filters.companyIds.map(integer).join(', ')})`)
        : 'false',
    );
  }
  if (filters.contactId !== undefined) where.push(filter(`s.contact_id = ${integer(filters.contactId)}`));
  return where.length ? where.join(' and ') : 'true';
}

/**
 * The where clause of the matches a total counts and a page sorts: a term with a part number checks its
 * filters row by row. A page read newest first keeps broadcastWhere's plain filters.
 */
function searchWhere(filters: BroadcastFilters): string {
  return broadcastWhere(filters, termHasPartNumber(filters));
}

const HIT_COLUMNS = `s.id, s.list_id, s.company_id, s.contact_id, s.side,
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`;

/** Up to this many matches a page may sort its matches; beyond, it reads a newest-first index. */
export const SORT_MATCHES_UP_TO = 20_000;

/**
 * How a page of matches is read:
 * - `sorted`: the matches from their bitmap, then sorted (one heap visit per match: for few matches);
 * - `newest`: a newest-first index of the filters until the page is full (for a list without a term, or a
 *   term matching most rows);
 * - `bounded`: the newest `scan` rows of the filters, then their matches: a word in thousands of broadcasts
 *   fills its page from a few hundred recent rows, which lie on a few dozen heap pages, where sorting it
 *   would visit a heap page per match. When the window holds too few matches (a word that was common long
 *   ago), the page is read again `sorted` (or `newest` beyond SORT_MATCHES_UP_TO).
 */
export type BroadcastPagePlan = { read: 'sorted' } | { read: 'newest' } | { read: 'bounded'; scan: number };

/** Broadcasts per heap page (rows of about 650 bytes): a newest-first scan visits a page per this many rows. */
const ROWS_PER_HEAP_PAGE = 10;
/** A bounded scan reads this many times the rows it expects to need (matches are not spread evenly). */
const SCAN_MARGIN = 4;

/** The exact total of the search and, where the count tables give it cheaply, of its filters without the term. */
export interface BroadcastTotals {
  total: number;
  /** The broadcasts of the list and side filters (null with a company or contact filter). */
  base: number | null;
}

/**
 * The plan of a page from the totals: a bounded newest-first scan when the rows it expects to read lie on
 * fewer heap pages than the matches a sort would visit; otherwise sorted up to `sortMatchesUpTo` matches,
 * newest-first beyond. Null when the page is past the last match (nothing to read).
 */
export function planBroadcastPage(
  query: BroadcastSearchQuery,
  totals: BroadcastTotals,
  sortMatchesUpTo: number = SORT_MATCHES_UP_TO,
): BroadcastPagePlan | null {
  const offset = (query.page - 1) * query.pageSize;
  if (totals.total <= offset) return null;
  if (termQuery(query) === null) return { read: 'newest' };
  const fallback = unboundedPlan(totals, sortMatchesUpTo);
  if (totals.base === null || totals.total === 0) return fallback;
  const expectedScan = ((offset + query.pageSize) * totals.base) / totals.total;
  if (expectedScan / ROWS_PER_HEAP_PAGE >= Math.min(totals.total, sortMatchesUpTo)) return fallback;
  const scan = Math.ceil(expectedScan * SCAN_MARGIN) + 100;
  return scan >= totals.base ? { read: 'newest' } : { read: 'bounded', scan };
}

/** The plan without a bounded scan: the matches sorted up to `sortMatchesUpTo`, a newest-first index beyond. */
export function unboundedPlan(
  totals: BroadcastTotals,
  sortMatchesUpTo: number = SORT_MATCHES_UP_TO,
): BroadcastPagePlan {
  return { read: totals.total <= sortMatchesUpTo ? 'sorted' : 'newest' };
}

/**
 * Whether a search's matches are read once for both its total and its page (matchedPageSql): a term whose
 * total no count table answers, that is a term of several tokens, a token the parser splits (a part number
 * with separators), or a term within a company or contact filter (From Favorites, own broadcasts). Counting
 * and then paging would build the term's bitmap and visit its matches twice.
 */
export function readsMatchesOnce(filters: BroadcastFilters): boolean {
  const tokens = termTokens(filters.term);
  if (!tokens.length) return false;
  return (
    tokens.length > 1 ||
    /[^\p{L}\p{N}]/u.test(tokens[0]!) ||
    filters.companyIds !== undefined ||
    filters.contactId !== undefined
  );
}

/**
 * The first `upTo` + 1 matches materialised once: when they are all there is, they give the total and the
 * page (sorted); a term with more is counted and read newest first, as before. Rows of the hit columns plus
 * `total` (one row with null columns when the page is empty). created_at is ISO text in UTC of fixed width,
 * so it sorts as the time does.
 */
export function matchedPageSql(query: BroadcastSearchQuery, upTo: number = SORT_MATCHES_UP_TO): string {
  const where = searchWhere(query);
  const limit = `limit ${integer(query.pageSize)} offset ${integer((query.page - 1) * query.pageSize)}`;
  const few = `(select n from c) <= ${integer(upTo)}`;
  return `with m as materialized (select ${HIT_COLUMNS} from search_broadcast s where ${where} limit ${integer(upTo + 1)}),
      c as (select count(*) as n from m)
    select t.total, p.* from (
      select case when ${few} then (select n from c)
        else (select count(*) from search_broadcast s where ${where}) end as total) t
    left join lateral (
      (select * from m where ${few} order by created_at desc, id desc ${limit})
      union all
      (select ${HIT_COLUMNS} from search_broadcast s where ${broadcastWhere(query)} and not ${few}
        order by s.created_at desc, s.id desc ${limit})) p on true
    order by p.created_at desc, p.id desc`;
}

/** The exact total (`total`) and the filters' total without the term (`base`, null when not cheap). */
export function broadcastTotalsSql(filters: BroadcastFilters): string {
  const where = searchWhere(filters);
  const hasBase = termQuery(filters) !== null && !filters.companyIds && filters.contactId === undefined;
  const base = hasBase ? `(${listTotalSql(filters, 'base')})` : 'null::bigint';
  return `select t.total, ${base} as base from (${totalSql(filters, where)}) t`;
}

/**
 * One page of hits newest first by its plan (broadcastTotalsSql and planBroadcastPage). "+ interval '0'"
 * hides the order from every index, so the sorted plan takes the matches from their own indexes.
 */
export function broadcastPageSql(query: BroadcastSearchQuery, plan: BroadcastPagePlan): string {
  const where = searchWhere(query);
  const limit = `limit ${integer(query.pageSize)} offset ${integer((query.page - 1) * query.pageSize)}`;
  if (plan.read === 'sorted')
    return `select ${HIT_COLUMNS} from search_broadcast s where ${where}
      order by s.created_at + interval '0' desc, s.id desc ${limit}`;
  // Newest first, a list's own order index reads the filters (a term with more than SORT_MATCHES_UP_TO
  // matches is no rare part number).
  if (plan.read === 'newest')
    return `select ${HIT_COLUMNS} from search_broadcast s where ${broadcastWhere(query)} order by s.created_at desc, s.id desc ${limit}`;
  const filtersOnly = broadcastWhere({ ...query, term: undefined });
  return `select ${HIT_COLUMNS} from (
      select * from search_broadcast s where ${filtersOnly} order by s.created_at desc, s.id desc
       limit ${integer(plan.scan)}) s
     where ${where} order by s.created_at desc, s.id desc ${limit}`;
}

/**
 * The exact total: lists without a term or contact (home, All, a list, a side, From Favorites, a company)
 * read the counts per list and side (and company) that search_broadcast's triggers keep, a one-word search
 * (with or without list and side) the counts per word; the others count their matches.
 */
function totalSql(filters: BroadcastFilters, where: string): string {
  const counted = `select count(*) as total from search_broadcast s where ${where}`;
  const tokens = termTokens(filters.term);
  if (tokens.length === 1 && !filters.companyIds && filters.contactId === undefined)
    return oneWordTotalSql(tokens[0]!, filters, counted);
  if (tokens.length || filters.contactId !== undefined) return counted;
  return listTotalSql(filters, 'total');
}

/** The total of the list, side and company filters alone, summed from the count tables (one row: `alias`). */
function listTotalSql(filters: BroadcastFilters, alias: string): string {
  const byList = listConditions(filters);
  if (filters.companyIds) {
    byList.push(
      filters.companyIds.length ? `c.company_id in (${filters.companyIds.map(integer).join(', ')})` : 'false',
    );
  }
  const table = filters.companyIds ? 'search_broadcast_company_count' : 'search_broadcast_count';
  return `select coalesce(sum(c.n), 0)::bigint as ${alias} from ${table} c
    where ${byList.length ? byList.join(' and ') : 'true'}`;
}

/** The conditions of the list and side filters on a count table (alias c). */
function listConditions(filters: BroadcastFilters): string[] {
  const conditions: string[] = [];
  if (filters.side) conditions.push(`c.side = ${literal(filters.side === 'WTB' ? 'WTB' : 'WTS')}`);
  if (filters.listId !== undefined) conditions.push(`c.list_id = ${integer(filters.listId)}`);
  return conditions;
}

/**
 * The exact total of a one-token search: when the token is one word (one lexeme, and its part number, if it
 * is one, that same lexeme), a sum over search_broadcast_word_count, which the triggers keep per word, list
 * and side; otherwise (a token the parser splits, like a part number with separators) its matches counted.
 * Only the branch the token needs runs: the other is an init plan never executed.
 */
function oneWordTotalSql(token: string, filters: BroadcastFilters, counted: string): string {
  const [partNumber] = partNumbersIn(token);
  const oneLexeme = partNumber
    ? `w.lexemes = array[${literal(partNumber.toLowerCase())}]`
    : 'cardinality(w.lexemes) = 1';
  const byWord = ['c.lexeme = w.lexemes[1]', ...listConditions(filters)].join(' and ');
  return `select case when ${oneLexeme}
      then (select coalesce(sum(c.n), 0)::bigint from search_broadcast_word_count c where ${byWord})
      else (${counted}) end as total
    from (select tsvector_to_array(to_tsvector('simple', ${literal(token)})) as lexemes) w`;
}

/**
 * Price statistics of the matching WTS broadcasts with a readable price, in euro (a USD or GBP price divided
 * by the settings' rate from euro): count, min, median (percentile_cont: the mean of the two middle prices
 * of an even count), max, and the newest `maxPoints` points as JSON.
 */
export function broadcastPricesSql(query: BroadcastPricesQuery): string {
  const where = broadcastWhere({ ...query, side: 'WTS' });
  const euro = `round(s.price / case s.currency when 'USD' then ${decimal(query.rates.USD)}
      when 'GBP' then ${decimal(query.rates.GBP)} else 1 end, 2)`;
  // The trend: the average per month (per week when the prices span 120 days or less), over every matching
  // price, grouped in the statement (not from the 500 points).
  return `with m as materialized (
      select s.id, s.created_at, ${euro} as eur from search_broadcast s
       where ${where} and s.price is not null),
    u as (select case when max(created_at) - min(created_at) > interval '120 days' then 'month' else 'week' end
                   as unit from m)
    select (select count(*) from m) as count,
           (select min(eur) from m) as min,
           (select round(percentile_cont(0.5) within group (order by eur)::numeric, 2) from m) as median,
           (select max(eur) from m) as max,
           (select round(avg(eur), 2) from m) as average,
           (select unit from u) as trend_period,
           (select coalesce(json_agg(json_build_object('start', to_char(t.start, 'YYYY-MM-DD'),
                     'average', t.average, 'count', t.count) order by t.start), '[]'::json)
              from (select date_trunc(u.unit, m.created_at at time zone 'UTC') as start,
                           round(avg(m.eur), 2) as average, count(*) as count
                      from m cross join u group by 1) t) as trend,
           (select coalesce(json_agg(json_build_object('id', p.id,
                     'date', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                     'price', p.eur) order by p.created_at desc, p.id desc), '[]'::json)
              from (select * from m order by created_at desc, id desc limit ${integer(query.maxPoints)}) p) as points`;
}
