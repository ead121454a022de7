import type { ReadSql } from '@tbs/search';
import { requireStaff } from '../../policies/staff.ts';
import { loadDemand, type DemandWindow } from '../../queries/analytics/demand.ts';
import { loadDailyRouteViews, loadRouteViews } from '../../queries/analytics/pageViews.ts';
import {
  addDays,
  previousRange,
  todayUtc,
  trendPercent,
  type DayRange,
} from '../../queries/analytics/period.ts';
import {
  loadDailyTotals,
  loadSearchTotal,
  loadSegments,
  loadTopSearches,
  type Paging,
} from '../../queries/analytics/searches.ts';
import { loadTypedForms } from '../../queries/analytics/typedForms.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { sendCsv, type CsvCell } from './csv.ts';
import {
  DEMAND_CSV,
  demandCsvRow,
  PAGE_VIEWS_CSV,
  pageViewsCsvRow,
  presentDaily,
  presentDemand,
  presentRouteViews,
  presentSegments,
  presentTopSearches,
  presentZeroResults,
  SEGMENTS_CSV,
  segmentsCsvRow,
  TOP_SEARCHES_CSV,
  topSearchesCsvRow,
  ZERO_RESULTS_CSV,
  zeroResultsCsvRow,
} from './present.ts';
import {
  CsvAnswer,
  DemandAnswer,
  DemandQuery,
  PageViewsAnswer,
  PeriodQuery,
  resolveRange,
  SegmentsAnswer,
  SegmentsQuery,
  TopSearchesAnswer,
  TopSearchesQuery,
  type TopSearchesReq,
  ZeroResultsAnswer,
} from './schema.ts';

const tags = ['analytics'];
/** Rows of one CSV export at most (every view's table is far shorter in practice, a year of part numbers aside). */
const CSV_MAX_ROWS = 100_000;
const STAFF_ONLY = 'Staff only: 401 for visitors, 403 for members who are not staff.';
const PERIOD_NOTE =
  'Period: `period` day, week or month (whole days up to yesterday, UTC), or `from` and `to` (YYYY-MM-DD, ' +
  'at most 366 days, up to today). The trend compares with the period of equal length just before.';

const pagingOf = (query: { page: number; pageSize: number }): Paging => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
const ALL_ROWS: Paging = { limit: CSV_MAX_ROWS, offset: 0 };
const frame = (range: DayRange) => ({ range, previousRange: previousRange(range) });
const fileName = (view: string, range: DayRange) => `${view}-${range.from}-to-${range.to}.csv`;

/** How members typed the part numbers of a page (the CSV, of thousands of rows, keeps the normalised form). */
const typedFormsOf = (db: ReadSql, rows: { query_norm: string }[], range: DayRange) =>
  rows.length > MAX_TYPED_FORMS
    ? Promise.resolve(new Map<string, string>())
    : loadTypedForms(
        db,
        rows.map((row) => row.query_norm),
        range,
      );
/** A page has at most 200 rows (schema.ts pageSize). */
const MAX_TYPED_FORMS = 200;

const segmentOf = (query: TopSearchesReq) =>
  query.country ? `C:${query.country}` : query.tier ? `T:${query.tier}` : '';

async function topSearches(db: ReadSql, query: TopSearchesReq, paging: Paging) {
  const today = todayUtc();
  const range = resolveRange(query, today);
  const segment = segmentOf(query);
  const [ranked, total, previousTotal, daily] = await Promise.all([
    loadTopSearches(db, { range, today, segment, paging }),
    loadSearchTotal(db, { range, today, segment }),
    loadSearchTotal(db, { range: previousRange(range), today, segment }),
    loadDailyTotals(db, { range, segment }),
  ]);
  return {
    ...frame(range),
    total: {
      searches: total.searches,
      zeroResults: total.zero_results,
      previousSearches: previousTotal.searches,
      trendPercent: trendPercent(total.searches, previousTotal.searches),
    },
    results: presentTopSearches(ranked.rows, paging.offset, await typedFormsOf(db, ranked.rows, range)),
    hasMore: ranked.hasMore,
    daily: presentDaily(daily),
  };
}

async function zeroResults(db: ReadSql, query: TopSearchesReq, paging: Paging) {
  const today = todayUtc();
  const range = resolveRange(query, today);
  const segment = segmentOf(query);
  const [ranked, daily] = await Promise.all([
    loadTopSearches(db, { range, today, segment, paging, zeroResultsOnly: true }),
    loadDailyTotals(db, { range, segment }),
  ]);
  return {
    ...frame(range),
    results: presentZeroResults(ranked.rows, paging.offset, await typedFormsOf(db, ranked.rows, range)),
    hasMore: ranked.hasMore,
    daily: presentDaily(daily),
  };
}

async function segments(
  db: ReadSql,
  query: { dimension: 'country' | 'tier' } & Parameters<typeof resolveRange>[0],
) {
  const today = todayUtc();
  const range = resolveRange(query, today);
  const prefix = query.dimension === 'country' ? 'C:' : 'T:';
  const [rows, countries] = await Promise.all([
    loadSegments(db, { range, today, prefix }),
    query.dimension === 'country'
      ? db.execute<{ code: string; name: string }[]>('select code, name from country')
      : Promise.resolve([]),
  ]);
  const names = new Map(countries.map((country) => [country.code, country.name]));
  return { ...frame(range), results: presentSegments(rows, names) };
}

async function demand(db: ReadSql, query: { window: DemandWindow; unstocked: boolean }, paging: Paging) {
  const today = todayUtc();
  const rows = await loadDemand(db, { window: query.window, unstockedOnly: query.unstocked, paging });
  return {
    window: query.window,
    range: { from: addDays(today, -query.window), to: addDays(today, -1) },
    results: presentDemand(rows),
    numResults: rows[0]?.total ?? 0,
  };
}

/** The chart shows the five most viewed routes of the period per day. */
const CHART_ROUTES = 5;

async function pageViews(db: ReadSql, query: Parameters<typeof resolveRange>[0], paging: Paging) {
  const range = resolveRange(query);
  const [rows, top] = await Promise.all([
    loadRouteViews(db, { range, paging }),
    loadRouteViews(db, { range, paging: { limit: CHART_ROUTES, offset: 0 } }),
  ]);
  const daily = await loadDailyRouteViews(db, { range, routes: top.map((row) => row.route) });
  return {
    ...frame(range),
    results: presentRouteViews(rows),
    numResults: rows[0]?.total ?? 0,
    daily,
  };
}

/** Registers a view's CSV export beside it: the same query, every row, as an attachment. */
function csvRoute<
  Q extends typeof TopSearchesQuery | typeof PeriodQuery | typeof SegmentsQuery | typeof DemandQuery,
>(
  api: ApiRouter,
  view: { path: string; name: string; summary: string; query: Q },
  table: (db: ReadSql, input: never) => Promise<{ file: string; header: string[]; rows: CsvCell[][] }>,
): void {
  api.route({
    method: 'get',
    path: `${view.path}/csv`,
    tags,
    access: 'member',
    use: [requireStaff],
    summary: `${view.summary} as CSV`,
    description: `${STAFF_ONLY} Every row (at most ${CSV_MAX_ROWS.toLocaleString('en-US')}) as text/csv, an attachment named \`${view.name}-{from}-to-{to}.csv\`; cells starting with = + - @ are prefixed with '.`,
    schemas: { query: view.query },
    response: CsvAnswer,
    handler: async (ctx) => {
      const csv = await table(ctx.services.readSql, ctx.input.query as never);
      return sendCsv(ctx, csv.file, csv.header, csv.rows);
    },
  });
}

/**
 * The analytics area: what members search for, where nothing is found, demand against stock, page views.
 * Every view reads the worker's rollups through ctx.services.readSql, so the read replicas serve it: staff
 * never read a write of their own here.
 */
export function analyticsRoutes(api: ApiRouter): void {
  const views = {
    topSearches: {
      path: '/api/analytics/topSearches',
      name: 'top-searches',
      summary: 'Top searches',
      query: TopSearchesQuery,
    },
    zeroResults: {
      path: '/api/analytics/zeroResults',
      name: 'searches-found-nothing',
      summary: 'Searches that found nothing',
      query: TopSearchesQuery,
    },
    segments: {
      path: '/api/analytics/segments',
      name: 'searches-by',
      summary: 'Searches by country or tier',
      query: SegmentsQuery,
    },
    demand: {
      path: '/api/analytics/demand',
      name: 'demand',
      summary: 'Demand against stock',
      query: DemandQuery,
    },
    pageViews: {
      path: '/api/analytics/pageViews',
      name: 'page-views',
      summary: 'Page views per route',
      query: PeriodQuery,
    },
  } as const;

  api.route({
    method: 'get',
    path: views.topSearches.path,
    tags,
    access: 'member',
    use: [requireStaff],
    summary: 'The most searched part numbers of a period, with the trend against the previous period',
    description: `${STAFF_ONLY} ${PERIOD_NOTE} \`country\` (code) or \`tier\` (0-3) narrows to the searchers of a country or trust tier. Member searches only, staff left out; from the daily rollups.`,
    schemas: { query: TopSearchesQuery },
    response: TopSearchesAnswer,
    handler: async (ctx) =>
      okPayload(await topSearches(ctx.services.readSql, ctx.input.query, pagingOf(ctx.input.query))),
  });
  csvRoute(api, views.topSearches, async (db, query: TopSearchesReq) => {
    const answer = await topSearches(db, query, ALL_ROWS);
    return {
      file: fileName(
        `${views.topSearches.name}${query.country ? `-${query.country}` : query.tier ? `-tier${query.tier}` : ''}`,
        answer.range,
      ),
      header: TOP_SEARCHES_CSV,
      rows: answer.results.map(topSearchesCsvRow),
    };
  });

  api.route({
    method: 'get',
    path: views.zeroResults.path,
    tags,
    access: 'member',
    use: [requireStaff],
    summary: 'Searched part numbers that found nothing (demand with no supply), most often first',
    description: `${STAFF_ONLY} ${PERIOD_NOTE} \`country\` or \`tier\` as for top searches.`,
    schemas: { query: TopSearchesQuery },
    response: ZeroResultsAnswer,
    handler: async (ctx) =>
      okPayload(await zeroResults(ctx.services.readSql, ctx.input.query, pagingOf(ctx.input.query))),
  });
  csvRoute(api, views.zeroResults, async (db, query: TopSearchesReq) => {
    const answer = await zeroResults(db, query, ALL_ROWS);
    return {
      file: fileName(views.zeroResults.name, answer.range),
      header: ZERO_RESULTS_CSV,
      rows: answer.results.map(zeroResultsCsvRow),
    };
  });

  api.route({
    method: 'get',
    path: views.segments.path,
    tags,
    access: 'member',
    use: [requireStaff],
    summary: 'Searches per searcher country or trust tier, with the trend against the previous period',
    description: `${STAFF_ONLY} ${PERIOD_NOTE} \`dimension\` country (default) or tier.`,
    schemas: { query: SegmentsQuery },
    response: SegmentsAnswer,
    handler: async (ctx) => okPayload(await segments(ctx.services.readSql, ctx.input.query)),
  });
  csvRoute(api, views.segments, async (db, query: Parameters<typeof segments>[1]) => {
    const answer = await segments(db, query);
    return {
      file: fileName(`${views.segments.name}-${query.dimension}`, answer.range),
      header: SEGMENTS_CSV,
      rows: answer.results.map(segmentsCsvRow),
    };
  });

  api.route({
    method: 'get',
    path: views.demand.path,
    tags,
    access: 'member',
    use: [requireStaff],
    summary: 'Searched part numbers: member companies that searched them against stock and sellers now',
    description: `${STAFF_ONLY} \`window\` 7, 30 (default), 90 or 365 whole days up to yesterday; \`unstocked=1\` keeps what nobody lists now.`,
    schemas: { query: DemandQuery },
    response: DemandAnswer,
    handler: async (ctx) =>
      okPayload(await demand(ctx.services.readSql, ctx.input.query, pagingOf(ctx.input.query))),
  });
  csvRoute(api, views.demand, async (db, query: { window: DemandWindow; unstocked: boolean }) => {
    const answer = await demand(db, query, ALL_ROWS);
    return {
      file: fileName(`${views.demand.name}${query.unstocked ? '-unstocked' : ''}`, answer.range),
      header: DEMAND_CSV,
      rows: answer.results.map(demandCsvRow),
    };
  });

  api.route({
    method: 'get',
    path: views.pageViews.path,
    tags,
    access: 'member',
    use: [requireStaff],
    summary: 'Page views per route (ids folded into the route pattern) and per day',
    description: `${STAFF_ONLY} ${PERIOD_NOTE} Staff page views left out.`,
    schemas: { query: PeriodQuery },
    response: PageViewsAnswer,
    handler: async (ctx) =>
      okPayload(await pageViews(ctx.services.readSql, ctx.input.query, pagingOf(ctx.input.query))),
  });
  csvRoute(api, views.pageViews, async (db, query: Parameters<typeof resolveRange>[0]) => {
    const answer = await pageViews(db, query, ALL_ROWS);
    return {
      file: fileName(views.pageViews.name, answer.range),
      header: PAGE_VIEWS_CSV,
      rows: answer.results.map(pageViewsCsvRow),
    };
  });
}
