/** Rows per page the parts and inventory tables offer (spec part 2, section 9); 10 unless chosen. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** True when a number is one of the offered page sizes. */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The sortable columns of the parts table; no sort means relevance. */
export const PART_SORTS = [
  'partnumber',
  'manufacturer',
  'quantity',
  'condition',
  'price',
  'company',
] as const;
export type PartSort = (typeof PART_SORTS)[number];
