import { expect, test } from '@playwright/test';

test('the app and its API answers are sent compressed (brotli or gzip)', async ({ request }) => {
  const page = await request.get('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
  const html = await page.text();
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  // Every route preloads only the shell's modules: no page's chunk, no company body.
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
