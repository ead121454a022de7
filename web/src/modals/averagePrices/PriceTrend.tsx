import type { BroadcastPrices } from '../../queries/broadcastPrices.ts';
import { priceLabel } from './chartOptions.ts';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period as the table names it: "Nov 2026", or the week's Monday "Week of 23 Nov 2026". */
export function periodLabel(start: string, period: BroadcastPrices['trendPeriod']): string {
  const date = new Date(`${start}T00:00:00Z`);
  return period === 'month' ? monthFormat.format(date) : `Week of ${dayFormat.format(date)}`;
}

/** The change of an average against the period before, as a signed percentage ('+12 %'), or '–' for the first. */
export function changeLabel(average: number, previous: number | undefined): string {
  if (previous === undefined || previous <= 0) return '–';
  const percent = Math.round(((average - previous) / previous) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`;
}

/**
 * The average price per week or month over every matching broadcast (the server groups them), newest period
 * first, with its change against the period before and a bar scaled to the highest average.
 */
export function PriceTrend({ prices }: { prices: BroadcastPrices }) {
  const periods = prices.trend;
  if (periods.length === 0) return null;
  const highest = Math.max(...periods.map((period) => period.average));
  const unit = prices.trendPeriod === 'month' ? 'month' : 'week';
  return (
    <div className="average-prices-trend table-scroll">
      <table data-testid="average-prices-trend">
        <caption>Average price per {unit}</caption>
        <thead>
          <tr>
            <th scope="col">{unit === 'month' ? 'Month' : 'Week'}</th>
            <th scope="col">Average</th>
            <th scope="col">Change</th>
            <th scope="col">Broadcasts</th>
          </tr>
        </thead>
        <tbody>
          {periods
            .map((period, index) => ({ period, previous: periods[index - 1]?.average }))
            .reverse()
            .map(({ period, previous }) => (
              <tr key={period.start}>
                <th scope="row">{periodLabel(period.start, prices.trendPeriod)}</th>
                <td>
                  <span
                    className="average-prices-bar"
                    style={{ width: `${highest > 0 ? Math.round((period.average / highest) * 100) : 0}%` }}
                    aria-hidden="true"
                  />
                  {priceLabel(period.average)}
                </td>
                <td>{changeLabel(period.average, previous)}</td>
                <td>{period.count}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
