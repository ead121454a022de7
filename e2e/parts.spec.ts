import { expect, test, type APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { DEMO, acceptCookies, dismissTwoFactorReminder, withDatabase, signIn } from './support.ts';

/** A company with one contact (taking RFQs or not) stocking a part number; its id. */
async function addStockingCompany(
  client: pg.Client,
  name: string,
  partNumber: string,
  contactTakesRfq: boolean,
  memberSince = '2015-01-01',
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into company (name, country_code, member_since) values ($1, 'NL', $2) returning id`,
    [name, memberSince],
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

/** The id of the one part a company stocks. */
async function partIdOf(client: pg.Client, companyId: number): Promise<number> {
  const { rows } = await client.query<{ id: number }>('select id from inventory_part where company_id = $1', [
    companyId,
  ]);
  return rows[0]!.id;
}

/** A suffix that makes part numbers no seeded company stocks, fresh for every run. */
const runStamp = () => Date.now().toString(36).toUpperCase();

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
  await signIn(page, DEMO.member);

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
    page.getByTestId('snackbar').filter({ hasText: /Request for quote sent to \d+ compan/ }),
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
    await signIn(page, DEMO.member);

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

test("a member copies a part's share link, a visitor opens it masked, and a plain part id asks the visitor to sign in", async ({
  page,
  browser,
}) => {
  const partNumber = `E2E-SHARE-${runStamp()}`;
  const seller = `Share Seller ${partNumber}`;
  const partId = await withDatabase(async (client) =>
    partIdOf(client, await addStockingCompany(client, seller, partNumber, true)),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.member);
  await page.goto(`/parts/${partId}`);
  await expect(page.getByTestId('part-company-details')).toContainText(seller);
  const shareLink = await page.getByTestId('part-share-link').inputValue();
  expect(shareLink).toMatch(/\/parts\/[A-Za-z0-9_-]{22}$/);
  await page.getByTestId('part-share-copy').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Share link copied' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(shareLink);

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const plainIdRequests: string[] = [];
    visitor.on('request', (request) => {
      if (/^\/api\/parts\/(landing\/)?\d+$/.test(new URL(request.url()).pathname))
        plainIdRequests.push(request.url());
    });
    await visitor.goto(shareLink);
    await acceptCookies(visitor);
    await expect(visitor.getByTestId('part-item-details')).toContainText(partNumber);
    await expect(visitor.getByTestId('part-company-details')).toContainText('TBS Member');
    await expect(visitor.getByTestId('part-company-details')).not.toContainText(seller);

    // The member's own address of the part: the same sign-in request as for an id no part has.
    for (const path of ['/parts/2147483647', `/parts/${partId}`]) {
      await visitor.goto(new URL(path, shareLink).href);
      await expect(visitor.getByTestId('part-sign-in')).toContainText('Sign in to see this part');
      await expect(visitor.getByTestId('part-sign-in').getByRole('link')).toHaveAttribute(
        'href',
        '/register',
      );
      await expect(visitor.getByText('This part is not available.')).toHaveCount(0);
      await expect(visitor.getByTestId('snackbar')).toHaveCount(0);
    }
    expect(plainIdRequests).toEqual([]);

    await visitor.getByTestId('part-sign-in').getByRole('button', { name: 'Sign In' }).click();
    await visitor.getByTestId('sign-in-email').fill(DEMO.member.email);
    await visitor.getByTestId('sign-in-password').fill(DEMO.member.password);
    await visitor.getByTestId('sign-in-submit').click();
    await dismissTwoFactorReminder(visitor);
    await expect(visitor.getByTestId('part-company-details')).toContainText(seller);
    await expect(visitor.getByTestId('part-sign-in')).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test("a visitor's link with several terms and member filters searches its first term only, as a visitor may", async ({
  page,
  request,
}) => {
  const [first, second] = await popularPartNumbers(request);
  const searches: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/parts') searches.push(url);
  });
  const link = new URLSearchParams({ query: first!, query2: second!, country: 'NL', advanced: '1' });
  await page.goto(`/parts?${link}`);
  await expect(page.getByTestId('parts-row').first()).toContainText(first!);
  await expect(page.getByTestId('parts-section')).toHaveCount(1);
  await expect(page.getByTestId('parts-search-input-2')).toHaveCount(0);
  expect(searches.length).toBeGreaterThan(0);
  for (const url of searches) {
    expect(url.searchParams.get('query')).toBe(first);
    for (const field of ['query2', 'query3', 'query4', 'query5', 'country', 'advanced', 'favorites'])
      expect(url.searchParams.has(field), field).toBe(false);
  }
});

test('the statistics show a Diamond trader with the Diamond badge, the tier the tier lists give it', async ({
  page,
}) => {
  const partNumber = `E2EDIAMOND${runStamp()}`;
  const seller = `Diamond Seller ${partNumber}`;
  await withDatabase((client) => addStockingCompany(client, seller, partNumber, true, '2001-01-01'));
  await signIn(page, DEMO.member);
  await page.goto(`/parts/stats/${partNumber}`);
  const row = page.getByTestId('part-stats-row').filter({ hasText: seller });
  await expect(row.getByTestId('company-tier-badge')).toHaveText('Diamond');
  await page.goto('/diamond-members');
  await expect(page.getByText(seller)).toBeVisible();
});
