import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DEMO, withDatabase, signIn } from './support.ts';

/** An attribute of every element a selector finds in the document head. */
async function attributes(page: Page, selector: string, attribute: string): Promise<string[]> {
  const tags = page.locator(`head ${selector}`);
  const values: string[] = [];
  for (let i = 0; i < (await tags.count()); i++)
    values.push((await tags.nth(i).getAttribute(attribute)) ?? '');
  return values;
}

/** The head as a search engine and a link preview read it. */
async function head(page: Page) {
  return {
    title: await page.title(),
    descriptions: await attributes(page, 'meta[name="description"]', 'content'),
    keywords: await attributes(page, 'meta[name="keywords"]', 'content'),
    robots: await attributes(page, 'meta[name="robots"]', 'content'),
    ogUrls: await attributes(page, 'meta[property="og:url"]', 'content'),
    canonicals: await attributes(page, 'link[rel="canonical"]', 'href'),
  };
}

test('navigating between pages replaces the title, description, keywords and canonical URL', async ({
  page,
  baseURL,
}) => {
  const answer = await page.goto('/about');
  expect(answer?.status()).toBe(200);
  await acceptCookies(page);
  const about = await head(page);
  expect(about).toMatchObject({
    title: 'About TBS | TBS',
    descriptions: ['TBS connects the circular IT hardware trade since 1999.'],
    robots: ['index, follow'],
    canonicals: [`${baseURL}/about`],
    ogUrls: [`${baseURL}/about`],
  });

  // A navigation inside the app (no page load): the same tags, replaced rather than added.
  await page.getByTestId('top-nav').getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page).toHaveTitle('Testimonials | TBS');
  const testimonials = await head(page);
  expect(testimonials).toMatchObject({
    descriptions: ['What TBS members say about the network.'],
    robots: ['index, follow'],
    canonicals: [`${baseURL}/testimonials`],
    ogUrls: [`${baseURL}/testimonials`],
  });
  expect(testimonials.keywords).toHaveLength(1);
  expect(testimonials.keywords[0]).toContain('testimonials');
});

test("a company page's head names the company, on load and after a navigation", async ({ page, baseURL }) => {
  const company = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; name: string; country: string }>(
      `select c.id, c.name, k.name as country from company c join country k on k.code = c.country_code
        where c.is_active order by c.id limit 1`,
    );
    return rows[0]!;
  });
  await page.goto(`/companies/${company.id}`);
  await acceptCookies(page);
  await expect(page.getByTestId('company-name')).toHaveText(company.name);
  const loaded = await head(page);
  expect(loaded.title).toBe(`${company.name} - ${company.country} | TBS`);
  expect(loaded.descriptions[0]).toContain(`${company.name} (${company.country}) is a TBS member company`);
  expect(loaded.canonicals).toEqual([`${baseURL}/companies/${company.id}`]);

  await page.getByTestId('top-nav').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About TBS | TBS');
  expect((await head(page)).canonicals).toEqual([`${baseURL}/about`]);
  await page.goBack();
  await expect(page).toHaveTitle(`${company.name} - ${company.country} | TBS`);

  // A company that does not exist: 404 from the server, and the page keeps saying noindex once it ran.
  const missing = await page.goto('/companies/2147483647');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('company-not-found')).toBeVisible();
  expect(await head(page)).toMatchObject({ title: 'Page not found | TBS', robots: ['noindex, nofollow'] });
});

test('member-only pages say noindex, and the next public page is indexable again', async ({
  page,
  request,
}) => {
  const answer = await request.get('/favorites', { headers: { Accept: 'text/html' } });
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

  await signIn(page, DEMO.member);
  const nav = page.getByTestId('top-nav');
  await nav.getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveTitle('My Inventory | TBS');
  expect((await head(page)).robots).toEqual(['noindex, nofollow']);

  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveTitle('Services | TBS');
  expect((await head(page)).robots).toEqual(['index, follow']);
});

test('robots.txt and the sitemap index are served to crawlers', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const text = await index.text();
  expect(text).toContain(`<loc>${baseURL}/sitemaps/static.xml</loc>`);
  expect(text).toMatch(/\/sitemaps\/parts-[A-Z0-9]+\.xml/);
});
