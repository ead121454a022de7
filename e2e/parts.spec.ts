import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, acceptCookies, dismissTwoFactorReminder, submitSignIn } from './support.ts';

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
  await expect(page.getByTestId('rfq-button')).toHaveCount(0);
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
