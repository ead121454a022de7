import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BroadcastSummary } from '../../api/types.ts';
import { formatShortDateTime } from '../../format/dates.ts';
import type { CompanyModalCompany } from '../../modals/CompanyModal.tsx';
import { CompanyModalLoader } from '../../modals/CompanyModalLoader.tsx';
import { OwnBroadcastMenu } from './OwnBroadcastMenu.tsx';

export const broadcastPath = (id: number) => `/broadcasts/${id}`;

interface BroadcastTableProps {
  broadcasts: BroadcastSummary[];
  /** Narrows the list to one company's broadcasts (the "only" button of the From column). */
  onCompany?: (companyId: number) => void;
  /** After a resend or removal from the own menu. */
  onChanged?: () => void;
}

/** Broadcast / From / Date; a row click opens the broadcast (ctrl/meta: a new tab). */
export function BroadcastTable({ broadcasts, onCompany, onChanged }: BroadcastTableProps) {
  const navigate = useNavigate();

  // Members' rows name the company (visitors': 'TBS Member' without an id): a click opens its modal.
  const [companyShown, setCompanyShown] = useState<CompanyModalCompany | null>(null);
  const openBroadcast = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // Links, buttons and menus inside the row do their own thing.
    if (event.target instanceof Element && event.target.closest('a, button, [role="menu"]')) return;
    if (event.ctrlKey || event.metaKey) window.open(broadcastPath(id), '_blank', 'noopener');
    else void navigate(broadcastPath(id));
  };

  return (
    <div className="table-scroll">
      <table className="data-table broadcast-table" data-testid="broadcast-table">
        <thead>
          <tr>
            <th scope="col">Broadcast</th>
            <th scope="col">From</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {broadcasts.map((broadcast) => {
            const companyId = broadcast.company.id;
            return (
              <tr
                key={broadcast.id}
                className="clickable-row"
                onClick={(event) => openBroadcast(event, broadcast.id)}
                data-testid="broadcast-row"
              >
                <td>
                  <span className={`side-tag side-tag--${broadcast.side.toLowerCase()}`}>
                    {broadcast.side}
                  </span>
                  <Link to={broadcastPath(broadcast.id)}>{broadcast.subject}</Link>
                  <span className="muted broadcast-list-name"> · {broadcast.broadcastListName}</span>
                </td>
                <td>
                  {companyId === undefined ? (
                    broadcast.company.name
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setCompanyShown({ ...broadcast.company, id: companyId })}
                      data-testid="broadcast-company"
                    >
                      {broadcast.company.name}
                    </button>
                  )}
                  {onCompany && companyId !== undefined && (
                    <button
                      type="button"
                      className="link-button company-only"
                      onClick={() => onCompany(companyId)}
                      title={`Only broadcasts of ${broadcast.company.name}`}
                      aria-label={`Only broadcasts of ${broadcast.company.name}`}
                      data-testid="broadcast-company-only"
                    >
                      only
                    </button>
                  )}
                </td>
                <td className="nowrap">
                  {formatShortDateTime(broadcast.date)}
                  {broadcast.isOwn === true && (
                    <OwnBroadcastMenu broadcast={broadcast} onChanged={onChanged} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {companyShown && <CompanyModalLoader company={companyShown} onClose={() => setCompanyShown(null)} />}
    </div>
  );
}
