const storageKey = 'tbs.companies.lastSearch';

/**
 * Remember the /companies URL of the current directory search (query, country, page, sort) for the company
 * page's 'Back to companies' link. The directory page calls it whenever its URL changes.
 */
export function rememberLastCompanySearch(href: string): void {
  try {
    sessionStorage.setItem(storageKey, href);
  } catch {
    // Storage may be unavailable (private mode); the link then falls back to /companies.
  }
}

/** The last /companies URL of this tab, or /companies. */
export function lastCompanySearchHref(): string {
  try {
    const href = sessionStorage.getItem(storageKey);
    return href && /^\/companies(?:[?#]|$)/.test(href) ? href : '/companies';
  } catch {
    return '/companies';
  }
}
