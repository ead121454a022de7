import { TRUST_TIERS } from '@tbs/rules';
import type { DemandRow } from '../../queries/analytics/demand.ts';
import type { RouteViewsRow } from '../../queries/analytics/pageViews.ts';
import { trendPercent } from '../../queries/analytics/period.ts';
import type { DailyTotalRow, QueryCountRow, SegmentRow } from '../../queries/analytics/searches.ts';
import type { CsvCell } from './csv.ts';

/** What the analytics answers are made of, and the same tables as CSV columns and rows. */

export const presentDaily = (rows: DailyTotalRow[]) =>
  rows.map((row) => ({ day: row.day, searches: row.searches, zeroResults: row.zero_results }));

/** The typed forms of the part numbers (queries/analytics/typedForms.ts); the normalised one when unknown. */
type TypedForms = ReadonlyMap<string, string>;

export function presentTopSearches(rows: QueryCountRow[], offset: number, typed: TypedForms = new Map()) {
  return rows.map((row, index) => ({
    rank: offset + index + 1,
    partNumber: row.query_norm,
    typed: typed.get(row.query_norm) ?? row.query_norm,
    searches: row.searches,
    zeroResults: row.zero_results,
    previousSearches: row.previous_searches,
    trendPercent: trendPercent(row.searches, row.previous_searches),
  }));
}
export const TOP_SEARCHES_CSV = [
  'Rank',
  'Part number',
  'Searches',
  'Found nothing',
  'Previous period',
  'Trend %',
];
export const topSearchesCsvRow = (row: ReturnType<typeof presentTopSearches>[number]): CsvCell[] => [
  row.rank,
  row.partNumber,
  row.searches,
  row.zeroResults,
  row.previousSearches,
  row.trendPercent,
];

export function presentZeroResults(rows: QueryCountRow[], offset: number, typed: TypedForms = new Map()) {
  return rows.map((row, index) => ({
    rank: offset + index + 1,
    partNumber: row.query_norm,
    typed: typed.get(row.query_norm) ?? row.query_norm,
    zeroResultSearches: row.zero_results,
    searches: row.searches,
    previousZeroResultSearches: row.previous_searches,
    trendPercent: trendPercent(row.zero_results, row.previous_searches),
  }));
}
export const ZERO_RESULTS_CSV = [
  'Rank',
  'Part number',
  'Found nothing',
  'All searches',
  'Previous period',
  'Trend %',
];
export const zeroResultsCsvRow = (row: ReturnType<typeof presentZeroResults>[number]): CsvCell[] => [
  row.rank,
  row.partNumber,
  row.zeroResultSearches,
  row.searches,
  row.previousZeroResultSearches,
  row.trendPercent,
];

export function presentSegments(rows: SegmentRow[], countryNames: Map<string, string>) {
  return rows.map((row) => {
    const code = row.segment.slice(2);
    const label = row.segment.startsWith('T:')
      ? (TRUST_TIERS[Number(code)] ?? code)
      : (countryNames.get(code) ?? (code === '--' ? 'No company' : code));
    return {
      code,
      label,
      searches: row.searches,
      zeroResults: row.zero_results,
      previousSearches: row.previous_searches,
      trendPercent: trendPercent(row.searches, row.previous_searches),
    };
  });
}
export const SEGMENTS_CSV = ['Code', 'Segment', 'Searches', 'Found nothing', 'Previous period', 'Trend %'];
export const segmentsCsvRow = (row: ReturnType<typeof presentSegments>[number]): CsvCell[] => [
  row.code,
  row.label,
  row.searches,
  row.zeroResults,
  row.previousSearches,
  row.trendPercent,
];

export const presentDemand = (rows: DemandRow[]) =>
  rows.map((row) => ({
    partNumber: row.query_norm,
    members: row.members,
    searches: row.searches,
    stockQuantity: row.stock_quantity,
    sellers: row.sellers,
  }));
export const DEMAND_CSV = ['Part number', 'Member companies', 'Searches', 'Stock quantity', 'Sellers'];
export const demandCsvRow = (row: ReturnType<typeof presentDemand>[number]): CsvCell[] => [
  row.partNumber,
  row.members,
  row.searches,
  row.stockQuantity,
  row.sellers,
];

export const presentRouteViews = (rows: RouteViewsRow[]) =>
  rows.map((row) => ({
    route: row.route,
    views: row.views,
    previousViews: row.previous_views,
    trendPercent: trendPercent(row.views, row.previous_views),
  }));
export const PAGE_VIEWS_CSV = ['Route', 'Views', 'Previous period', 'Trend %'];
export const pageViewsCsvRow = (row: ReturnType<typeof presentRouteViews>[number]): CsvCell[] => [
  row.route,
  row.views,
  row.previousViews,
  row.trendPercent,
];
