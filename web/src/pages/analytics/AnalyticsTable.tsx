import type { ReactNode } from 'react';

export interface Column<Row> {
  label: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
}

/** A view's table; numbers right-aligned. */
export function AnalyticsTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  empty: string;
}) {
  if (!rows.length)
    return (
      <p className="muted" data-testid="analytics-empty">
        {empty}
      </p>
    );
  return (
    <table className="data-table analytics-table" data-testid="analytics-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} className={column.numeric ? 'numeric' : undefined} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} className={column.numeric ? 'numeric' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const NUMBER = new Intl.NumberFormat('en-GB');

export const formatCount = (value: number) => NUMBER.format(value);

/** +12.5 %, -3 %, or "new" when the previous period had none. */
export function Trend({ percent }: { percent: number | null }) {
  if (percent === null) return <span className="trend trend--new">new</span>;
  const direction = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  return (
    <span className={`trend trend--${direction}`}>
      {percent > 0 ? '+' : ''}
      {percent} %
    </span>
  );
}
