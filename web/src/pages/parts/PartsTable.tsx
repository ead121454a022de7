import type { KeyboardEvent, MouseEvent } from 'react';
import type { Hit } from 'instantsearch.js';
import { Highlight } from 'react-instantsearch';
import { Link, useNavigate } from 'react-router';
import { isOn, type PartCompany } from '../../api/types.ts';
import { CompanyTierBadge } from '../../components/parts/CompanyTierBadge.tsx';
import { formatPrice, type Currency, type Rates } from '@tbs/rules';
import type { PartSearchHit } from '../../search/partsSearchClient.ts';
import type { PartsSort, SortOrder } from '../../search/partsUrlState.ts';
import { companyPath, isPlainClick } from '../../router/paths.ts';
import { CompanyOnlyButton } from './CompanyFilter.tsx';
import { RFQ_UNAVAILABLE, rfqAvailability } from './rfqAvailability.ts';
import { SortHeader } from '../../components/table/SortHeader.tsx';

const columns: { label: string; sort: PartsSort | null; membersOnly?: boolean }[] = [
  { label: 'Partnumber', sort: 'partnumber' },
  { label: 'Manufacturer', sort: 'manufacturer' },
  { label: 'Description', sort: null },
  { label: 'Quantity', sort: 'quantity' },
  { label: 'Condition', sort: 'condition' },
  { label: 'Price', sort: 'price' },
  // The server ignores a visitor's company sort: its order would group the masked rows by seller.
  { label: 'Company', sort: 'company', membersOnly: true },
];

/** A hit as InstantSearch's `<Highlight>` takes it (it reads `_highlightResult` only). */
const asHit = (hit: PartSearchHit) => hit as unknown as Hit;

/** A part's id (members) or its visitor token. */
type PartRef = PartSearchHit['id'];

const partPath = (id: PartRef) => `/parts/${encodeURIComponent(id)}`;

interface PartsTableProps {
  hits: PartSearchHit[];
  sort: PartsSort | null;
  order: SortOrder;
  onSort: (sort: PartsSort) => void;
  currency: Currency;
  rates: Rates | null;
  isMember: boolean;
  onRfq: (partId: PartRef) => void;
  /** Opens the company modal; ctrl/meta clicks on the company open its page in a new tab instead. */
  onCompany: (company: PartCompany & { id: number }) => void;
  /** Narrows the search to one company's parts; absent while the search is already narrowed. */
  onCompanyFilter?: (companyId: number) => void;
}

/** The results table of one search term; a row opens the part (ctrl/meta click: new tab). */
export function PartsTable({
  hits,
  sort,
  order,
  onSort,
  currency,
  rates,
  isMember,
  onRfq,
  onCompany,
  onCompanyFilter,
}: PartsTableProps) {
  const navigate = useNavigate();

  const openPart = (event: MouseEvent<HTMLTableRowElement>, id: PartRef) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (event.ctrlKey || event.metaKey) window.open(partPath(id), '_blank', 'noopener');
    else void navigate(partPath(id));
  };

  // Arrow keys walk the rows (up from the first goes back to the search box), Enter opens the part.
  const walkRows = (event: KeyboardEvent<HTMLTableRowElement>, id: PartRef) => {
    if (event.target !== event.currentTarget) return;
    const row = event.currentTarget;
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="parts-row"]')];
    const at = rows.indexOf(row);
    if (event.key === 'Enter') void navigate(partPath(id));
    else if (event.key === 'ArrowDown') rows[at + 1]?.focus();
    else if (event.key === 'ArrowUp')
      (rows[at - 1] ?? document.querySelector<HTMLElement>('[data-testid="parts-search-input"]'))?.focus();
    else return;
    event.preventDefault();
  };

  // A plain click opens the company modal; other clicks follow the link (ctrl/meta: new tab).
  const openCompany = (company: PartCompany & { id: number }) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onCompany(company);
  };

  return (
    <div className="table-scroll">
      <table className="data-table parts-table">
        <thead>
          <tr>
            {columns.map((column) =>
              column.sort && (isMember || !column.membersOnly) ? (
                <SortHeader
                  key={column.label}
                  label={column.label}
                  active={sort === column.sort}
                  order={order}
                  onSort={() => onSort(column.sort as PartsSort)}
                  testId={`sort-${column.sort}`}
                />
              ) : (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ),
            )}
            <th scope="col">
              <span className="visually-hidden">Request for quote</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => (
            <tr
              key={hit.objectID}
              className="clickable-row"
              tabIndex={0}
              onClick={(event) => openPart(event, hit.id)}
              onKeyDown={(event) => walkRows(event, hit.id)}
              data-testid="parts-row"
            >
              <td className="nowrap">
                <Link to={partPath(hit.id)}>
                  <Highlight attribute="partNumber" hit={asHit(hit)} />
                </Link>
              </td>
              <td>
                <Highlight attribute="manufacturer" hit={asHit(hit)} />
              </td>
              <td>
                <Highlight attribute="description" hit={asHit(hit)} />
              </td>
              <td>{hit.quantity}</td>
              <td>{hit.partCondition}</td>
              <td className="nowrap" data-testid="parts-price">
                {formatPrice(hit.price, currency, rates)}
              </td>
              <td>
                {isMember && hit.company.id !== undefined ? (
                  <Link
                    to={companyPath(hit.company.id)}
                    onClick={openCompany({ ...hit.company, id: hit.company.id })}
                    data-testid="parts-company"
                  >
                    {hit.company.name}
                  </Link>
                ) : (
                  <span data-testid="parts-company">{hit.company.name}</span>
                )}{' '}
                <CompanyTierBadge company={hit.company} />
                {isMember && onCompanyFilter && hit.company.id !== undefined && (
                  <CompanyOnlyButton
                    companyName={hit.company.name}
                    onFilter={() => onCompanyFilter(hit.company.id!)}
                  />
                )}
              </td>
              <td>
                <RfqButton hit={hit} isMember={isMember} onRfq={onRfq} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The RFQ button of a row: for members by the same rule as part detail. Visitors send RFQs from here only,
 * with a captcha in the form (spec part 2, section 6: "RFQ needs captcha only on the RFQ form, no button on
 * part detail"); they see no contacts, so only the part's own flag hides it and the server says when no
 * contact takes RFQs.
 */
function RfqButton({
  hit,
  isMember,
  onRfq,
}: {
  hit: PartSearchHit;
  isMember: boolean;
  onRfq: (partId: PartRef) => void;
}) {
  const rfq = isMember ? rfqAvailability(hit, true) : isOn(hit.isRFQDisabled) ? 'hidden' : 'enabled';
  if (rfq === 'hidden') return null;
  return (
    <button
      type="button"
      className="button button--primary button--small"
      disabled={rfq === 'disabled'}
      title={rfq === 'disabled' ? RFQ_UNAVAILABLE : undefined}
      onClick={() => onRfq(hit.id)}
      data-testid="rfq-button"
    >
      RFQ
    </button>
  );
}
