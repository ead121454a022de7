/**
 * The web app's routes with dynamic segments (web/src/router/routes.tsx), most specific first: a page view of
 * /companies/123 counts for /companies/:id. Other paths keep their text with all-digit segments as :id.
 */
const DYNAMIC_ROUTES: readonly (readonly [regex: string, route: string])[] = [
  ['^/broadcasts/[^/]+$', '/broadcasts/:id'],
  ['^/parts/stats/[^/]+$', '/parts/stats/:partNumber'],
  ['^/parts/[^/]+$', '/parts/:id'],
  ['^/companies/[^/]+$', '/companies/:id'],
  ['^/news/[^/]+/[^/]+$', '/news/:category/:slug'],
  ['^/news/[^/]+$', '/news/:categoryName'],
  ['^/advertisement/[^/]+$', '/advertisement/:id'],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SQL giving the route pattern of a logged path column (query string, hash and trailing slash dropped). */
export function routePatternSql(pathColumn: string): string {
  const bare = `regexp_replace(split_part(split_part(${pathColumn}, '?', 1), '#', 1), '(.)/+$', '\\1')`;
  const cases = DYNAMIC_ROUTES.map(([regex, route]) => `when path ~ ${quote(regex)} then ${quote(route)}`);
  return `(select case ${cases.join(' ')}
            else left(regexp_replace(path, '/[0-9]+(?=/|$)', '/:id', 'g'), 200) end
             from (select ${bare} as path) bare)`;
}
