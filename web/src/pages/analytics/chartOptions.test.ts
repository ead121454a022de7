import { describe, expect, it } from 'vitest';
import type { AnalyticsPayloads } from '../../queries/analytics.ts';
import { pageViewsChart, topSearchesChart } from './chartOptions.ts';

const range = { from: '2026-11-20', to: '2026-11-26' };

describe('analytics charts', () => {
  it('draws the ten most searched part numbers with the biggest on top, against the previous period', () => {
    const results = Array.from({ length: 12 }, (_, index) => ({
      rank: index + 1,
      partNumber: `P${index + 1}`,
      typed: `p-${index + 1}`,
      searches: 100 - index,
      zeroResults: 0,
      previousSearches: 50,
      trendPercent: 10,
    }));
    const option = topSearchesChart({
      range,
      previousRange: range,
      total: { searches: 1, zeroResults: 0, previousSearches: 1, trendPercent: 0 },
      results,
      hasMore: false,
      daily: [],
    } satisfies AnalyticsPayloads['topSearches']) as {
      yAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    // echarts draws a category axis bottom-up: the first row goes last.
    expect(option.yAxis.data).toEqual([
      'p-10',
      'p-9',
      'p-8',
      'p-7',
      'p-6',
      'p-5',
      'p-4',
      'p-3',
      'p-2',
      'p-1',
    ]);
    expect(option.series.map((series) => series.name)).toEqual(['Previous period', 'This period']);
    expect(option.series[1]!.data.at(-1)).toBe(100);
  });

  it('draws one line per route with every day of the period, days without views at 0', () => {
    const option = pageViewsChart({
      range,
      previousRange: range,
      results: [],
      numResults: 0,
      daily: [
        { day: '2026-11-20', route: '/', views: 5 },
        { day: '2026-11-20', route: '/parts/:id', views: 2 },
        { day: '2026-11-21', route: '/', views: 7 },
      ],
    }) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-11-20', '2026-11-21']);
    expect(option.series).toEqual([
      { name: '/', type: 'line', data: [5, 7] },
      { name: '/parts/:id', type: 'line', data: [2, 0] },
    ]);
  });
});
