import type { TraderRow } from '../../api/types.ts';
import type { SortOrder } from '../../search/partsUrlState.ts';

/** Sortable columns of the statistics page's traders table. */
export type TraderSort =
  'Description' | 'Manufacturer' | 'Quantity' | 'PartCondition' | 'Price' | 'inv_companyname';

/** The traders sorted by a column (numbers numerically, text case-insensitively); a new array. */
export function sortTraders(
  traders: readonly TraderRow[],
  sort: TraderSort | null,
  order: SortOrder,
): TraderRow[] {
  if (!sort) return [...traders];
  const direction = order === 'asc' ? 1 : -1;
  return [...traders].sort((left, right) => {
    const a = left[sort];
    const b = right[sort];
    if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
    return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base' }) * direction;
  });
}
