/** A news category's page: /news/{catUrl}. */
export function newsCategoryPath(category: { catUrl: string }): string {
  return `/news/${encodeURIComponent(category.catUrl)}`;
}

/** The list of a search across every category (a search resets the category). */
export function newsSearchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/news?query=${encodeURIComponent(trimmed)}` : '/news';
}

/** A positive whole number from a route segment or query value (digits only), else null. */
export function positiveIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The page number of the list from ?page=, 1 when absent or not a page. */
export function pageOf(value: string | null): number {
  return positiveIdOf(value) ?? 1;
}
