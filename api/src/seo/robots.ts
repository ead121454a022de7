import { pageMetaTable } from '@tbs/rules';
import { absoluteUrl } from './serverHead.ts';

/** Paths crawlers never need besides the member-only pages: the JSON API and the dev pages. */
const ALWAYS_DISALLOWED = ['/api/', '/dev/'];

/**
 * The member-only pages as robots.txt path prefixes: a page's path up to its first parameter, unless that
 * prefix would also cover a public page (/parts/:id must not hide /parts/stats/...; its noindex meta does).
 */
export function memberOnlyPathPrefixes(): string[] {
  const publicPaths = pageMetaTable.filter((page) => !page.noindex).map((page) => page.path);
  const prefixes = pageMetaTable
    .filter((page) => page.noindex)
    .map((page) => page.path.replace(/\/[:*].*$/, ''))
    .filter(
      (prefix) => prefix !== '' && !publicPaths.some((path) => path !== prefix && path.startsWith(prefix)),
    );
  return [...new Set(prefixes)];
}

/** robots.txt: everything but the API and the member-only pages, and where the sitemap index is. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [...ALWAYS_DISALLOWED, ...memberOnlyPathPrefixes()];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
