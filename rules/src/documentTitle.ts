/**
 * The one rule for a document title, shared by the api's server-rendered head and the web app's head manager:
 * the page's own title followed by the product name, once.
 */

export const PRODUCT_NAME = 'TBS';

/** " | TBS", " - TBS" (and repeats of them) at the end of a title, as staff write meta titles for search engines. */
const trailingProductName = new RegExp(`(?:\\s*[|\\-–—:]\\s*${PRODUCT_NAME})+\\s*$`, 'i');

/**
 * A page title without the product name at its end ("Fraud warning | TBS" becomes "Fraud warning"), so the
 * document title adds it once however a meta title was written.
 */
export function pageTitleWithoutProduct(title: string): string {
  return title.trim().replace(trailingProductName, '').trimEnd();
}

/**
 * Full document title: the page title followed by " | TBS", never twice (a title that ends with the product
 * name already has it removed first); a title that starts with the product name (home) keeps its own.
 */
export function documentTitle(title: string): string {
  const pageTitle = pageTitleWithoutProduct(title);
  if (pageTitle === '') return PRODUCT_NAME;
  return pageTitle.startsWith(PRODUCT_NAME) ? pageTitle : `${pageTitle} | ${PRODUCT_NAME}`;
}
