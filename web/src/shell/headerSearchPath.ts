import { cleanSearchText, companySearchPath } from '../router/paths.ts';

export type SearchCategory = 'broadcasts' | 'parts' | 'companies';

export const SEARCH_CATEGORY_LABELS: Record<SearchCategory, string> = {
  broadcasts: 'Broadcasts',
  parts: 'Parts',
  companies: 'Companies',
};

/** Members may search broadcasts (the default); visitors parts (the default) and companies. */
export function searchCategoriesFor(signedIn: boolean): SearchCategory[] {
  return signedIn ? ['broadcasts', 'parts', 'companies'] : ['parts', 'companies'];
}

/**
 * The category the header search starts on: the list the page shows (a member on /parts searches parts),
 * else the first one offered.
 */
export function searchCategoryForPage(pathname: string, categories: SearchCategory[]): SearchCategory {
  const shown = categories.find(
    (category) => pathname === `/${category}` || pathname.startsWith(`/${category}/`),
  );
  return shown ?? categories[0] ?? 'parts';
}

/** /{category}?query={text}; companies also get showSearch=true; empty text goes to the plain list. */
export function headerSearchPath(category: SearchCategory, text: string): string {
  const query = cleanSearchText(text);
  if (!query) return `/${category}`;
  if (category === 'companies') return companySearchPath(query);
  return `/${category}?query=${encodeURIComponent(query)}`;
}
