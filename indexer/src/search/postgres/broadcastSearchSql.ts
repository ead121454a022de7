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

/**
 * The where clause (on alias s) of the filters. With a term, the planner may AND the term's bitmap with a
 * list's: that costs a rare part number some 40 ms at a million broadcasts, but saves a common word most of
 * its heap visits. Filtering row by row instead was measured: a part number with list and side went from 43
 * to 20 ms p95, a word with list and side from 423 to 1,141 ms (docs/benchmarks.md), so the planner decides.
 */
export function broadcastWhere(filters: BroadcastFilters): string {
  const where: string[] = [];
  const query = termQuery(filters);
  if (query) where.push(`s.words @@ (${query})`);
  if (filters.side) where.push(`s.side = ${literal(filters.side === 'WTB' ? 'WTB' : 'WTS')}`);
  if (filters.listId !== undefined) where.push(`s.list_id = ${integer(filters.listId)}`);
  if (filters.companyIds) {
    where.push(
      filters.companyIds.length ? `s.company_id in (${filters.companyIds.map(integer).join(', ')})` : 'false',
    );
  }
  if (filters.contactId !== undefined) where.push(`s.contact_id = ${integer(filters.contactId)}`);
  return where.length ? where.join(' and ') : 'true';
}

const HIT_COLUMNS = `s.id, s.list_id, s.company_id, s.contact_id, s.side,
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`;

/** Up to this many matches a page sorts its matches; beyond, it reads the newest-first index until full. */
export const SORT_MATCHES_UP_TO = 20_000;

/**
 * One page newest first with the exact total: rows of the hit columns plus `total` (a single row with null
 * columns when the page is empty). The count runs first and picks how the page is read: the planner's
 * estimate of a word's matches is often off by ten times, and reading the newest-first index for a rare
 * word scans most of it, while sorting the matches of a common word sorts hundreds of thousands. Only the
 * branch whose condition holds runs (a one-time filter on the count).
 */
export function broadcastSearchSql(
  query: BroadcastSearchQuery,
  sortMatchesUpTo: number = SORT_MATCHES_UP_TO,
): string {
  const where = broadcastWhere(query);
  const offset = (query.page - 1) * query.pageSize;
  const limit = `limit ${integer(query.pageSize)} offset ${integer(offset)}`;
  const hasTerm = termQuery(query) !== null;
  // "+ interval '0'" hides the order from every index: the few matches come from their own indexes, sorted.
  const sorted = `(select ${HIT_COLUMNS} from search_broadcast s where ${where} and t.total <= ${integer(sortMatchesUpTo)}
       order by s.created_at + interval '0' desc, s.id desc ${limit})`;
  const newestFirst = `(select ${HIT_COLUMNS} from search_broadcast s where ${where}${hasTerm ? ` and t.total > ${integer(sortMatchesUpTo)}` : ''}
       order by s.created_at desc, s.id desc ${limit})`;
  const page = hasTerm ? `${sorted} union all ${newestFirst}` : newestFirst;
  return `select t.total, p.* from (${totalSql(query, where)}) t
    left join lateral (select * from (${page}) m order by created_at desc, id desc) p on t.total > 0`;
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
  const byList = listConditions(filters);
  if (filters.companyIds) {
    byList.push(
      filters.companyIds.length ? `c.company_id in (${filters.companyIds.map(integer).join(', ')})` : 'false',
    );
  }
  const table = filters.companyIds ? 'search_broadcast_company_count' : 'search_broadcast_count';
  return `select coalesce(sum(c.n), 0)::bigint as total from ${table} c
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
  return `with m as materialized (
      select s.id, s.created_at, ${euro} as eur from search_broadcast s
       where ${where} and s.price is not null)
    select (select count(*) from m) as count,
           (select min(eur) from m) as min,
           (select round(percentile_cont(0.5) within group (order by eur)::numeric, 2) from m) as median,
           (select max(eur) from m) as max,
           (select coalesce(json_agg(json_build_object('id', p.id,
                     'date', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                     'price', p.eur) order by p.created_at desc, p.id desc), '[]'::json)
              from (select * from m order by created_at desc, id desc limit ${integer(query.maxPoints)}) p) as points`;
}
