import { formatPrice } from '@tbs/rules';
import type { BroadcastPrices } from '../../queries/broadcastPrices.ts';

/** Spec section 9: at most 10 x-axis ticks, a logarithmic price scale starting at 0.1. */
export const MAX_X_TICKS = 10;
export const MIN_PRICE = 0.1;

const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const fullDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A price in euro as the chart writes it: whole euros, cents below one euro ('€0.1'). */
export function priceLabel(euro: number): string {
  return euro >= 1 ? formatPrice(euro) : `€${Number(euro.toPrecision(2))}`;
}

/** A point of the chart: [sent at (ms), price in euro, broadcast id]. */
export type ChartPoint = [number, number, number];

/**
 * The x-axis range and tick interval: a whole number of days (at least one), wide enough that the range holds
 * at most MAX_X_TICKS ticks (the axis starts on the first point and ticks every `interval`).
 */
export function timeAxis(times: readonly number[]): { min: number; max: number; interval: number } {
  const first = Math.min(...times);
  const last = Math.max(...times);
  const min = Math.floor(first / DAY_MS) * DAY_MS;
  const span = Math.max(Math.ceil(last / DAY_MS) * DAY_MS - min, DAY_MS);
  const interval = Math.max(DAY_MS, Math.ceil(span / (MAX_X_TICKS - 1) / DAY_MS) * DAY_MS);
  return { min, max: min + interval * Math.ceil(span / interval), interval };
}

/** The points the chart can place: a positive price (0 is CALL and has no place on a log scale). */
export function chartPoints(prices: BroadcastPrices): ChartPoint[] {
  return prices.results
    .filter((point) => point.price > 0 && !Number.isNaN(Date.parse(point.date)))
    .map((point) => [Date.parse(point.date), point.price, point.id]);
}

/** The broadcast a clicked point stands for (echarts hands the point's value), else null. */
export function broadcastIdOfPoint(params: { value?: unknown }): number | null {
  const value = params.value;
  if (!Array.isArray(value) || typeof value[2] !== 'number') return null;
  return value[2];
}

/**
 * The echarts option of the average prices chart: the broadcasts' prices over time on a logarithmic price axis
 * (from 0.1), at most 10 date ticks, and the min, median and max lines. Plain data, so it is tested without a
 * browser; AveragePricesChart registers only the parts it names (scatter, grid with its axes, tooltip,
 * markLine, the SVG renderer).
 */
export function averagePricesChartOptions(prices: BroadcastPrices) {
  const points = chartPoints(prices);
  const x = timeAxis(points.length ? points.map((point) => point[0]) : [Date.now()]);
  const figures: Array<[string, number | null]> = [
    ['Min', prices.min],
    ['Median', prices.median],
    ['Max', prices.max],
  ];
  const lines = figures.flatMap(([name, price]) =>
    price !== null && price > 0
      ? [{ name, yAxis: Math.max(price, MIN_PRICE), label: { formatter: `${name} ${priceLabel(price)}` } }]
      : [],
  );
  return {
    animation: false,
    grid: { left: 64, right: 96, top: 24, bottom: 40 },
    tooltip: {
      trigger: 'item' as const,
      formatter: (params: { value?: unknown }) => {
        const value = params.value as ChartPoint | undefined;
        return value ? `${fullDateFormat.format(new Date(value[0]))}<br/>${priceLabel(value[1])}` : '';
      },
    },
    xAxis: {
      type: 'value' as const,
      min: x.min,
      max: x.max,
      interval: x.interval,
      axisLabel: { formatter: (value: number) => dayFormat.format(new Date(value)) },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'log' as const,
      logBase: 10,
      min: MIN_PRICE,
      axisLabel: { formatter: (value: number) => priceLabel(value) },
    },
    series: [
      {
        type: 'scatter' as const,
        name: 'Price',
        symbolSize: 9,
        cursor: 'pointer',
        data: points,
        markLine: {
          symbol: 'none',
          silent: true,
          label: { position: 'end' as const },
          data: lines,
        },
      },
    ],
  };
}
