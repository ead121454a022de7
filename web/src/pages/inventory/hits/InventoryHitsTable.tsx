import { Link } from 'react-router';
import type { InventoryHit } from '../../../api/types.ts';
import { formatDateTime } from '../../../format/dates.ts';

/** Searches that found the company's parts: what was searched, the part found, who and when. */
export function InventoryHitsTable({ hits }: { hits: InventoryHit[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Searched for</th>
            <th scope="col">Part Found</th>
            <th scope="col">Searched by</th>
            <th scope="col">Searched on</th>
          </tr>
        </thead>
        <tbody>
          {hits.map((hit, index) => (
            <tr key={`${hit.date}-${index}`} data-testid="inventory-hit">
              <td>{hit.searchterms}</td>
              <td className="nowrap">{hit.partnumber}</td>
              <td data-testid="inventory-hit-searcher">
                {hit.companyid !== null && hit.name ? (
                  <Link to={`/companies/${hit.companyid}`}>{hit.name}</Link>
                ) : (
                  <span className="muted">{hit.name ?? 'Unknown company'}</span>
                )}
              </td>
              <td className="nowrap" data-testid="inventory-hit-date">
                <time dateTime={hit.date}>{formatDateTime(hit.date)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
