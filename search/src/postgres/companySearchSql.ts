import {
  companyTermWords,
  foldForSearch,
  type CompanySearchQuery,
  type CompanySort,
} from '../documents/companyDocument.ts';

/**
 * The statements of the company directory. Like the broadcast statements they take no parameters: values
 * are inlined as literals (numbers checked, text quoted, words only letters and digits), so each is planned
 * for its own words: a rare word sorts its few matches, a word in half the directory reads the sort's index.
 *
 * A word of a term matches a word of a document that starts with it ("micro" finds "Microsoft"), or, when
 * no indexed word starts with it, one it is a typo of: from 4 letters one edit away, from 8 letters two (the
 * rule of common search engines); those are looked up first in the vocabulary (companyTypoSql) and searched
 * as alternatives. Every word of the term
 * must match (in the name, the profile, a service category or, for members, a contact person's name).
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

/** A word of letters and digits only (companyTermWords), safe inside a quoted tsquery lexeme. */
function lexeme(word: string): string {
  if (!/^[\p{L}\p{N}]+$/u.test(word)) throw new Error(`Not a word: ${word}`);
  return word;
}

/** Shortest word whose typos are looked for; from TWO_TYPOS_FROM letters two edits are allowed. */
export const TYPO_FROM = 4;
const TWO_TYPOS_FROM = 8;
/** The typo readings taken per word, nearest first. */
const TYPO_READINGS = 8;

/** The first string after every string starting with `word` (letters and digits only) in code point order. */
function successor(word: string): string {
  return word.slice(0, -1) + String.fromCodePoint(word.codePointAt(word.length - 1)! + 1);
}

/**
 * The words of the vocabulary each term word may be a typo of: rows (word, lexeme). A word that is itself
 * the start of a word of the vocabulary counts as spelled right and gets none ("trading" is not also
 * searched as "grading"). Trigrams find the candidates through the vocabulary's index, the edit distance
 * decides. A visitor's lookup reads only public words (not contacts' names), so its answer never depends on them.
 */
export function companyTypoSql(words: string[], searchContacts: boolean): string | null {
  const typed = words.filter((word) => word.length >= TYPO_FROM && /\p{L}/u.test(word));
  if (!typed.length) return null;
  const visible = searchContacts ? '' : ' and v.is_public';
  // One branch per word with the word as a constant, so the trigram index serves it.
  return typed
    .map((word) => {
      const typedWord = literal(lexeme(word));
      const edits = word.length >= TWO_TYPOS_FROM ? 2 : 1;
      return `(select ${typedWord} as word, v.lexeme from search_company_lexeme v
         where v.lexeme % ${typedWord} and v.lexeme <> ${typedWord}${visible}
           and levenshtein(v.lexeme, ${typedWord}) <= ${edits}
           and not exists (select 1 from search_company_lexeme x
                            where x.lexeme >= ${typedWord} and x.lexeme < ${literal(successor(word))}${visible.replace('v.', 'x.')})
         order by levenshtein(v.lexeme, ${typedWord}), v.lexeme limit ${TYPO_READINGS})`;
    })
    .join(' union all ');
}

/** Typo readings per term word (from companyTypoSql's rows). */
export type TypoReadings = ReadonlyMap<string, readonly string[]>;

/** The tsquery text of one word: by prefix or as one of its typo readings. */
function wordQuery(word: string, typos: TypoReadings, withTypos = true): string {
  const readings = withTypos ? (typos.get(word) ?? []) : [];
  const alternatives = [`'${lexeme(word)}':*`, ...readings.map((reading) => `'${lexeme(reading)}'`)];
  return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
}

/** The tsquery of all the words (each by prefix, with its typo readings unless told otherwise). */
function termQuery(words: string[], typos: TypoReadings, withTypos = true): string {
  return `${literal(words.map((word) => wordQuery(word, typos, withTypos)).join(' & '))}::tsquery`;
}

/**
 * The match of the term: every word in the name, profile or services, or (members) in a contact's name.
 * A visitor's term is one tsquery on one index; a member's is a word-by-word choice of two.
 */
function termMatch(words: string[], typos: TypoReadings, searchContacts: boolean): string {
  if (!searchContacts) return `s.words @@ ${termQuery(words, typos)}`;
  return words
    .map((word) => {
      const query = `${literal(wordQuery(word, typos))}::tsquery`;
      return `(s.words @@ ${query} or s.contact_words @@ ${query})`;
    })
    .join(' and ');
}

/** The order of each sort, ascending and descending; names break ties in their own order (A to Z). */
const SORT_ORDER: Record<CompanySort, { asc: string; desc: string }> = {
  companyname: { asc: 's.name_sort, s.id', desc: 's.name_sort desc, s.id desc' },
  Country: { asc: 's.country_name, s.name_sort, s.id', desc: 's.country_name desc, s.name_sort, s.id' },
  // Profiles sort by their text as the column shows it; companies without one come last either way.
  profile: {
    asc: 's.profile_sort, s.name_sort, s.id',
    desc: 's.profile_sort desc nulls last, s.name_sort, s.id',
  },
  favCount: { asc: 's.fav_count, s.name_sort, s.id', desc: 's.fav_count desc, s.name_sort, s.id' },
};

/** LIKE's wildcards and escape character taken literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The directory's tables and indexes are small and stay in memory, so reading a page of them at random
 * costs about what reading it in order does. With the default random_page_cost (4, for disks) the planner
 * scans the whole table for a word in a fifth of the directory, testing every row's words, where the
 * word's index finds its matches in a third of the time (measured in docs/benchmarks.md). Local to the
 * statement's implicit transaction: SET LOCAL and the select go as one simple-protocol text.
 */
const DIRECTORY_PLANNER_SETTINGS = 'set local random_page_cost = 1.1;';

/** What a term's ordering reads of each match: the sort keys and the name's words, no shown text. */
const ORDER_COLUMNS = `s.id, s.name_sort, s.name_words, s.tier_rank, s.country_name, s.profile_sort, s.fav_count`;

const HIT_COLUMNS = `s.id, s.name, s.country_code, s.country_name, s.profile, s.tier_rank, s.fav_count,
  s.recommendation_count`;

/** The statements of one directory search (see companySearchSql). */
export interface CompanySearchStatements {
  /** The page: rows of the hit columns plus `total` (without a term, one row with null columns when empty). */
  page: string;
  /** The exact total alone, for a page past the last with a term (whose page then has no row to carry it). */
  count: string;
}

/**
 * One page of the directory with the exact total. Without a sort a term orders by relevance: the exact
 * name, names starting with the term, names holding every word, names holding them with a typo, the rest;
 * then trusted tiers first and by name. Without a term or sort the directory is by name.
 *
 * With a term every match is read anyway (to count it, and to rank or sort it), so one pass over the
 * matches counts them (a window over all of them) and keeps the page (top-N), instead of two passes over
 * the same heap pages. Without a term the page comes from the sort's index, a few rows, and the count
 * from an index-only scan.
 */
export function companySearchSql(
  query: CompanySearchQuery,
  typos: TypoReadings = new Map(),
): CompanySearchStatements {
  const words = companyTermWords(query.term);
  const where: string[] = [];
  if (words.length) where.push(termMatch(words, typos, query.searchContacts));
  if (query.countryCode) where.push(`s.country_code = ${literal(query.countryCode)}`);
  const condition = where.length ? where.join(' and ') : 'true';
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  let order: string;
  if (query.sort || !words.length) {
    order = SORT_ORDER[query.sort ?? 'companyname'][direction];
  } else {
    const name = foldForSearch(query.term ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    // Without typo readings the name with typos is the name without them: that rank is left out.
    const hasTypos = words.some((word) => (typos.get(word) ?? []).length > 0);
    const withTypos = hasTypos ? `when s.name_words @@ ${termQuery(words, typos)} then 3 ` : '';
    order = `case when s.name_sort = ${literal(name)} then 0
        when s.name_sort like ${literal(likePrefix(name))} then 1
        when s.name_words @@ ${termQuery(words, typos, false)} then 2
        ${withTypos}else 4 end,
      s.tier_rank desc, s.name_sort, s.id`;
  }
  const limit = `limit ${integer(query.pageSize)} offset ${integer((query.page - 1) * query.pageSize)}`;
  const count = `${DIRECTORY_PLANNER_SETTINGS} select count(*) as total from search_company s where ${condition}`;
  if (words.length) {
    // The window in a subquery keeps the sort out of it: the matches come from the words' index (a
    // bitmap) and are sorted top-N, never read in a sort index's order through the whole directory. The
    // window and the sort carry only the order's columns; the page's 20 rows are then read by id, and put in
    // the order again (the planner may join them in any order: a page came back reversed once).
    return {
      page: `${DIRECTORY_PLANNER_SETTINGS} select ${HIT_COLUMNS}, p.total from (
          select s.id, s.total from (
            select count(*) over () as total, ${ORDER_COLUMNS} from search_company s where ${condition}) s
          order by ${order} ${limit}) p
        cross join lateral (select * from search_company h where h.id = p.id) s
        order by ${order}`,
      count,
    };
  }
  return {
    page: `${DIRECTORY_PLANNER_SETTINGS} select t.total, p.* from (select count(*) as total from search_company s where ${condition}) t
    left join lateral (select ${HIT_COLUMNS} from search_company s where ${condition}
      order by ${order} ${limit}) p on t.total > 0`,
    count,
  };
}
