import { documentTitle, notFoundPageMeta, routeMetaFor, type PageMeta } from '@tbs/rules';

/** What a page puts in the document head. */
export interface PageHead {
  /** The page title without the product name (documentTitle adds it). */
  title: string;
  description: string;
  keywords: string;
  noindex: boolean;
  /** Path (and query, for a news post's ?id=) of the canonical URL; the current path when left out. */
  canonicalPath?: string;
}

/**
 * The head of the current page: a page's own head (from its data: a news post, a company) when it set one
 * for this path, else the route table's. Both the shell's route effect and a page's effect call this, in
 * either order within a commit, and the page's head wins.
 */
export interface HeadState {
  pathname: string;
  routeHead: PageHead;
  /** Set by the page showing `pathname`; dropped on navigation and when the page unmounts. */
  pageHead?: { pathname: string; head: PageHead };
}

/** The head of a page whose thing does not exist (a company, a part number): noindex, as the api answers 404. */
export const NOT_FOUND_HEAD: PageHead = { ...notFoundPageMeta };

/** The route table's head of a path: its title, description, keywords and robots. */
export function routeHeadFor(pathname: string): PageHead {
  const meta: PageMeta = routeMetaFor(pathname);
  return { title: meta.title, description: meta.description, keywords: meta.keywords, noindex: meta.noindex };
}

/** The head to show: the page's own when it belongs to the current path. */
export function effectiveHead(state: HeadState): PageHead {
  const pageHead = state.pageHead?.pathname === state.pathname ? state.pageHead.head : undefined;
  return pageHead ?? state.routeHead;
}

/** The full document title of a head. */
export function headDocumentTitle(head: PageHead): string {
  return documentTitle(head.title);
}
