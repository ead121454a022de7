import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CompanyTierBadge } from '../../../components/parts/CompanyTierBadge.tsx';
import { companyPath } from '../../../router/paths.ts';
import { SortHeader } from '../../../components/table/SortHeader.tsx';
import type { DirectoryRow } from './useCompanyDirectory.ts';
import type { DirectoryOrder, DirectorySort } from './directoryUrlState.ts';

const columns: { label: string; sort: DirectorySort; membersOnly?: boolean }[] = [
  { label: 'Company', sort: 'companyname' },
  { label: 'Country', sort: 'Country' },
  { label: 'Profile', sort: 'profile' },
  // Visitors do not see favourite counts, nor sort by them (the server refuses it).
  { label: 'Favorites', sort: 'favCount', membersOnly: true },
];

interface DirectoryTableProps {
  rows: DirectoryRow[];
  sort: DirectorySort | null;
  order: DirectoryOrder;
  onSort: (sort: DirectorySort) => void;
  isMember: boolean;
}

/** The directory's table; a member's row opens the company (ctrl/meta click: a new tab). */
export function DirectoryTable({ rows, sort, order, onSort, isMember }: DirectoryTableProps) {
  const navigate = useNavigate();

  const openCompany = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (event.ctrlKey || event.metaKey) window.open(companyPath(id), '_blank', 'noopener');
    else void navigate(companyPath(id));
  };

  return (
    <div className="table-scroll">
      <table className="data-table directory-table" data-testid="directory-table">
        <thead>
          <tr>
            {columns
              .filter((column) => isMember || !column.membersOnly)
              .map((column) => (
                <SortHeader
                  key={column.sort}
                  label={column.label}
                  active={sort === column.sort}
                  order={order}
                  onSort={() => onSort(column.sort)}
                  testId={`directory-sort-${column.sort}`}
                />
              ))}
            <th scope="col">Recommendations</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const id = row.id;
            return (
              <tr
                key={id ?? `visitor-${index}`}
                className={id === undefined ? undefined : 'clickable-row'}
                onClick={id === undefined ? undefined : (event) => openCompany(event, id)}
                data-testid="directory-row"
              >
                <td className="directory-name">
                  {id === undefined ? (
                    <span data-testid="directory-company">{row.name}</span>
                  ) : (
                    <Link to={companyPath(id)} data-testid="directory-company">
                      {row.name}
                    </Link>
                  )}{' '}
                  <CompanyTierBadge company={row} />
                </td>
                <td className="nowrap" data-testid="directory-country">
                  {row.countryName}
                </td>
                <td className="directory-profile">{row.description}</td>
                {isMember && (
                  <td className="directory-number" data-testid="directory-favcount">
                    {row.favCount ?? 0}
                  </td>
                )}
                <td className="directory-number">{row.recommendationsCount}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
