/**
 * Pure helpers of /services: grouping the service companies by category, the URL hash of a category and the
 * short country names of the company lists.
 */

/** What the page needs of a service company row (GET /api/services `payload`). */
export interface ServiceCompanyRow {
  id: number;
  name: string;
  compCountry: string;
  catId: number;
}

/** What the page needs of a category (GET /api/services `categories`). */
export interface ServiceCategoryRow {
  catId: number;
  catName: string;
  imgName: string;
}

/** A category with its companies, in the answer's order (by name). */
export interface ServiceCategoryGroup<C extends ServiceCompanyRow = ServiceCompanyRow> {
  category: ServiceCategoryRow;
  companies: C[];
}

/** The categories in id order, each with its companies; a category nobody is listed under has none. */
export function groupByCategory<C extends ServiceCompanyRow>(
  categories: readonly ServiceCategoryRow[],
  companies: readonly C[],
): ServiceCategoryGroup<C>[] {
  const groups = new Map(categories.map((category) => [category.catId, [] as C[]]));
  for (const company of companies) groups.get(company.catId)?.push(company);
  return [...categories]
    .sort((a, b) => a.catId - b.catId)
    .map((category) => ({ category, companies: groups.get(category.catId)! }));
}

const SHORT_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  'united arab emirates': 'UAE',
  'united states': 'USA',
  'united states of america': 'USA',
  'united kingdom': 'UK',
  'united kingdom of great britain and northern ireland': 'UK',
};

/** The country as the company lists show it: United Arab Emirates → UAE, United States → USA, United Kingdom → UK. */
export function shortCountryName(country: string): string {
  return SHORT_COUNTRY_NAMES[country.trim().toLowerCase()] ?? country;
}

/** Lower case, single spaces: how a category name and a hash are compared. */
function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The category a URL hash names ('#data_erasure_software', '#Data%20Erasure%20Software'): underscores mean
 * spaces, case does not matter (spec part 2 section 2). Null when the hash is empty or names no category.
 */
export function categoryOfHash(hash: string, categories: readonly ServiceCategoryRow[]): number | null {
  let text = hash.replace(/^#/, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape: compare the text as it is.
  }
  const wanted = comparable(text.replace(/_/g, ' '));
  if (!wanted) return null;
  return categories.find((category) => comparable(category.catName) === wanted)?.catId ?? null;
}

/** The hash that opens a category: its name with underscores for spaces ('#Data_Erasure_Software'). */
export function hashOfCategory(category: ServiceCategoryRow): string {
  return `#${encodeURIComponent(category.catName.trim().replace(/\s+/g, '_')).replace(/%26/g, '&')}`;
}
