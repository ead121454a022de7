import { expect, test, type APIRequestContext } from '@playwright/test';

test('the app and its API answers are sent compressed (brotli or gzip)', async ({ request }) => {
  const page = await request.get('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
  const html = await page.text();
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  // The home page preloads only the shell's modules: no page's chunk, no company body.
  const preloaded = [...html.matchAll(/rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded.filter((href) => /(Page|CompanyBody|Modal[A-Za-z]+)-/.test(href!))).toEqual([]);

  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);

  const gzipOnly = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');

  const json = await request.get('/api/misc/countriesAll', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(json.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(json.ok()).toBe(true);
  expect(await json.json()).toBeTruthy();
});

/** The page chunks a page's head preloads (web/src/router/routes.tsx lazy pages), by file-name stem. */
async function preloadedPages(request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
  return [...html.matchAll(/rel="modulepreload"[^>]* href="\/assets\/([A-Za-z]+Page)-[^"]+"/g)].map(
    (match) => match[1],
  );
}

test("a page's head preloads its own page chunk, no other page's, and the shell's public answers", async ({
  request,
  page,
}) => {
  expect(await preloadedPages(request, '/parts?query=HP')).toEqual(['PartsPage']);
  expect(await preloadedPages(request, '/companies')).toEqual(['CompaniesPage']);
  expect(await preloadedPages(request, '/news')).toEqual(['NewsPage']);
  // The home page is in the entry chunk: no page chunk at all.
  expect(await preloadedPages(request, '/')).toEqual([]);
  const html = await (await request.get('/parts?query=HP', { headers: { Accept: 'text/html' } })).text();
  expect(html).not.toMatch(/href="\/assets\/(CompanyBody|RfqModal|forms)-/);
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/misc/settings" />');

  // The browser uses the preloaded answers: each is asked for once, not again by the app.
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/companies');
  await expect(page.getByTestId('companies-page')).toBeVisible();
  await expect.poll(() => asked.filter((path) => path === '/api/companies/countries').length).toBe(1);
  expect(asked.filter((path) => path === '/api/misc/settings')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/misc/randomBanners')).toHaveLength(1);
});
