import type { AnalyticsPayloads } from '../../queries/analytics.ts';

/** echarts options of the analytics views (pure data in, option out, so they can be tested without a canvas). */
export type ChartOption = Record<string, unknown>;

const CHART_ROWS = 10;
const grid = { left: 8, right: 24, top: 36, bottom: 8, containLabel: true };
const legend = { top: 0 };
const tooltip = { trigger: 'axis' };

/** Horizontal bars, biggest on top: the view's first rows, this period against the previous one. */
function comparisonBars(
  labels: string[],
  current: { name: string; values: number[] },
  previous: { name: string; values: number[] },
): ChartOption {
  return {
    grid,
    legend,
    tooltip,
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: [...labels].reverse(), axisLabel: { fontFamily: 'monospace' } },
    series: [
      {
        name: previous.name,
        type: 'bar',
        data: [...previous.values].reverse(),
        itemStyle: { color: '#b8c4d6' },
      },
      {
        name: current.name,
        type: 'bar',
        data: [...current.values].reverse(),
        itemStyle: { color: '#1f3a68' },
      },
    ],
  };
}

export function topSearchesChart(payload: AnalyticsPayloads['topSearches']): ChartOption {
  const rows = payload.results.slice(0, CHART_ROWS);
  return comparisonBars(
    rows.map((row) => row.typed || row.partNumber),
    { name: 'This period', values: rows.map((row) => row.searches) },
    { name: 'Previous period', values: rows.map((row) => row.previousSearches) },
  );
}

export function segmentsChart(payload: AnalyticsPayloads['segments']): ChartOption {
  const rows = payload.results.slice(0, 15);
  return comparisonBars(
    rows.map((row) => row.label),
    { name: 'This period', values: rows.map((row) => row.searches) },
    { name: 'Previous period', values: rows.map((row) => row.previousSearches) },
  );
}

/** Searches per day and those that found nothing. */
export function zeroResultsChart(payload: AnalyticsPayloads['zeroResults']): ChartOption {
  return {
    grid,
    legend,
    tooltip,
    xAxis: { type: 'category', data: payload.daily.map((day) => day.day) },
    yAxis: { type: 'value' },
    series: [
      {
        name: 'All searches',
        type: 'line',
        data: payload.daily.map((day) => day.searches),
        color: '#1f3a68',
      },
      {
        name: 'Found nothing',
        type: 'line',
        areaStyle: {},
        data: payload.daily.map((day) => day.zeroResults),
        color: '#c0392b',
      },
    ],
  };
}

/** Member companies searching against companies selling, for the most wanted part numbers. */
export function demandChart(payload: AnalyticsPayloads['demand']): ChartOption {
  const rows = payload.results.slice(0, CHART_ROWS);
  return comparisonBars(
    rows.map((row) => row.partNumber),
    { name: 'Members searching', values: rows.map((row) => row.members) },
    { name: 'Sellers', values: rows.map((row) => row.sellers) },
  );
}

/** Views per day of the most viewed routes, one line each. */
export function pageViewsChart(payload: AnalyticsPayloads['pageViews']): ChartOption {
  const days = [...new Set(payload.daily.map((row) => row.day))];
  const routes = [...new Set(payload.daily.map((row) => row.route))];
  const views = new Map(payload.daily.map((row) => [`${row.day} ${row.route}`, row.views]));
  return {
    grid: { ...grid, top: 56 },
    legend,
    tooltip,
    xAxis: { type: 'category', data: days },
    yAxis: { type: 'value' },
    series: routes.map((route) => ({
      name: route,
      type: 'line',
      data: days.map((day) => views.get(`${day} ${route}`) ?? 0),
    })),
  };
}
