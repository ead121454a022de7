import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookies, DEMO, withDatabase, signIn } from './support.ts';

const token = `E2EDIR${Date.now().toString(36).toUpperCase()}`;
/** Twelve companies of this run, in three countries, one with a contact of a name nobody else has. */
const countries = ['NL', 'BE', 'DE'];
const contactName = `Hendrika ${token}x`;
let firstId = 0;

/** Waits until the directory (the search index, filled from the outbox by the worker) lists them all. */
async function waitForIndex(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/companies?query=${token}&pageSize=20`);
      return (await answer.json()).payload?.numResults ?? 0;
    })
    .toBe(12);
}

test.beforeAll(async () => {
  firstId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into company (name, country_code, description, member_since)
       select $1 || ' Company ' || lpad(g::text, 2, '0'), ($2::text[])[1 + g % 3],
              'Refurbished servers and storage, batch ' || g, '2020-01-01'
         from generate_series(1, 12) g
       returning id`,
      [token, countries],
    );
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    await client.query(`insert into contact (company_id, name, email) values ($1, $2, $3)`, [
      ids[0],
      contactName,
      `${token.toLowerCase()}@directory.test`,
    ]);
    return ids[0]!;
  });
});

test('a member searches the directory, sorts, pages, filters by country and opens a company', async ({
  page,
  request,
  context,
}) => {
  await waitForIndex(request);
  await signIn(page, DEMO.member);

  await page.goto('/companies');
  await expect(page.getByTestId('companies-page')).toBeVisible();
  await expect(page.getByTestId('directory-favorites-link')).toHaveText(/^Favorites \(\d+\)$/);
  await expect(page.getByTestId('directory-register-banner')).toHaveCount(0);

  await page.getByTestId('directory-search-input').fill(token);
  await page.getByTestId('directory-search-button').click();
  await expect(page).toHaveURL(new RegExp(`[?&]query=${token}`));
  const rows = page.getByTestId('directory-row');
  const companies = page.getByTestId('directory-company');
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('directory-pagination')).toContainText('Showing 1 to 10 of 12 results');

  // By name, then the other way round.
  await page.getByTestId('directory-sort-companyname').click();
  await expect(companies.first()).toHaveText(`${token} Company 01`);
  await page.getByTestId('directory-sort-companyname').click();
  await expect(page).toHaveURL(/[?&]sort=companyname&order=desc/);
  await expect(companies.first()).toHaveText(`${token} Company 12`);

  // The second page holds the two left.
  await page.getByTestId('directory-pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(companies).toHaveText([`${token} Company 02`, `${token} Company 01`]);

  // A country narrows the list and starts at page 1; the country column sorts.
  await page.getByTestId('directory-country-select').selectOption('BE');
  await expect(page).toHaveURL(/[?&]country=BE/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('directory-country').first()).toHaveText('Belgium');
  await page.getByTestId('directory-country-select').selectOption('');
  await page.getByTestId('directory-sort-Country').click();
  await expect(page.getByTestId('directory-country').first()).toHaveText('Belgium');
  await expect(page.getByTestId('directory-country').last()).toHaveText('Netherlands');

  // The page size is remembered for the next visit.
  await page.getByTestId('directory-page-size').selectOption('20');
  await expect(rows).toHaveCount(12);
  await page.goto(`/companies?query=${token}`);
  await expect(page.getByTestId('directory-page-size')).toHaveValue('20');
  await expect(rows).toHaveCount(12);

  // A contact person finds the company.
  await page.getByTestId('directory-search-input').fill(contactName);
  await page.getByTestId('directory-search-button').click();
  await expect(companies).toHaveText([`${token} Company 01`]);

  // Ctrl-click opens the company in a new tab; a click opens it here.
  const row = rows.first();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    row
      .getByRole('cell')
      .nth(2)
      .click({ modifiers: ['Control'] }),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/companies/${firstId}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/companies\?/);
  const searchUrl = page.url();
  await row.getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${firstId}$`));
  // 'Back to companies' returns to this search.
  await page.getByTestId('back-to-companies').click();
  await expect(page).toHaveURL(searchUrl);
  await expect(companies).toHaveText([`${token} Company 01`]);
});

test('a visitor sees the masked directory and an image leading to the free trial', async ({
  page,
  request,
}) => {
  await waitForIndex(request);
  await page.goto(`/companies?query=${token}&sort=favCount`);
  await acceptCookies(page);
  const banner = page.getByTestId('directory-register-banner');
  await expect(banner).toHaveAttribute('href', '/register');
  await expect(banner.getByRole('img')).toBeVisible();
  await expect(page.getByTestId('directory-row')).toHaveCount(10);
  // No favourites column, no links to the companies, no favourites link.
  await expect(page.getByTestId('directory-sort-favCount')).toHaveCount(0);
  await expect(page.getByTestId('directory-favcount')).toHaveCount(0);
  await expect(page.getByTestId('directory-company').first()).not.toHaveAttribute('href');
  await expect(page.getByTestId('directory-favorites-link')).toHaveCount(0);
  // A contact person's name finds nothing for a visitor.
  await page.getByTestId('directory-search-input').fill(contactName);
  await page.getByTestId('directory-search-button').click();
  await expect(page.getByTestId('directory-empty')).toBeVisible();
  await banner.click();
  await expect(page).toHaveURL(/\/register$/);
});
