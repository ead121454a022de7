import { effectiveHead, headDocumentTitle, routeHeadFor, type HeadState, type PageHead } from './pageHead.ts';

/**
 * The client head manager (spec part 1 §2: every route has a title, description, keywords and canonical
 * meta, replaced on each navigation, with a robots tag). The api renders the same tags into index.html for
 * the first load (api/src/seo/); this module replaces them in place afterwards.
 */

let state: HeadState = { pathname: '/', routeHead: routeHeadFor('/') };

/** On each navigation: the route table's head for the new path (a page's own head for it may follow). */
export function showRouteHead(pathname: string): void {
  state = { pathname, routeHead: routeHeadFor(pathname), pageHead: state.pageHead };
  writeHead(effectiveHead(state));
}

/** A page's own head, from its data; it applies while the page shows `pathname`. */
export function showPageHead(pathname: string, head: PageHead): void {
  state = { ...state, pageHead: { pathname, head } };
  writeHead(effectiveHead(state));
}

/** The page showing `pathname` went away: back to the route table's head if it is still the current path. */
export function clearPageHead(pathname: string): void {
  if (state.pageHead?.pathname !== pathname) return;
  state = { ...state, pageHead: undefined };
  writeHead(effectiveHead(state));
}

function writeHead(head: PageHead): void {
  const title = headDocumentTitle(head);
  const canonical = canonicalUrl(head.canonicalPath ?? state.pathname);
  document.title = title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('name', 'keywords', head.keywords);
  // Written on every navigation, not only when absent: a member page's noindex must not stay on the next page.
  upsertMeta('name', 'robots', head.noindex ? 'noindex, nofollow' : 'index, follow');
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:url', canonical);
  upsertCanonical(canonical);
}

/**
 * The canonical URL of a path: on the origin the server named in the first page's canonical link (the
 * configured public URL), else this window's origin.
 */
function canonicalUrl(path: string): string {
  const served = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const origin = served ? new URL(served).origin : window.location.origin;
  return `${origin}${path}`;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}
