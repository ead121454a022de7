import type { SortOrder } from '../../search/partsUrlState.ts';

interface SortHeaderProps {
  label: string;
  active: boolean;
  order: SortOrder;
  onSort: () => void;
  testId: string;
}

/** A table header cell whose button sorts by its column (asc, then desc on the next click). */
export function SortHeader({ label, active, order, onSort, testId }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sort-header" onClick={onSort} data-testid={testId}>
        {label}
        <span className="sort-arrow" aria-hidden="true">
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
