import { describe, expect, it } from 'vitest';
import type { BroadcastPrices } from '../../queries/broadcastPrices.ts';
import { showsAveragePrices } from './AveragePricesButton.tsx';
import { changeLabel, periodLabel } from './PriceTrend.tsx';
import {
  averagePricesChartOptions,
  broadcastIdOfPoint,
  MAX_X_TICKS,
  MIN_PRICE,
  priceLabel,
  timeAxis,
} from './chartOptions.ts';

const DAY = 86_400_000;

/** Prices of `days` days, one broadcast a day from 1 September 2026, ids 1000 + day. */
function pricesOver(days: number): BroadcastPrices {
  const start = Date.parse('2026-09-01T10:00:00Z');
  const results = Array.from({ length: days }, (_, day) => ({
    id: 1000 + day,
    date: new Date(start + day * DAY).toISOString(),
    price: day === 0 ? 0.5 : 100 + day,
  }));
  return {
    results,
    numResults: days,
    min: 0.5,
    median: 150,
    max: 99 + days,
    average: 120,
    trendPeriod: 'week',
    trend: [],
  };
}

/** The ticks a value axis draws: from min to max every interval. */
const ticks = (axis: { min: number; max: number; interval: number }) =>
  Math.floor((axis.max - axis.min) / axis.interval) + 1;

describe('averagePricesChartOptions', () => {
  it('puts prices on a logarithmic axis from 0.1', () => {
    const options = averagePricesChartOptions(pricesOver(30));
    expect(options.yAxis).toMatchObject({ type: 'log', min: MIN_PRICE });
    expect(MIN_PRICE).toBe(0.1);
  });

  it('draws at most 10 x-axis ticks, over a day, a month or a year, and every point inside the axis', () => {
    for (const days of [1, 2, 9, 10, 11, 30, 90, 365]) {
      const prices = pricesOver(days);
      const { xAxis } = averagePricesChartOptions(prices);
      expect(ticks(xAxis)).toBeLessThanOrEqual(MAX_X_TICKS);
      for (const point of prices.results) {
        expect(Date.parse(point.date)).toBeGreaterThanOrEqual(xAxis.min);
        expect(Date.parse(point.date)).toBeLessThanOrEqual(xAxis.max);
      }
    }
    expect(ticks(timeAxis([0, 1000 * DAY]))).toBeLessThanOrEqual(10);
  });

  it('draws the min, median and max lines', () => {
    const [series] = averagePricesChartOptions(pricesOver(30)).series;
    expect(series!.markLine.data.map((line) => [line.name, line.yAxis])).toEqual([
      ['Min', 0.5],
      ['Median', 150],
      ['Max', 129],
    ]);
    const empty = averagePricesChartOptions({
      results: [],
      numResults: 0,
      min: null,
      median: null,
      max: null,
      average: null,
      trendPeriod: 'week',
      trend: [],
    });
    expect(empty.series[0]!.markLine.data).toEqual([]);
  });

  it('maps a clicked point to its broadcast', () => {
    const [series] = averagePricesChartOptions(pricesOver(3)).series;
    const second = series!.data[1]!;
    expect(broadcastIdOfPoint({ value: second })).toBe(1001);
    expect(broadcastIdOfPoint({ value: undefined })).toBeNull();
    expect(broadcastIdOfPoint({ value: 129 })).toBeNull();
  });

  it('leaves out CALL prices (0), which have no place on a log scale', () => {
    const prices = pricesOver(3);
    prices.results[1]!.price = 0;
    expect(averagePricesChartOptions(prices).series[0]!.data.map((point) => point[2])).toEqual([1000, 1002]);
  });

  it('writes cents below one euro', () => {
    expect(priceLabel(0.1)).toBe('€0.1');
    expect(priceLabel(1234.4)).toBe('€1,234');
  });
});

describe('showsAveragePrices', () => {
  it('is for signed-in members searching WTS (or both lists) with a query', () => {
    expect(showsAveragePrices(true, { query: 'DL380', listType: 'WTS' })).toBe(true);
    expect(showsAveragePrices(false, { query: 'DL380', listType: 'WTS' })).toBe(false);
    expect(showsAveragePrices(true, { query: 'DL380', listType: 'WTB' })).toBe(false);
    expect(showsAveragePrices(true, { query: 'DL380' })).toBe(true);
    expect(showsAveragePrices(true, { query: 'DL380', listType: 'All' })).toBe(true);
    expect(showsAveragePrices(true, { query: ' ', listType: 'WTS' })).toBe(false);
  });
});

describe('the price trend', () => {
  it('names a month, or a week by its Monday', () => {
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(periodLabel('2026-11-23', 'week')).toBe('Week of 23 Nov 2026');
  });

  it('gives the change against the period before', () => {
    expect(changeLabel(110, undefined)).toBe('–');
    expect(changeLabel(110, 100)).toBe('+10 %');
    expect(changeLabel(90, 100)).toBe('−10 %');
    expect(changeLabel(100, 100)).toBe('±0 %');
  });
});
