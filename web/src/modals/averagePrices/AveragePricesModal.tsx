import type { BroadcastPrices } from '../../queries/broadcastPrices.ts';
import { Modal } from '../Modal.tsx';
import { AveragePricesChart } from './AveragePricesChart.tsx';
import { priceLabel } from './chartOptions.ts';
import { PriceTrend } from './PriceTrend.tsx';
import './averagePrices.css';

interface AveragePricesModalProps {
  query: string;
  prices: BroadcastPrices;
  onClose(): void;
}

/** Opens a broadcast of the chart in a new tab, so the chart stays open. */
const openBroadcast = (broadcastId: number) =>
  window.open(`/broadcasts/${broadcastId}`, '_blank', 'noopener');

/**
 * The average prices of a WTS search: the mean, min, median and max in euro, the average per week or month
 * (the trend) and the chart of the newest prices (loaded with its data).
 */
export default function AveragePricesModal({ query, prices, onClose }: AveragePricesModalProps) {
  const figures = [
    ['Average', prices.average],
    ['Min', prices.min],
    ['Median', prices.median],
    ['Max', prices.max],
  ] as const;
  return (
    <Modal title={`Average prices: ${query}`} onClose={onClose} size="wide" testId="average-prices-modal">
      {prices.numResults === 0 ? (
        <p className="muted">No prices found for this search.</p>
      ) : (
        <>
          <dl className="average-prices-figures" data-testid="average-prices-figures">
            {figures.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value === null ? '–' : priceLabel(value)}</dd>
              </div>
            ))}
          </dl>
          <AveragePricesChart prices={prices} onPointClick={openBroadcast} />
          <p className="muted">
            {prices.numResults} WTS broadcasts with a price, in euro
            {prices.results.length < prices.numResults
              ? ` (the newest ${prices.results.length} on the chart)`
              : ''}
            . Click a point to open its broadcast.
          </p>
          <PriceTrend prices={prices} />
        </>
      )}
    </Modal>
  );
}
