import type { ReadSql } from '@tbs/search';
import { previousRange, rollupPieces, type DayRange } from './period.ts';
import { countQueries, rankQueries } from './rankQueries.ts';

/** Whose searches: everyone (''), a searcher country ('C:NL') or a trust tier rank ('T:2'). */
export type Segment = string;

export interface Paging {
  limit: number;
  offset: number;
}

/** The rollup rows of one segment over a range, as a union of range scans (whole months and days). */
function rollupRows(
  range: DayRange,
  today: string,
  segment: Segment,
  totalsOnly = false,
): { sql: string; params: unknown[] } {
  const pieces = rollupPieces(range, today);
  return {
    sql: pieces
      .map(
        (piece) => `select period, query_norm, searches, zero_results from analytics_search_rollup
                     where grain = '${piece.grain}' and segment = ? and period between ? and ?
                       ${totalsOnly ? "and query_norm = ''" : ''}`,
      )
      .join(' union all '),
    params: pieces.flatMap((piece) => [segment, piece.from, piece.to]),
  };
}

export interface QueryCountRow {
  query_norm: string;
  searches: number;
  zero_results: number;
  /** The ranked count (searches, or those that found nothing) in the previous range. */
  previous_searches: number;
}

/**
 * One page of the most searched part numbers of a segment in a range (or those most often finding nothing),
 * with their count in the previous range of equal length; `hasMore` when another page follows.
 */
export async function loadTopSearches(
  db: ReadSql,
  props: { range: DayRange; today: string; segment: Segment; paging: Paging; zeroResultsOnly?: boolean },
): Promise<{ rows: QueryCountRow[]; hasMore: boolean }> {
  const measure = props.zeroResultsOnly ? 'zero_results' : 'searches';
  const ranked = await rankQueries(db, {
    range: props.range,
    today: props.today,
    segment: props.segment,
    measure,
    limit: props.paging.limit,
    offset: props.paging.offset,
  });
  const previous = await countQueries(db, {
    pieces: rollupPieces(previousRange(props.range), props.today),
    segment: props.segment,
    queries: ranked.rows.map((row) => row.query_norm),
  });
  const previousOf = new Map(previous.map((row) => [row.query_norm, row[measure]]));
  return {
    rows: ranked.rows.map((row) => ({ ...row, previous_searches: previousOf.get(row.query_norm) ?? 0 })),
    hasMore: ranked.hasMore,
  };
}

export interface SegmentRow {
  segment: string;
  searches: number;
  zero_results: number;
  previous_searches: number;
}

/** Searches per country ('C:') or tier ('T:') in a range and the previous one, from the segments' total rows. */
export async function loadSegments(
  db: ReadSql,
  props: { range: DayRange; today: string; prefix: 'C:' | 'T:' },
): Promise<SegmentRow[]> {
  const previous = previousRange(props.range);
  const totals = (range: DayRange) => {
    const pieces = rollupPieces(range, props.today);
    return {
      sql: pieces
        .map(
          (piece) => `select segment, searches, zero_results from analytics_search_rollup
                       where query_norm = '' and grain = '${piece.grain}' and period between ? and ?
                         and segment like ?`,
        )
        .join(' union all '),
      params: pieces.flatMap((piece) => [piece.from, piece.to, `${props.prefix}%`]),
    };
  };
  const current = totals(props.range);
  const before = totals(previous);
  return db.execute<SegmentRow[]>(
    `with cur as (select segment, sum(searches)::int as searches, sum(zero_results)::int as zero_results
                    from (${current.sql}) rows group by segment),
          prev as (select segment, sum(searches)::int as searches from (${before.sql}) rows group by segment)
     select cur.segment, cur.searches, cur.zero_results, coalesce(prev.searches, 0) as previous_searches
       from cur left join prev using (segment)
      order by cur.searches desc, cur.segment`,
    [...current.params, ...before.params],
  );
}

export interface DailyTotalRow {
  day: string;
  searches: number;
  zero_results: number;
}

/** Searches and searches that found nothing per day of a range (everyone, or one segment). */
export async function loadDailyTotals(
  db: ReadSql,
  props: { range: DayRange; segment: Segment },
): Promise<DailyTotalRow[]> {
  return db.execute<DailyTotalRow[]>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(r.searches, 0) as searches,
            coalesce(r.zero_results, 0) as zero_results
       from generate_series(?::date, ?::date, interval '1 day') as d(day)
       left join analytics_search_rollup r
         on r.grain = 'd' and r.segment = ? and r.period = d.day::date and r.query_norm = ''
      order by d.day`,
    [props.range.from, props.range.to, props.segment],
  );
}

/** The total searches of a segment in a range (its total rows). */
export async function loadSearchTotal(
  db: ReadSql,
  props: { range: DayRange; today: string; segment: Segment },
): Promise<{ searches: number; zero_results: number }> {
  const rows = rollupRows(props.range, props.today, props.segment, true);
  const [total] = await db.execute<{ searches: number; zero_results: number }[]>(
    `select coalesce(sum(searches), 0)::int as searches, coalesce(sum(zero_results), 0)::int as zero_results
       from (${rows.sql}) rows`,
    rows.params,
  );
  return total!;
}
