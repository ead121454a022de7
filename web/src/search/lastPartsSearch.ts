const storageKey = 'tbs.parts.lastSearch';

/** Remember the /parts URL of the current search for the detail page's 'Back to parts' link. */
export function rememberLastPartsSearch(href: string): void {
  try {
    sessionStorage.setItem(storageKey, href);
  } catch {
    // Storage may be unavailable (private mode); the link then falls back to /parts.
  }
}

/** The last /parts URL of this tab, or /parts. */
export function lastPartsSearchHref(): string {
  try {
    const href = sessionStorage.getItem(storageKey);
    return href?.startsWith('/parts') ? href : '/parts';
  } catch {
    return '/parts';
  }
}
