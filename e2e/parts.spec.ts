import { expect, test, type APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { DEMO, acceptCookies, dismissTwoFactorReminder, submitSignIn, withDatabase } from './support.ts';

/** A company with one contact (taking RFQs or not) stocking a part number; its id. */
async function addStockingCompany(
  client: pg.Client,
  name: string,
  partNumber: string,
  contactTakesRfq: boolean,
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
    [name],
  );
  const id = rows[0]!.id;
  await client.query(
    `insert into contact (company_id, name, email, rfq_disabled) values ($1, 'Sam', $2, $3)`,
    [id, `sam-${partNumber.toLowerCase()}-${id}@seller.test`, !contactTakesRfq],
  );
  await client.query(
    `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
     values ($1, $2, 'HPE', 'E2E part', 1, 'REF', 100)`,
    [id, partNumber],
  );
  return id;
}

/** Part numbers members search most in the seeded world (each is stocked by at least one member). */
async function popularPartNumbers(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/api/misc/topsearches');
  return ((await answer.json()).payload as { partnumber: string }[]).map((row) => row.partnumber);
}

test('a visitor searches a part number and sees masked rows', async ({ page, request }) => {
  const [partNumber] = await popularPartNumbers(request);
  await page.goto('/parts');
  await acceptCookies(page);
  // The page is loaded lazily; its title and description still come from the route table.
  await expect(page).toHaveTitle('Parts search | TBS');
  await expect(page.getByTestId('parts-search-submit')).toBeDisabled();
  await page.getByTestId('parts-search-input').fill(partNumber!.toLowerCase().replaceAll('-', ' '));
  await page.getByTestId('parts-search-submit').click();

  const rows = page.getByTestId('parts-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(partNumber!);
  for (const company of await page.getByTestId('parts-company').allInnerTexts())
    expect(company).toBe('TBS Member');
  // Visitors request quotes from the table, with a captcha in the form (e2e/rfq.spec.ts).
  await expect(page.getByTestId('rfq-button').first()).toBeVisible();
});

test('a member searches five part numbers, sorts by price, switches currency, opens a part and sends an RFQ', async ({
  page,
  request,
}) => {
  const terms = (await popularPartNumbers(request)).slice(0, 5);
  await page.goto('/');
  await acceptCookies(page);
  await submitSignIn(page, DEMO.member.email, DEMO.member.password);
  await dismissTwoFactorReminder(page);

  const query = new URLSearchParams({ query: terms[0]! });
  terms.slice(1).forEach((term, index) => query.set(`query${index + 2}`, term));
  await page.goto(`/parts?${query}&advanced=1`);
  await expect(page.getByTestId('parts-section')).toHaveCount(terms.length);
  const firstSection = page.getByTestId('parts-section').first();
  await expect(firstSection.getByTestId('parts-row').first()).toContainText(terms[0]!);
  await expect(firstSection.getByTestId('parts-company').first()).not.toHaveText('TBS Member');

  // A company opens the company body in a modal; ctrl/meta click opens its page in a new tab instead.
  const company = firstSection.getByTestId('parts-company').first();
  const companyName = (await company.innerText()).trim();
  await company.click();
  const companyModal = page.getByTestId('company-modal');
  await expect(companyModal.getByRole('heading', { name: companyName })).toBeVisible();
  await expect(companyModal.getByTestId('company-body')).toBeVisible();
  await expect(companyModal.getByTestId('company-country')).not.toBeEmpty();
  await expect(companyModal.getByTestId('company-contact').first()).toBeVisible();
  await expect(companyModal.getByTestId('company-contact-email').first()).toHaveAttribute(
    'href',
    /^mailto:.+@/,
  );
  const companyPage = companyModal.getByTestId('company-page-link');
  await expect(companyPage).toHaveText('Open company page');
  await expect(companyPage).toHaveAttribute('href', /^\/companies\/\d+$/);
  await page.keyboard.press('Escape');
  await expect(companyModal).toBeHidden();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    company.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(/\/companies\/\d+$/);
  await tab.close();
  await expect(companyModal).toBeHidden();

  await page.getByTestId('sort-price').first().click();
  await expect(page).toHaveURL(/sort=price/);
  await page.getByTestId('currency-select').selectOption('USD');
  await expect(page.getByTestId('parts-price').first()).toContainText(/\$|CALL/);

  await page.goto(`/parts?query=${encodeURIComponent(terms[0]!)}`);
  await page.getByTestId('parts-row').first().click();
  await expect(page.getByTestId('part-detail')).toBeVisible();
  await expect(page.getByTestId('part-item-details')).toContainText(terms[0]!);

  const rfq = page.getByTestId('part-detail').getByTestId('rfq-button');
  await expect(rfq).toBeEnabled();
  await rfq.click();
  const modal = page.getByTestId('rfq-modal');
  await expect(modal).toBeVisible();
  await page.getByTestId('rfq-quantity').fill('3');
  await page.getByTestId('rfq-send').click();
  await expect(
    page.getByTestId('snackbar').filter({ hasText: /Request for quote send to \d+ compan/ }),
  ).toBeVisible();
  await expect(modal).toBeHidden();
});

test('/parts says when the top searches cannot be fetched', async ({ page }) => {
  await page.route('**/api/misc/topsearches', (route) =>
    route.fulfill({ status: 500, json: { status: 500, msg: 'Something went wrong' } }),
  );
  await page.goto('/parts');
  await expect(
    page.getByTestId('snackbar').filter({ hasText: 'Error fetching top searches' }),
  ).toHaveAttribute('data-kind', 'error');
  await expect(page.getByTestId('home-top-searches')).toContainText('not available');
});

test('a row offers an RFQ only when its company takes RFQs; the company filter narrows the search and clears', async ({
  page,
  request,
}) => {
  const partNumber = `E2ERFQ${Date.now().toString(36).toUpperCase()}`;
  const [openId, closedId] = await withDatabase(async (client) => [
    await addStockingCompany(client, `Open ${partNumber}`, partNumber, true),
    await addStockingCompany(client, `Closed ${partNumber}`, partNumber, false),
  ]);
  try {
    // The worker indexes the new parts from the outbox.
    await expect
      .poll(
        async () => (await (await request.get(`/api/parts?query=${partNumber}`)).json()).payload?.numResults,
      )
      .toBe(2);
    await page.goto('/');
    await acceptCookies(page);
    await submitSignIn(page, DEMO.member.email, DEMO.member.password);
    await dismissTwoFactorReminder(page);

    await page.goto(`/parts?query=${partNumber}`);
    const rows = page.getByTestId('parts-row');
    await expect(rows).toHaveCount(2);
    const openRow = rows.filter({ hasText: `Open ${partNumber}` });
    const closedRow = rows.filter({ hasText: `Closed ${partNumber}` });
    await expect(openRow.getByTestId('rfq-button')).toBeEnabled();
    await expect(closedRow.getByTestId('rfq-button')).toBeDisabled();

    await closedRow.getByTestId('parts-company-only').click();
    await expect(page).toHaveURL(new RegExp(`companyId=${closedId}`));
    await expect(page.getByTestId('parts-company-filter-name')).toHaveText(`Closed ${partNumber}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Closed ${partNumber}`);

    await page.getByTestId('parts-company-filter-clear').click();
    await expect(page).not.toHaveURL(/companyId=/);
    await expect(page.getByTestId('parts-company-filter')).toHaveCount(0);
    await expect(rows).toHaveCount(2);
  } finally {
    await withDatabase((client) =>
      client.query('delete from company where id = any($1::int[])', [[openId, closedId]]),
    );
  }
});
