import type { ReadSql } from '@tbs/search';
import { addDays, rangeDays, rollupPieces, type DayRange, type RollupPiece } from './period.ts';

/** What a ranking counts: all searches, or the searches that found nothing. */
export type RankMeasure = 'searches' | 'zero_results';

export interface RankedQuery {
  query_norm: string;
  searches: number;
  zero_results: number;
}

export interface RankProps {
  range: DayRange;
  today: string;
  segment: string;
  measure: RankMeasure;
  limit: number;
  offset: number;
  /** Rows read per period in the first round (tests read shallow to make the bound matter). */
  firstDepth?: number;
}

/** Rounds of the threshold search before counting every part number of the range instead. */
const ROUNDS = 3;
/** Rows read per rollup period in the first round, at least. */
const FIRST_DEPTH = 100;
/** Rankings this deep (CSV exports) count every part number at once. */
const FULL_COUNT_FROM = 5_000;

/** A PostgreSQL array literal of normalised part numbers (letters and digits only: nothing to escape). */
const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/** Every rollup period of the pieces: each day of a run of days, each month of a run of months. */
function periodsOf(pieces: readonly RollupPiece[]): { grain: 'd' | 'm'; period: string }[] {
  return pieces.flatMap((piece): { grain: 'd' | 'm'; period: string }[] => {
    if (piece.grain === 'd')
      return Array.from({ length: rangeDays(piece) }, (_, index) => ({
        grain: 'd' as const,
        period: addDays(piece.from, index),
      }));
    const months: { grain: 'm'; period: string }[] = [];
    for (let month = piece.from; month <= piece.to;) {
      months.push({ grain: 'm', period: month });
      const next = new Date(`${month}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      month = next.toISOString().slice(0, 10);
    }
    return months;
  });
}

/** The rollup rows of these part numbers in the pieces, one index range scan per part number and piece. */
function piecesOfQueries(pieces: readonly RollupPiece[]): string {
  return pieces
    .map(
      (piece) => `select query_norm, searches, zero_results from analytics_search_rollup
                   where grain = '${piece.grain}' and segment = ? and query_norm = any(cast(? as text[]))
                     and period between '${piece.from}' and '${piece.to}'`,
    )
    .join(' union all ');
}

/** Exact counts over the pieces of these part numbers. */
export async function countQueries(
  db: ReadSql,
  props: { pieces: readonly RollupPiece[]; segment: string; queries: readonly string[] },
): Promise<RankedQuery[]> {
  if (!props.queries.length || !props.pieces.length) return [];
  const array = textArray(props.queries);
  return db.execute<RankedQuery[]>(
    `select query_norm, sum(searches)::int as searches, sum(zero_results)::int as zero_results
       from (${piecesOfQueries(props.pieces)}) rows group by query_norm`,
    props.pieces.flatMap(() => [props.segment, array]),
  );
}

interface Candidates {
  queries: string[];
  /** No part number outside `queries` has more than this in the range (the sum of each period's depth-th value). */
  bound: number;
}

/**
 * The part numbers among the `depth` highest of any period of the range that can still reach the top
 * `need`, and the bound for all others. A candidate counts at least its values where it was read and at most
 * that plus each other period's depth-th value; one whose most is below the need-th highest least is dropped
 * before counting.
 */
async function candidates(
  db: ReadSql,
  props: RankProps,
  periods: { grain: string; period: string }[],
  depth: number,
  need: number,
): Promise<Candidates> {
  const [row] = await db.execute<{ queries: string[] | null; bound: number }[]>(
    `with periods as (select * from jsonb_to_recordset(cast(? as jsonb)) as p(grain text, period date)),
     tops as (
       select p.grain, p.period, t.query_norm, t.value
         from periods p
         cross join lateral (
           select r.query_norm, r.${props.measure} as value from analytics_search_rollup r
            where r.grain = p.grain and r.segment = ? and r.period = p.period and r.query_norm <> ''
              and r.${props.measure} > 0
            order by r.${props.measure} desc limit ?) t),
     depths as (
       select grain, period, case when count(*) = ? then min(value) else 0 end as floor
         from tops group by grain, period),
     bound as (select coalesce(sum(floor), 0)::int as bound from depths),
     scored as (
       select t.query_norm, sum(t.value) as at_least, sum(d.floor) as floors_read
         from tops t join depths d using (grain, period) group by t.query_norm),
     cut as (select at_least from scored order by at_least desc offset ? limit 1)
     select (select array_agg(query_norm) from scored
              where at_least + (select bound from bound) - floors_read >= coalesce((select at_least from cut), 0)) as queries,
            (select bound from bound) as bound`,
    [JSON.stringify(periods), props.segment, depth, depth, need - 1],
  );
  return { queries: row?.queries ?? [], bound: row?.bound ?? 0 };
}

const byMeasure = (measure: RankMeasure) => (a: RankedQuery, b: RankedQuery) =>
  b[measure] - a[measure] || (a.query_norm < b.query_norm ? -1 : a.query_norm > b.query_norm ? 1 : 0);

/** Every part number of the range counted and ranked (deep rankings, and when the threshold search gives up). */
async function rankAll(
  db: ReadSql,
  props: RankProps,
  pieces: readonly RollupPiece[],
): Promise<RankedQuery[]> {
  const union = pieces
    .map(
      (piece) => `select query_norm, searches, zero_results from analytics_search_rollup
                   where grain = '${piece.grain}' and segment = ? and period between '${piece.from}' and '${piece.to}'
                     and query_norm <> ''`,
    )
    .join(' union all ');
  return db.execute<RankedQuery[]>(
    `select query_norm, sum(searches)::int as searches, sum(zero_results)::int as zero_results
       from (${union}) rows group by query_norm
     having sum(${props.measure}) > 0
      order by sum(${props.measure}) desc, query_norm limit ? offset ?`,
    [...pieces.map(() => props.segment), props.limit + 1, props.offset],
  );
}

/**
 * One page of the part numbers most searched (or most often finding nothing) in a range, exactly, without
 * counting every part number of the range: the highest rows of each rollup period are candidates, and a
 * part number outside them cannot have more than the sum of each period's lowest candidate value. When the
 * page's last row beats that bound the page is exact; otherwise each period is read deeper (the counts follow
 * Zipf's law, so one round nearly always does). `hasMore` says whether another page follows.
 */
export async function rankQueries(
  db: ReadSql,
  props: RankProps,
): Promise<{ rows: RankedQuery[]; hasMore: boolean }> {
  const pieces = rollupPieces(props.range, props.today);
  const need = props.offset + props.limit + 1;
  if (need <= FULL_COUNT_FROM) {
    const periods = periodsOf(pieces);
    let depth = Math.max(props.firstDepth ?? FIRST_DEPTH, 2 * need);
    for (let round = 0; round < ROUNDS; round++, depth *= 4) {
      const found = await candidates(db, props, periods, depth, need);
      const counted = (await countQueries(db, { pieces, segment: props.segment, queries: found.queries }))
        .filter((row) => row[props.measure] > 0)
        .sort(byMeasure(props.measure));
      const last = counted[need - 1];
      if (found.bound === 0 || (last && last[props.measure] > found.bound)) {
        return {
          rows: counted.slice(props.offset, props.offset + props.limit),
          hasMore: counted.length > props.offset + props.limit,
        };
      }
    }
  }
  const rows = await rankAll(db, props, pieces);
  return { rows: rows.slice(0, props.limit), hasMore: rows.length > props.limit };
}
