import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearPageHead, showPageHead, showRouteHead } from './documentHead.ts';
import type { PageHead } from './pageHead.ts';

/** The shell's part: the route table's head on every navigation. */
export function useRouteHead(pathname: string): void {
  useEffect(() => {
    showRouteHead(pathname);
  }, [pathname]);
}

/**
 * A page's own head from its data (a news post, a company, a part number), while the page is shown;
 * undefined while the data loads keeps the route table's head.
 */
export function usePageHead(head: PageHead | undefined): void {
  const { pathname } = useLocation();
  const { title, description, keywords, noindex, canonicalPath } = head ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined || keywords === undefined) return;
    showPageHead(pathname, { title, description, keywords, noindex: noindex ?? false, canonicalPath });
    return () => clearPageHead(pathname);
  }, [pathname, title, description, keywords, noindex, canonicalPath]);
}
