/** Link to a news post: /news/{catUrl}/{titleSlug}?id={id} (route named newsDetail). */
export function newsDetailPath(news: { catUrl: string; titleSlug: string; id: number }): string {
  return `/news/${encodeURIComponent(news.catUrl)}/${encodeURIComponent(news.titleSlug)}?id=${news.id}`;
}

/** Link to a part search for one part number. */
export function partSearchPath(query: string): string {
  return `/parts?query=${encodeURIComponent(query)}`;
}

/** Link to the company directory search, with the search form open. */
export function companySearchPath(query: string): string {
  return `/companies?query=${encodeURIComponent(query)}&showSearch=true`;
}

/** The company page (route named companyDetail). */
export function companyPath(companyId: number): string {
  return `/companies/${companyId}`;
}

/** True for a plain left click; ctrl, meta, shift or alt clicks are left to the browser (new tab or window). */
export function isPlainClick(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** Fraud warnings are news category 1. */
export const FRAUD_WARNINGS_PATH = '/news?catId=1';

/** Search text as the spec wants it: double quotes stripped, trimmed. */
export function cleanSearchText(text: string): string {
  return text.replace(/"/g, '').trim();
}
