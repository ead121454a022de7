import { Link } from 'react-router';
import { useAnalytics, type AnalyticsParams, type AnalyticsPayloads } from '../../queries/analytics.ts';
import { partSearchPath } from '../../router/paths.ts';
import { AnalyticsTable, formatCount, Trend } from './AnalyticsTable.tsx';
import {
  demandChart,
  pageViewsChart,
  segmentsChart,
  topSearchesChart,
  zeroResultsChart,
} from './chartOptions.ts';
import { ViewFrame } from './ViewFrame.tsx';

export const PAGE_SIZE = 50;

export interface ViewProps {
  params: AnalyticsParams;
  page: number;
  onPage(page: number): void;
  /** Narrows top searches to a country or tier (a click on a segment row). */
  onSegment?(segment: { country?: string; tier?: string }): void;
}

const rangeText = (range: { from: string; to: string }) =>
  range.from === range.to ? range.from : `${range.from} to ${range.to}`;

/** A searched part number as members typed it (the normalised form when unknown), linked to its search. */
const PartNumber = ({ partNumber, typed }: { partNumber: string; typed?: string }) => (
  <Link to={partSearchPath(typed || partNumber)} className="part-number">
    {typed || partNumber}
  </Link>
);

export function TopSearchesView({ params, page, onPage }: ViewProps) {
  const query = { ...params, page, pageSize: PAGE_SIZE };
  const answer = useAnalytics('topSearches', query);
  type Payload = AnalyticsPayloads['topSearches'];
  return (
    <ViewFrame<Payload>
      view="topSearches"
      params={query}
      answer={answer}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      chart={topSearchesChart}
      chartLabel="The ten most searched part numbers, this period against the previous one"
      hasMore={(payload) => payload.hasMore}
      summary={(payload) => (
        <p data-testid="analytics-summary">
          <strong>{formatCount(payload.total.searches)}</strong> searches from {rangeText(payload.range)}{' '}
          <Trend percent={payload.total.trendPercent} /> against {rangeText(payload.previousRange)};{' '}
          {formatCount(payload.total.zeroResults)} of them found nothing.
        </p>
      )}
      table={(payload) => (
        <AnalyticsTable
          rows={payload.results}
          rowKey={(row) => row.partNumber}
          empty="No searches in this period."
          columns={[
            { label: 'Rank', cell: (row) => row.rank, numeric: true },
            {
              label: 'Part number',
              cell: (row) => <PartNumber partNumber={row.partNumber} typed={row.typed} />,
            },
            { label: 'Searches', cell: (row) => formatCount(row.searches), numeric: true },
            { label: 'Found nothing', cell: (row) => formatCount(row.zeroResults), numeric: true },
            { label: 'Previous period', cell: (row) => formatCount(row.previousSearches), numeric: true },
            { label: 'Trend', cell: (row) => <Trend percent={row.trendPercent} />, numeric: true },
          ]}
        />
      )}
    />
  );
}

export function SegmentsView({ params, page, onPage, onSegment }: ViewProps) {
  const answer = useAnalytics('segments', params);
  type Payload = AnalyticsPayloads['segments'];
  const dimension = params.dimension === 'tier' ? 'tier' : 'country';
  return (
    <ViewFrame<Payload>
      view="segments"
      params={params}
      answer={answer}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      chart={segmentsChart}
      chartLabel={`Searches per ${dimension}, this period against the previous one`}
      summary={(payload) => (
        <p data-testid="analytics-summary">
          Searches per searcher {dimension} from {rangeText(payload.range)}. Choose one to see its top
          searches.
        </p>
      )}
      table={(payload) => (
        <AnalyticsTable
          rows={payload.results}
          rowKey={(row) => row.code}
          empty="No searches in this period."
          columns={[
            {
              label: dimension === 'tier' ? 'Tier' : 'Country',
              cell: (row) => (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    onSegment?.(dimension === 'tier' ? { tier: row.code } : { country: row.code })
                  }
                >
                  {row.label}
                </button>
              ),
            },
            { label: 'Searches', cell: (row) => formatCount(row.searches), numeric: true },
            { label: 'Found nothing', cell: (row) => formatCount(row.zeroResults), numeric: true },
            { label: 'Previous period', cell: (row) => formatCount(row.previousSearches), numeric: true },
            { label: 'Trend', cell: (row) => <Trend percent={row.trendPercent} />, numeric: true },
          ]}
        />
      )}
    />
  );
}

export function ZeroResultsView({ params, page, onPage }: ViewProps) {
  const query = { ...params, page, pageSize: PAGE_SIZE };
  const answer = useAnalytics('zeroResults', query);
  type Payload = AnalyticsPayloads['zeroResults'];
  return (
    <ViewFrame<Payload>
      view="zeroResults"
      params={query}
      answer={answer}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      chart={zeroResultsChart}
      chartLabel="Searches per day and those that found nothing"
      hasMore={(payload) => payload.hasMore}
      summary={(payload) => (
        <p data-testid="analytics-summary">
          Part numbers searched from {rangeText(payload.range)} that found nothing: demand with no supply.
        </p>
      )}
      table={(payload) => (
        <AnalyticsTable
          rows={payload.results}
          rowKey={(row) => row.partNumber}
          empty="Every search found something in this period."
          columns={[
            { label: 'Rank', cell: (row) => row.rank, numeric: true },
            {
              label: 'Part number',
              cell: (row) => <PartNumber partNumber={row.partNumber} typed={row.typed} />,
            },
            { label: 'Found nothing', cell: (row) => formatCount(row.zeroResultSearches), numeric: true },
            { label: 'All searches', cell: (row) => formatCount(row.searches), numeric: true },
            {
              label: 'Previous period',
              cell: (row) => formatCount(row.previousZeroResultSearches),
              numeric: true,
            },
            { label: 'Trend', cell: (row) => <Trend percent={row.trendPercent} />, numeric: true },
          ]}
        />
      )}
    />
  );
}

export function DemandView({ params, page, onPage }: ViewProps) {
  const query = { window: params.window, unstocked: params.unstocked, page, pageSize: PAGE_SIZE };
  const answer = useAnalytics('demand', query);
  type Payload = AnalyticsPayloads['demand'];
  return (
    <ViewFrame<Payload>
      view="demand"
      params={query}
      answer={answer}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      chart={demandChart}
      chartLabel="Member companies searching against companies selling, most wanted part numbers"
      numResults={(payload) => payload.numResults}
      summary={(payload) => (
        <p data-testid="analytics-summary">
          {formatCount(payload.numResults)} part numbers searched from {rangeText(payload.range)}, by how many
          member companies searched them, against the stock listed now.
        </p>
      )}
      table={(payload) => (
        <AnalyticsTable
          rows={payload.results}
          rowKey={(row) => row.partNumber}
          empty="No searches in this window."
          columns={[
            { label: 'Part number', cell: (row) => <PartNumber partNumber={row.partNumber} /> },
            { label: 'Member companies', cell: (row) => formatCount(row.members), numeric: true },
            { label: 'Searches', cell: (row) => formatCount(row.searches), numeric: true },
            { label: 'Stock quantity', cell: (row) => formatCount(row.stockQuantity), numeric: true },
            { label: 'Sellers', cell: (row) => formatCount(row.sellers), numeric: true },
          ]}
        />
      )}
    />
  );
}

export function PageViewsView({ params, page, onPage }: ViewProps) {
  const query = { period: params.period, from: params.from, to: params.to, page, pageSize: PAGE_SIZE };
  const answer = useAnalytics('pageViews', query);
  type Payload = AnalyticsPayloads['pageViews'];
  return (
    <ViewFrame<Payload>
      view="pageViews"
      params={query}
      answer={answer}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      chart={pageViewsChart}
      chartLabel="Views per day of the five most viewed routes"
      numResults={(payload) => payload.numResults}
      summary={(payload) => (
        <p data-testid="analytics-summary">
          Page views per route from {rangeText(payload.range)} (ids folded into the route), staff left out.
        </p>
      )}
      table={(payload) => (
        <AnalyticsTable
          rows={payload.results}
          rowKey={(row) => row.route}
          empty="No page views in this period."
          columns={[
            { label: 'Route', cell: (row) => <code>{row.route}</code> },
            { label: 'Views', cell: (row) => formatCount(row.views), numeric: true },
            { label: 'Previous period', cell: (row) => formatCount(row.previousViews), numeric: true },
            { label: 'Trend', cell: (row) => <Trend percent={row.trendPercent} />, numeric: true },
          ]}
        />
      )}
    />
  );
}
