import type { ClientBase } from 'pg';
import { DEMAND_WINDOWS } from '@tbs/rules';
import { routePatternSql } from './routePattern.ts';

/** How many days the home page's top searches cover, and how many it keeps as candidates. */
const HOME_DAYS = 30;
const HOME_CANDIDATES = 200;
/** Days folded in one transaction when catching up (the first build over a year of log). */
const CHUNK_DAYS = 7;
const STATE = 'analytics';
/** Held (session lock) for the whole fold so two workers never fold at once: a second one skips its turn. */
const FOLD_LOCK = 0x616e61;

const utcDay = (param: string) => `((${param})::date::timestamp at time zone 'utc')`;

/**
 * One member search as the rollups count it: its UTC day, the searcher's company country and trust tier
 * rank on that day. The tier mirrors db's tierRankSql (the years counted up to the search day, no tier
 * while a complaint is open), with the open complaints joined once instead of looked up per row.
 */
const COUNTED_SEARCHES = `
  select (s.created_at at time zone 'utc')::date as day, s.query_norm, s.result_count,
         coalesce(co.country_code, '--') as country_code,
         (case when co.member_since is null or oc.company_id is not null then 0
               when co.member_since <= ((s.created_at at time zone 'utc')::date - interval '20 years')::date then 3
               when co.member_since <= ((s.created_at at time zone 'utc')::date - interval '10 years')::date then 2
               when co.member_since <= ((s.created_at at time zone 'utc')::date - interval '3 years')::date then 1
               else 0 end) as tier
    from search_log s
    left join contact c on c.id = s.contact_id
    left join company co on co.id = s.company_id
    left join (select distinct company_id from complaint where status = 'open') oc on oc.company_id = co.id
   where s.created_at >= ${utcDay('$1')} and s.created_at < ${utcDay('$2')} + interval '1 day'
     and s.query_norm <> '' and c.is_staff is not true`;

/**
 * The segments the days have counts for (each has its total row, found by the totals index): the primary key
 * leads with the segment, so naming them turns a scan of the whole rollup into a few range scans. The months
 * are deleted the same way, by their total rows.
 */
const SEGMENTS_OF_DAYS = `
  select distinct segment from analytics_search_rollup
   where grain = 'd' and query_norm = '' and period between $1 and $2`;

/**
 * The days' counts written as an upsert that leaves unchanged rows alone, and rows no longer counted (a
 * contact made staff, rows deleted) removed: refolding today every minute rewrites only what changed.
 */
const FOLD_SEARCH_DAYS = `
  with fresh as (
    select 'd' as grain,
           case when grouping(x.country_code) = 0 then 'C:' || x.country_code
                when grouping(x.tier) = 0 then 'T:' || x.tier else '' end as segment,
           x.day as period,
           case when grouping(x.query_norm) = 0 then x.query_norm else '' end as query_norm,
           count(*)::int as searches, (count(*) filter (where x.result_count = 0))::int as zero_results
      from (${COUNTED_SEARCHES}) x
     group by grouping sets ((x.day, x.query_norm), (x.day, x.country_code, x.query_norm),
                             (x.day, x.tier, x.query_norm), (x.day), (x.day, x.country_code), (x.day, x.tier))),
  upserted as (
    insert into analytics_search_rollup as r (grain, segment, period, query_norm, searches, zero_results)
    select grain, segment, period, query_norm, searches, zero_results from fresh
    on conflict (grain, segment, period, query_norm) do update
      set searches = excluded.searches, zero_results = excluded.zero_results
      where (r.searches, r.zero_results) is distinct from (excluded.searches, excluded.zero_results)
    returning 1)
  delete from analytics_search_rollup r
   where r.grain = 'd' and r.period between $1 and $2 and r.segment in (${SEGMENTS_OF_DAYS})
     and not exists (select 1 from fresh f
                      where f.segment = r.segment and f.period = r.period and f.query_norm = r.query_norm)`;

/** Month rows only for months before the current one: the current month is read from its days. */
const FOLD_MONTHS = `
  insert into analytics_search_rollup (grain, segment, period, query_norm, searches, zero_results)
  select 'm', segment, date_trunc('month', period)::date, query_norm, sum(searches), sum(zero_results)
    from analytics_search_rollup
   where grain = 'd' and period >= date_trunc('month', $1::date)::date
     and period < least(date_trunc('month', $2::date) + interval '1 month',
                        date_trunc('month', (now() at time zone 'utc')::date))
   group by segment, date_trunc('month', period)::date, query_norm
  on conflict (grain, segment, period, query_norm) do update
    set searches = excluded.searches, zero_results = excluded.zero_results`;

const FOLD_PAGE_DAYS = `
  insert into analytics_page_rollup (day, route, views)
  select (p.created_at at time zone 'utc')::date, ${routePatternSql('p.path')}, count(*)
    from page_view p
    left join contact c on c.id = p.contact_id
   where p.created_at >= ${utcDay('$1')} and p.created_at < ${utcDay('$2')} + interval '1 day'
     and c.is_staff is not true
   group by 1, 2`;

const REFRESH_HOME_TOP = `
  insert into analytics_home_top_search (query_norm, searches)
  select query_norm, sum(searches)
    from analytics_search_rollup
   where grain = 'd' and segment = '' and query_norm <> ''
     and period > (now() at time zone 'utc')::date - ${HOME_DAYS}
   group by query_norm
   order by sum(searches) desc, query_norm
   limit ${HOME_CANDIDATES}`;

/** Per searched part number and searching company, its searches in each window; then summed per window. */
const REBUILD_DEMAND = `
  with pairs as (
    select s.query_norm, s.company_id,
           ${DEMAND_WINDOWS.map(
             (days) => `count(*) filter (where s.created_at >= ${utcDay(`$1::date - ${days}`)}) as s${days}`,
           ).join(', ')}
      from search_log s
      left join contact c on c.id = s.contact_id
     where s.created_at >= ${utcDay(`$1::date - ${Math.max(...DEMAND_WINDOWS)}`)}
       and s.created_at < ${utcDay('$1')} and s.query_norm <> '' and c.is_staff is not true
     group by s.query_norm, s.company_id)
  insert into analytics_demand (window_days, query_norm, members, searches)
  ${DEMAND_WINDOWS.map(
    (days) => `select ${days}, query_norm, count(company_id) filter (where s${days} > 0), sum(s${days})
                 from pairs group by query_norm having sum(s${days}) > 0`,
  ).join(' union all ')}`;

export interface FoldSummary {
  /** The first and last UTC day folded again, or null when there was nothing to fold. */
  days: { from: string; to: string } | null;
  demandRebuilt: boolean;
  /** False when another worker was folding (this turn skipped). */
  folded: boolean;
}

/** Days (YYYY-MM-DD) from `from` to `to` in steps of `size`, as [first, last] pairs. */
export function dayChunks(from: string, to: string, size: number): [string, string][] {
  const chunks: [string, string][] = [];
  const last = Date.parse(to);
  for (let start = Date.parse(from); start <= last; start += size * 86_400_000) {
    const end = Math.min(start + (size - 1) * 86_400_000, last);
    chunks.push([new Date(start).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)]);
  }
  return chunks;
}

/**
 * The months before today's whose last day is among these days (as their first days): complete once the days
 * are folded. Folding a year a week at a time then sums each month once, in the chunk that ends it.
 */
export function monthsEndingIn(from: string, to: string, today: string): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month < `${today.slice(0, 7)}-01`;) {
    const next = new Date(`${month}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const lastDay = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    if (lastDay > to) break;
    if (lastDay >= from) months.push(month);
    month = next.toISOString().slice(0, 10);
  }
  return months;
}

/** Folds the search and page-view rows of these UTC days again (idempotent: the days' counts are replaced). */
export async function foldDays(client: ClientBase, from: string, to: string, today: string): Promise<void> {
  await client.query(FOLD_SEARCH_DAYS, [from, to]);
  // Months before the current one only: the current month is read from its days.
  for (const month of monthsEndingIn(from, to, today)) {
    await client.query(
      `delete from analytics_search_rollup where grain = 'm' and period = $1
        and segment in (select segment from analytics_search_rollup
                         where grain = 'm' and query_norm = '' and period = $1)`,
      [month],
    );
    await client.query(FOLD_MONTHS, [month, month]);
  }
  await client.query(`delete from analytics_page_rollup where day between $1 and $2`, [from, to]);
  await client.query(FOLD_PAGE_DAYS, [from, to]);
}

interface FoldStart {
  from: string | null;
  today: string;
  startedAt: Date;
  demandDay: string | null;
}

/** Where this fold starts: the day of the last fold (or of the oldest row) through today, all UTC. */
async function foldStart(client: ClientBase): Promise<FoldStart> {
  const { rows } = await client.query<FoldStart>(
    `select to_char(coalesce((st.folded_through at time zone 'utc')::date,
                             (select (min(created_at) at time zone 'utc')::date from (
                                select min(created_at) as created_at from search_log
                                union all select min(created_at) from page_view) oldest)), 'YYYY-MM-DD') as "from",
            to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today,
            now() as "startedAt",
            to_char(st.demand_day, 'YYYY-MM-DD') as "demandDay"
       from (select 1) one
       left join analytics_rollup_state st on st.name = $1`,
    [STATE],
  );
  return rows[0]!;
}

async function saveState(
  client: ClientBase,
  foldedThrough: Date | string,
  demandDay?: string,
): Promise<void> {
  await client.query(
    `insert into analytics_rollup_state (name, folded_through, demand_day, updated_at)
     values ($1, $2, $3, now())
     on conflict (name) do update set folded_through = excluded.folded_through,
       demand_day = coalesce(excluded.demand_day, analytics_rollup_state.demand_day), updated_at = now()`,
    [STATE, foldedThrough, demandDay ?? null],
  );
}

/**
 * Brings the rollups up to date: folds every day from the last fold's day through today again (today's
 * partial day included), a week per transaction when catching up, then refreshes the home page's top
 * searches and, once a day, the demand windows. Re-running gives the same numbers. Rows of earlier days that
 * arrive late are folded by `rebuildAnalytics(client, fromDay)`.
 */
export async function foldAnalytics(client: ClientBase): Promise<FoldSummary> {
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    FOLD_LOCK,
  ]);
  if (!rows[0]!.locked) return { days: null, demandRebuilt: false, folded: false };
  try {
    const start = await foldStart(client);
    const from = start.from && start.from < start.today ? start.from : start.today;
    for (const [first, last] of dayChunks(from, start.today, CHUNK_DAYS)) {
      await inTransaction(client, async () => {
        await foldDays(client, first, last, start.today);
        // The last chunk reaches today: the rollups then hold every row created before this fold began.
        await saveState(client, last === start.today ? start.startedAt : nextDayStart(last));
      });
    }
    const demandRebuilt = start.demandDay !== start.today;
    await inTransaction(client, async () => {
      await client.query('delete from analytics_home_top_search');
      await client.query(REFRESH_HOME_TOP);
      if (!demandRebuilt) return;
      await client.query('delete from analytics_demand');
      await client.query(REBUILD_DEMAND, [start.today]);
      await saveState(client, start.startedAt, start.today);
    });
    return { days: { from, to: start.today }, demandRebuilt, folded: true };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [FOLD_LOCK]);
  }
}

const nextDayStart = (day: string) => new Date(Date.parse(day) + 86_400_000);

async function inTransaction(client: ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query('begin');
  try {
    await work();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Has the days from this UTC day folded again (rows that arrived late, a contact made staff or a member
 * again): moves the fold's start back, under the fold's lock so a fold in progress cannot move it forward
 * again. The worker does the folding on its next turn; `rebuildAnalytics` does it at once.
 */
export async function refoldFrom(client: ClientBase, fromDay: string): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [FOLD_LOCK]);
  try {
    // Never before the oldest logged row: folding empty years would only cost time.
    await client.query(
      `update analytics_rollup_state
          set folded_through = greatest($2::date::timestamp at time zone 'utc',
                (select least((select min(created_at) from search_log), (select min(created_at) from page_view)))),
              demand_day = null
        where name = $1 and folded_through > ($2::date::timestamp at time zone 'utc')`,
      [STATE, fromDay],
    );
  } finally {
    await client.query('select pg_advisory_unlock($1)', [FOLD_LOCK]);
  }
}

/** Folds again from this UTC day, now (see refoldFrom). */
export async function rebuildAnalytics(client: ClientBase, fromDay: string): Promise<FoldSummary> {
  await refoldFrom(client, fromDay);
  return foldAnalytics(client);
}
