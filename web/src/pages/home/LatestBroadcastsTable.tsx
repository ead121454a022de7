import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BroadcastSummary } from '../../api/types.ts';
import { formatShortDateTime } from '../../format/dates.ts';

const broadcastPath = (id: number) => `/broadcasts/${id}`;

/** Broadcast / From / Date table; a row click opens the broadcast (ctrl/meta: new tab). */
export function LatestBroadcastsTable({ broadcasts }: { broadcasts: BroadcastSummary[] }) {
  const navigate = useNavigate();

  const openBroadcast = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    if (event.ctrlKey || event.metaKey) window.open(broadcastPath(id), '_blank', 'noopener');
    else void navigate(broadcastPath(id));
  };

  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Broadcast</th>
          <th scope="col">From</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {broadcasts.map((broadcast) => (
          <tr
            key={broadcast.id}
            className="clickable-row"
            onClick={(event) => openBroadcast(event, broadcast.id)}
            data-testid="broadcast-row"
          >
            <td>
              <span className={`side-tag side-tag--${broadcast.side.toLowerCase()}`}>{broadcast.side}</span>
              <Link to={broadcastPath(broadcast.id)}>{broadcast.subject}</Link>
            </td>
            <td>{broadcast.company.name}</td>
            <td className="nowrap">{formatShortDateTime(broadcast.date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
