import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CompanyTierBadge } from '../../components/parts/CompanyTierBadge.tsx';
import { formatPrice, normalisePartNumber, partStatsPageMeta, tierFlags, tierOfCode } from '@tbs/rules';
import type { PartStatsPayload } from '../../api/types.ts';
import { usePartStats } from '../../queries/parts.ts';
import { NOT_FOUND_HEAD, type PageHead } from '../../seo/pageHead.ts';
import { usePageHead } from '../../seo/usePageHead.ts';
import { HelpfulLinks, NOT_AVAILABLE_TEXT } from '../../components/HelpfulLinks.tsx';
import type { SortOrder } from '../../search/partsUrlState.ts';
import { SortHeader } from '../../components/table/SortHeader.tsx';
import { sortTraders, type TraderSort } from './traderSort.ts';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

const traderColumns: { label: string; sort: TraderSort }[] = [
  { label: 'Description', sort: 'Description' },
  { label: 'Manufacturer', sort: 'Manufacturer' },
  { label: 'Quantity', sort: 'Quantity' },
  { label: 'Condition', sort: 'PartCondition' },
  { label: 'Price', sort: 'Price' },
  { label: 'Company', sort: 'inv_companyname' },
];

/** The page's head from the statistics: the part as the first line names it; undefined without a line. */
function partStatsHead({ part, partStats }: PartStatsPayload['result']): PageHead | undefined {
  const [namedPart] = part;
  if (!namedPart) return undefined;
  const { partNumber, manufacturer, description } = namedPart;
  const { traders, totalQuantity } = partStats;
  return {
    ...partStatsPageMeta({ partNumber, manufacturer, description, traders, totalQuantity }),
    noindex: false,
  };
}

/** /parts/stats/{partNumber}: item, statistics and availability, all member traders; euro only. */
export function PartStatsPage() {
  const { partNumber = '' } = useParams();
  const partNumberNorm = normalisePartNumber(partNumber);
  const stats = usePartStats(partNumberNorm, partNumberNorm !== '' && partNumberNorm === partNumber);
  const [sort, setSort] = useState<TraderSort | null>(null);
  const [order, setOrder] = useState<SortOrder>('asc');
  const isMissing = !partNumberNorm || stats.isError || stats.data?.part.length === 0;
  // The same head the api renders for this page (api/src/seo/), noindex when nobody stocks the part.
  usePageHead(isMissing ? NOT_FOUND_HEAD : stats.data && partStatsHead(stats.data));

  if (partNumberNorm && partNumberNorm !== partNumber) {
    return <Navigate to={`/parts/stats/${partNumberNorm}`} replace />;
  }

  const sortBy = (column: TraderSort) => {
    setOrder(sort === column && order === 'asc' ? 'desc' : 'asc');
    setSort(column);
  };

  if (isMissing) {
    return (
      <section className="page not-found" data-testid="part-stats-missing">
        <h1>Part not found</h1>
        <p className="page-lead">{NOT_AVAILABLE_TEXT}</p>
        <HelpfulLinks />
      </section>
    );
  }
  if (stats.isPending)
    return <Skeleton blocks={1} blockHeight={320} lines={2} label="Loading the statistics" />;

  const { part, partStats, traders } = stats.data;
  const item = part[0];
  return (
    <section className="page part-stats" data-testid="part-stats">
      <h1>{item?.partNumber ?? partNumberNorm}: statistics and availability</h1>
      <div className="detail-columns">
        <section className="card">
          <h2>Item Details</h2>
          <dl className="detail-list">
            <dt>Part number</dt>
            <dd>{item?.partNumber}</dd>
            <dt>Manufacturer</dt>
            <dd>{item?.manufacturer}</dd>
            <dt>Description</dt>
            <dd>{item?.description}</dd>
          </dl>
          <p>
            <Link to={`/broadcasts?query=${encodeURIComponent(item?.partNumber ?? partNumberNorm)}`}>
              Broadcasts for {item?.partNumber ?? partNumberNorm}
            </Link>
          </p>
        </section>
        <section className="card" data-testid="part-stats-summary">
          <h2>Statistics and availability</h2>
          <dl className="detail-list">
            <dt>Traders</dt>
            <dd data-testid="part-stats-traders">{partStats.traders}</dd>
            <dt>Total quantity</dt>
            <dd>{partStats.totalQuantity.toLocaleString('en-US')}</dd>
            <dt>Minimum price</dt>
            <dd>{formatPrice(partStats.minPrice)}</dd>
            <dt>Median price</dt>
            <dd>{formatPrice(partStats.medianPrice)}</dd>
            <dt>Maximum price</dt>
            <dd>{formatPrice(partStats.maxPrice)}</dd>
          </dl>
          {partStats.byCondition.length > 0 && (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Condition</th>
                  <th scope="col">Traders</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {partStats.byCondition.map((row) => (
                  <tr key={row.condition}>
                    <td>{row.condition}</td>
                    <td>{row.traders}</td>
                    <td>{row.quantity}</td>
                    <td>{formatPrice(row.minPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <section className="card">
        <h2>Traders</h2>
        <div className="table-scroll">
          <table className="data-table" data-testid="part-stats-table">
            <thead>
              <tr>
                {traderColumns.map((column) => (
                  <SortHeader
                    key={column.sort}
                    label={column.label}
                    active={sort === column.sort}
                    order={order}
                    onSort={() => sortBy(column.sort)}
                    testId={`sort-${column.sort}`}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {sortTraders(traders, sort, order).map((trader) => (
                <tr key={trader.id} data-testid="part-stats-row">
                  <td>{trader.Description}</td>
                  <td>{trader.Manufacturer}</td>
                  <td>{trader.Quantity}</td>
                  <td>{trader.PartCondition}</td>
                  <td className="nowrap">{formatPrice(trader.Price)}</td>
                  <td>
                    {trader.CompanyID !== undefined ? (
                      <Link to={`/companies/${trader.CompanyID}`}>{trader.inv_companyname}</Link>
                    ) : (
                      trader.inv_companyname
                    )}{' '}
                    <CompanyTierBadge company={tierFlags(tierOfCode(trader.inv_trusted))} />
                    {trader.inv_country && <span className="muted"> {trader.inv_country}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="card">
        <h2>More on TBS</h2>
        <HelpfulLinks />
      </section>
    </section>
  );
}
