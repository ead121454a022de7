import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, DEMO, withDatabase, signIn } from './support.ts';

/** The map's view as its SVG states it: zoom and centre. */
async function mapView(map: Locator): Promise<{ zoom: number; lat: number; lng: number }> {
  const [zoom, lat, lng] = await Promise.all(
    ['data-zoom', 'data-center-lat', 'data-center-lng'].map(async (name) =>
      Number(await map.getAttribute(name)),
    ),
  );
  return { zoom: zoom!, lat: lat!, lng: lng! };
}

/** The directory's country select (the directory slice's page). */
const countrySelect = (page: Page) => page.getByTestId('directory-country-select');

test('a member shows the map, sees the companies, zooms to a country from the directory and resets', async ({
  page,
}) => {
  const token = `E2EMAP${Date.now().toString(36).toUpperCase()}`;
  // A company alone in the middle of the Atlantic, so that it is one marker of its own at the default view.
  const companyId = await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since, lat, lng) values ($1, 'PT', '2015-01-01', 45, -35)
       returning id`,
      [`Atlantic Traders ${token}`],
    );
    return company.rows[0]!.id;
  });

  const mapRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/countries-50m|CompaniesMap|\/api\/companies\/(markers|countryCoords)/.test(url))
      mapRequests.push(url);
  });

  await signIn(page, DEMO.member);
  await page.goto('/companies');

  // Hidden by default, and nothing of it loaded until it is shown.
  const show = page.getByRole('button', { name: 'Show map' });
  await expect(show).toBeVisible();
  await expect(page.getByTestId('companies-map')).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await show.click();
  const map = page.getByTestId('companies-map');
  await expect(map).toBeVisible();
  expect(await mapView(map)).toEqual({ zoom: 2, lat: 20, lng: 20 });
  await expect(page.getByTestId('map-marker').first()).toBeVisible();
  await expect(page.getByTestId('companies-map-caption')).toContainText('companies on the map');
  expect(mapRequests.some((url) => url.includes('countries-50m'))).toBe(true);
  expect(mapRequests.filter((url) => url.includes('/api/companies/markers'))).toHaveLength(1);

  // A marker names its company and links to it.
  const atlantic = page.getByRole('button', { name: `Atlantic Traders ${token}` });
  await atlantic.click();
  const popup = page.getByTestId('companies-map-popup');
  await expect(popup.getByRole('link', { name: `Atlantic Traders ${token}` })).toHaveAttribute(
    'href',
    `/companies/${companyId}`,
  );

  // The directory's country select recentres and zooms the map to the country's viewport.
  await countrySelect(page).selectOption('NL');
  await expect.poll(async () => (await mapView(map)).zoom).toBeGreaterThan(5);
  const netherlands = await mapView(map);
  expect(netherlands.lat).toBeGreaterThan(51);
  expect(netherlands.lat).toBeLessThan(53.5);
  expect(netherlands.lng).toBeGreaterThan(3.5);
  expect(netherlands.lng).toBeLessThan(7.2);
  await expect(atlantic).toHaveCount(0);
  await expect(popup).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset map' }).click();
  await expect.poll(() => mapView(map)).toEqual({ zoom: 2, lat: 20, lng: 20 });
  await expect(atlantic).toBeVisible();

  // Hidden and shown again: where it was, nothing fetched twice.
  await page.getByRole('button', { name: 'Hide map' }).click();
  await expect(map).toBeHidden();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map).toBeVisible();
  expect(mapRequests.filter((url) => url.includes('countries-50m'))).toHaveLength(1);
  expect(mapRequests.filter((url) => url.includes('/api/companies/markers'))).toHaveLength(1);

  // The marker's link opens the company.
  await atlantic.click();
  await popup.getByRole('link', { name: `Atlantic Traders ${token}` }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}$`));
});

test('a visitor sees no map, and the server refuses the markers', async ({ page, request }) => {
  await page.goto('/companies');
  await acceptCookies(page);
  await expect(countrySelect(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  await expect(page.getByTestId('companies-map')).toHaveCount(0);
  expect((await request.get('/api/companies/markers')).status()).toBe(401);
  expect((await request.get('/api/companies/countryCoords?country=NL')).status()).toBe(401);
});
