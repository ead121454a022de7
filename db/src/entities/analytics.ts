import { defineEntity, p } from '@mikro-orm/core';

/**
 * Daily ('d') and monthly ('m') counts of member searches (staff left out), folded from search_log by the
 * worker (worker/src/analytics/). segment '' is everyone, 'C:NL' a searcher country, 'T:0'..'T:3' a trust
 * tier rank; query_norm '' is the segment's total row.
 */
export const AnalyticsSearchRollup = defineEntity({
  name: 'AnalyticsSearchRollup',
  tableName: 'analytics_search_rollup',
  properties: {
    grain: p.string().length(1).primary(),
    segment: p.string().length(8).primary(),
    period: p.date().primary(),
    queryNorm: p.string().length(200).primary(),
    searches: p.integer(),
    zeroResults: p.integer(),
  },
  indexes: [
    {
      name: 'analytics_search_rollup_query_idx',
      expression:
        'create index analytics_search_rollup_query_idx on analytics_search_rollup (grain, segment, query_norm, period) include (searches, zero_results)',
    },
    {
      name: 'analytics_search_rollup_totals_idx',
      expression:
        "create index analytics_search_rollup_totals_idx on analytics_search_rollup (grain, period, segment) include (searches, zero_results) where query_norm = ''",
    },
    {
      name: 'analytics_search_rollup_rank_idx',
      expression:
        "create index analytics_search_rollup_rank_idx on analytics_search_rollup (grain, segment, period, searches desc) include (query_norm, zero_results) where query_norm <> ''",
    },
    {
      name: 'analytics_search_rollup_zero_rank_idx',
      expression:
        "create index analytics_search_rollup_zero_rank_idx on analytics_search_rollup (grain, segment, period, zero_results desc) include (query_norm, searches) where query_norm <> '' and zero_results > 0",
    },
  ],
});

/** Page views per day and route pattern (ids folded into :id), staff left out. */
export const AnalyticsPageRollup = defineEntity({
  name: 'AnalyticsPageRollup',
  tableName: 'analytics_page_rollup',
  properties: {
    day: p.date().primary(),
    route: p.string().length(200).primary(),
    views: p.integer(),
  },
});

/**
 * Demand per searched part number over the last 7, 30, 90 and 365 whole days (up to yesterday): distinct
 * searching member companies and searches, rebuilt once a day by the worker.
 */
export const AnalyticsDemand = defineEntity({
  name: 'AnalyticsDemand',
  tableName: 'analytics_demand',
  properties: {
    windowDays: p.smallint().primary(),
    queryNorm: p.string().length(200).primary(),
    members: p.integer(),
    searches: p.integer(),
  },
  indexes: [
    {
      name: 'analytics_demand_rank_idx',
      expression:
        'create index analytics_demand_rank_idx on analytics_demand (window_days, members desc, searches desc, query_norm)',
    },
  ],
});

/** The home page's top searches (last 30 days), replaced by the worker at each fold. */
export const AnalyticsHomeTopSearch = defineEntity({
  name: 'AnalyticsHomeTopSearch',
  tableName: 'analytics_home_top_search',
  properties: {
    queryNorm: p.string().length(200).primary(),
    searches: p.integer(),
  },
});

/** How far the worker folded: the rollups hold every row created before folded_through. */
export const AnalyticsRollupState = defineEntity({
  name: 'AnalyticsRollupState',
  tableName: 'analytics_rollup_state',
  properties: {
    name: p.string().length(40).primary(),
    foldedThrough: p.datetime().nullable(),
    /** The day the demand windows were last rebuilt for (they end the day before). */
    demandDay: p.date().nullable(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});
