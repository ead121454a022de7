/** A page number button or an ellipsis spacer. */
export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

const MAX_SLOTS = 7;

/**
 * The page buttons of the desktop pagination: all pages when there are 7 or fewer, otherwise first,
 * last and the current page's neighbours with ellipsis spacers, always 7 slots.
 */
export function paginationWindow(currentPage: number, pageCount: number): PageSlot[] {
  if (pageCount <= MAX_SLOTS) return range(1, pageCount);
  const current = Math.min(Math.max(currentPage, 1), pageCount);
  if (current <= 4) return [...range(1, 5), 'ellipsis-end', pageCount];
  if (current >= pageCount - 3) return [1, 'ellipsis-start', ...range(pageCount - 4, pageCount)];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', pageCount];
}

/** The numbers X and Y of 'Showing X to Y of Z results' (1-based, 0 to 0 when empty). */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

/** How many pages a result count fills. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
