import { createHash } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import type {
  BroadcastHit,
  BroadcastPrices,
  BroadcastPricesQuery,
  BroadcastSide,
} from '../documents/broadcastDocument.ts';
import { companyTermWords, type CompanyHit } from '../documents/companyDocument.ts';
import type { DocumentKind } from '../documents/kinds.ts';
import {
  partDocumentFromRow,
  type PartDocumentRow,
  type PartFacetCounts,
  type PartHit,
} from '../documents/partDocument.ts';
import { highlightPart, highlightTermsOf, type HighlightTerms } from '../documents/partHighlight.ts';
import { editDistance, nearestPartNumbers, termWords } from '../documents/partTypos.ts';
import { normalisePartNumber } from '@tbs/rules';
import {
  SearchBusyError,
  SearchTimeoutError,
  type HitOf,
  type QueryOf,
  type SearchPage,
  type SearchReader,
} from '../types.ts';
import {
  broadcastPageSql,
  broadcastPricesSql,
  broadcastTotalsSql,
  matchedPageSql,
  planBroadcastPage,
  readsMatchesOnce,
  unboundedPlan,
} from './broadcastSearchSql.ts';
import { companySearchSql, companyTypoSql } from './companySearchSql.ts';
import {
  DEFAULT_TUNING,
  partSearchSql,
  type BroadSearchTuning,
  type TermCorrections,
} from './partSearchSql.ts';
import { partNumberCandidatesSql, wordCandidatesSql } from './partVocabulary.ts';

/** A search statement may run this long (ms); then it is cancelled and answered as too broad. */
const STATEMENT_TIMEOUT_MS = 2_000;
/** How long a search waits for a free connection (ms) before it is answered as busy. */
const QUEUE_WAIT_MS = 1_500;
/** pg-pool's error when connectionTimeoutMillis passes before a connection is free (pg-pool 3). */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Session settings of search connections: no JIT (its compile time exceeds most searches), no parallel
 * workers (on few cores concurrent searches are the parallelism) and work_mem for exact (not lossy) bitmaps
 * of broad words, whose lossy pages would recompute every row's words.
 */
const SEARCH_SESSION_OPTIONS =
  '-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB -c plan_cache_mode=force_generic_plan';

export interface PostgresSearchReaderProps {
  databaseUrl: string;
  /** Connections of the search pool; defaults to 8. */
  poolSize?: number;
  /** Defaults to 2 s. */
  timeoutMs?: number;
  /** How long a search waits for a free connection before SearchBusyError; defaults to 1.5 s. */
  queueWaitMs?: number;
  /** Searches that may wait for a connection at once, beyond that SearchBusyError at once; defaults to 4x poolSize. */
  maxQueued?: number;
  /** Tests lower the broad-term thresholds to exercise that path on a small index. */
  tuning?: Partial<BroadSearchTuning>;
  /** Broadcast searches with more matches read newest first instead of sorting them (tests lower it). */
  sortBroadcastsUpTo?: number;
}

/** Facet counts as the parts statement returns them: per facet, [value, count] pairs. */
type FacetRows = Record<string, [string, number][]>;

function facetCountsOf(rows: FacetRows | null): PartFacetCounts {
  const counts: PartFacetCounts = { manufacturer: [], condition: [], country: [] };
  for (const [facet, values] of Object.entries(rows ?? {}))
    counts[facet as keyof PartFacetCounts] = values.map(([value, count]) => ({
      value,
      count: Number(count),
    }));
  return counts;
}

function correctionTerms(corrections: TermCorrections): HighlightTerms {
  return { partNumbers: corrections.partNumbers, words: termWords(corrections.words ?? '') };
}

/** What the page says it searched for instead: the nearest part number, else the corrected words. */
function correctedQueryOf(term: string, corrections: TermCorrections): string {
  return corrections.partNumbers[0] ?? corrections.words ?? term;
}

function withHighlight(doc: ReturnType<typeof partDocumentFromRow>, terms: HighlightTerms): PartHit {
  return { ...doc, highlight: highlightPart(doc, terms) };
}

/** A broadcast hit as the search statement returns it. */
interface BroadcastHitRow {
  id: string;
  list_id: number;
  company_id: number;
  contact_id: number;
  side: string;
  created_at: string;
}

function broadcastHit(row: BroadcastHitRow): BroadcastHit {
  return {
    id: Number(row.id),
    listId: row.list_id,
    companyId: row.company_id,
    contactId: row.contact_id,
    side: row.side as BroadcastSide,
    createdAt: row.created_at,
  };
}

/** A company hit as the directory statement returns it. */
interface CompanyHitRow {
  id: number;
  name: string;
  country_code: string;
  country_name: string;
  profile: string;
  tier_rank: number;
  fav_count: number;
  recommendation_count: number;
}

/** The PostgreSQL engine's read side: one statement per term over search_part. */
export class PostgresSearchReader implements SearchReader {
  private readonly pool: pg.Pool;
  private readonly tuning: BroadSearchTuning;
  private readonly sortBroadcastsUpTo: number | undefined;
  private readonly maxQueued: number;
  private readonly retryAfterSeconds: number;

  constructor(props: PostgresSearchReaderProps) {
    this.tuning = { ...DEFAULT_TUNING, ...props.tuning };
    this.sortBroadcastsUpTo = props.sortBroadcastsUpTo;
    const poolSize = props.poolSize ?? 8;
    const queueWaitMs = props.queueWaitMs ?? QUEUE_WAIT_MS;
    this.maxQueued = props.maxQueued ?? 4 * poolSize;
    this.retryAfterSeconds = Math.max(1, Math.ceil(queueWaitMs / 1000));
    // The wait for a connection is bounded (connectionTimeoutMillis) and so is the queue (maxQueued): under
    // a flood a search is answered busy within queueWaitMs instead of queueing without end.
    this.pool = new pg.Pool({
      connectionString: withDefaultUser(props.databaseUrl),
      max: poolSize,
      connectionTimeoutMillis: queueWaitMs,
      statement_timeout: props.timeoutMs ?? STATEMENT_TIMEOUT_MS,
      options: SEARCH_SESSION_OPTIONS,
    });
    this.pool.on('error', () => undefined);
  }

  async search<K extends DocumentKind>(kind: K, query: QueryOf<K>): Promise<SearchPage<HitOf<K>>> {
    switch (kind) {
      case 'part':
        return this.searchParts(query as QueryOf<'part'>) as Promise<SearchPage<HitOf<K>>>;
      case 'broadcast':
        return this.searchBroadcasts(query as QueryOf<'broadcast'>) as Promise<SearchPage<HitOf<K>>>;
      case 'company':
        return this.searchCompanies(query as QueryOf<'company'>) as Promise<SearchPage<HitOf<K>>>;
      default: {
        const unknown: never = kind;
        throw new Error(`No search for ${String(unknown)}`);
      }
    }
  }

  /**
   * A term's page, then, when its matches do not fill a page and its part number does not exist as typed,
   * its typo matches: the part numbers and words one edit from the term's (partVocabulary.ts), ranked after
   * every other match.
   */
  private async searchParts(query: QueryOf<'part'>): Promise<SearchPage<PartHit>> {
    const { exact, ...page } = await this.partPage(query);
    if (query.exactPhrase || query.noTypos || exact || page.total >= query.pageSize) return page;
    const corrections = await this.correctionsOf(query.term);
    if (!corrections) return page;
    const { exact: _exact, ...corrected } = await this.partPage(query, corrections);
    if (corrected.total === page.total) return page;
    return { ...corrected, correctedQuery: correctedQueryOf(query.term, corrections) };
  }

  private async partPage(
    query: QueryOf<'part'>,
    corrections?: TermCorrections,
  ): Promise<SearchPage<PartHit> & { exact: boolean }> {
    const { text, values } = partSearchSql(query, this.tuning, corrections);
    // Named: each connection plans a statement shape once and reuses it (planning cost more than most searches).
    const name = `parts_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    const rows = await this.run<
      PartDocumentRow & { total: string; facets: FacetRows | null; exact: boolean }
    >({
      name,
      text,
      values,
    });
    const terms = highlightTermsOf(query.term, corrections ? correctionTerms(corrections) : null);
    // Without matches, or past the last page, the one row carries only the total.
    const hits = rows
      .filter((row) => row.id !== null)
      .map((row) => withHighlight(partDocumentFromRow(row), terms));
    const facets = rows[0]?.facets;
    return {
      hits,
      total: Number(rows[0]?.total ?? 0),
      exact: rows[0]?.exact ?? false,
      ...(query.facets?.length ? { facets: facetCountsOf(facets ?? null) } : {}),
    };
  }

  /** The part numbers and words one edit from the term's, or null when there are none. */
  private async correctionsOf(term: string): Promise<TermCorrections | null> {
    const norm = normalisePartNumber(term);
    const partNumberSql = partNumberCandidatesSql(norm);
    const candidates = partNumberSql ? await this.run<{ norm: string }>(partNumberSql) : [];
    const partNumbers = nearestPartNumbers(
      norm,
      candidates.map((row) => row.norm),
    );
    const words = termWords(term);
    const wordSql = wordCandidatesSql(words);
    const readings = new Map<string, string>();
    for (const row of wordSql ? await this.run<{ typed: string; word: string }>(wordSql) : []) {
      if (!readings.has(row.typed) && editDistance(row.word, row.typed, 1) <= 1)
        readings.set(row.typed, row.word);
    }
    const correctedWords = readings.size ? words.map((word) => readings.get(word) ?? word).join(' ') : null;
    return partNumbers.length || correctedWords ? { partNumbers, words: correctedWords } : null;
  }

  /**
   * The exact total first (from the count tables where they answer it), then the page by the plan it
   * allows (broadcastSearchSql.ts); a bounded scan that found too few matches is read again unbounded.
   * Unnamed statements without parameters: each is planned for its own words.
   */
  private async searchBroadcasts(query: QueryOf<'broadcast'>): Promise<SearchPage<BroadcastHit>> {
    if (readsMatchesOnce(query)) {
      const rows = await this.run<BroadcastHitRow & { total: string }>({
        text: matchedPageSql(query, this.sortBroadcastsUpTo),
      });
      return {
        hits: rows.filter((row) => row.id !== null).map(broadcastHit),
        total: Number(rows[0]?.total ?? 0),
      };
    }
    const [counted] = await this.run<{ total: string; base: string | null }>({
      text: broadcastTotalsSql(query),
    });
    const totals = {
      total: Number(counted?.total ?? 0),
      base: counted?.base === null || counted?.base === undefined ? null : Number(counted.base),
    };
    const plan = planBroadcastPage(query, totals, this.sortBroadcastsUpTo);
    if (!plan) return { hits: [], total: totals.total };
    let rows = await this.run<BroadcastHitRow>({ text: broadcastPageSql(query, plan) });
    const onPage = Math.min(query.pageSize, totals.total - (query.page - 1) * query.pageSize);
    if (plan.read === 'bounded' && rows.length < onPage)
      rows = await this.run<BroadcastHitRow>({
        text: broadcastPageSql(query, unboundedPlan(totals, this.sortBroadcastsUpTo)),
      });
    return { hits: rows.map(broadcastHit), total: totals.total };
  }

  /** The directory: the term's typo readings from the vocabulary first, then one statement (companySearchSql.ts). */
  private async searchCompanies(query: QueryOf<'company'>): Promise<SearchPage<CompanyHit>> {
    const typoSql = companyTypoSql(companyTermWords(query.term), query.searchContacts);
    const typos = new Map<string, string[]>();
    if (typoSql) {
      for (const row of await this.run<{ word: string; lexeme: string }>({ text: typoSql })) {
        // The database's idea of a letter may be wider than the term's: such a reading is left out.
        if (/^[\p{L}\p{N}]+$/u.test(row.lexeme))
          typos.set(row.word, [...(typos.get(row.word) ?? []), row.lexeme]);
      }
    }
    const statements = companySearchSql(query, typos);
    const rows = await this.run<CompanyHitRow & { total: string }>({ text: statements.page });
    // A term's page past the last has no row to carry the total: it is counted alone.
    const total = rows.length
      ? Number(rows[0]!.total)
      : query.page > 1
        ? Number((await this.run<{ total: string }>({ text: statements.count }))[0]?.total ?? 0)
        : 0;
    const hits = rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id,
        name: row.name,
        countryCode: row.country_code,
        countryName: row.country_name,
        profile: row.profile,
        tierRank: row.tier_rank,
        favCount: row.fav_count,
        recommendationCount: row.recommendation_count,
      }));
    return { hits, total };
  }

  async broadcastPrices(query: BroadcastPricesQuery): Promise<BroadcastPrices> {
    const [row] = await this.run<{
      count: string;
      min: string | null;
      median: string | null;
      max: string | null;
      average: string | null;
      trend_period: 'week' | 'month' | null;
      trend: { start: string; average: number | string; count: number }[];
      points: { id: number; date: string; price: number }[];
    }>({ text: broadcastPricesSql(query) });
    const money = (value: string | null | undefined) => (value == null ? null : Number(value));
    return {
      count: Number(row?.count ?? 0),
      min: money(row?.min),
      median: money(row?.median),
      max: money(row?.max),
      average: money(row?.average),
      trendPeriod: row?.trend_period ?? 'week',
      trend: (row?.trend ?? []).map((period) => ({ ...period, average: Number(period.average) })),
      points: (row?.points ?? []).map((point) => ({ ...point, price: Number(point.price) })),
    };
  }

  /** Runs one search statement: a time limit answers as too broad, a full pool as busy. */
  private async run<R extends pg.QueryResultRow>(query: pg.QueryConfig): Promise<R[]> {
    if (this.pool.waitingCount >= this.maxQueued) throw new SearchBusyError(this.retryAfterSeconds);
    try {
      const result = (await this.pool.query<R>(query)) as pg.QueryResult<R> | pg.QueryResult<R>[];
      // A text of several statements (a directory search's settings and its select) answers the last one.
      return (Array.isArray(result) ? result.at(-1)! : result).rows;
    } catch (error) {
      if ((error as { code?: string }).code === '57014') throw new SearchTimeoutError();
      if ((error as Error).message === POOL_WAIT_TIMEOUT) throw new SearchBusyError(this.retryAfterSeconds);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
