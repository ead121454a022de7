import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DEMO, withDatabase, signIn } from './support.ts';

const category = (page: Page, name: string) =>
  page.getByTestId('service-category').and(page.locator(`[data-category="${name}"]`));

/** The companies of the open category (only one is ever shown). */
const openPanel = (page: Page) => page.getByTestId('service-companies');

const openCategories = (page: Page) =>
  page.locator('[data-testid="service-category-button"][aria-expanded="true"]');

test('a visitor opens one category at a time and sees its companies with short country names', async ({
  page,
  request,
}) => {
  // A transport company in the United States, whatever the small seeded world holds.
  const american = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; name: string }>(
      `select id, name from company where country_code = 'US' and is_active order by id limit 1`,
    );
    await client.query(
      'insert into company_service (company_id, category_id) values ($1, 2) on conflict do nothing',
      [rows[0]!.id],
    );
    return rows[0]!;
  });
  const body = await (await request.get('/api/services')).json();
  const transportCount = body.payload.filter((row: { catId: number }) => row.catId === 2).length;

  await page.goto('/services');
  await acceptCookies(page);
  await expect(page.getByTestId('service-category')).toHaveCount(16);
  await expect(page.getByTestId('services-footer')).toContainText('to be listed');
  await expect(openCategories(page)).toHaveCount(0);

  const transport = category(page, 'Transport');
  await expect(transport.getByTestId('service-category-count')).toHaveText(String(transportCount));
  await transport.getByTestId('service-category-button').click();
  await expect(openCategories(page)).toHaveCount(1);
  await expect(openPanel(page)).toHaveAttribute('data-category', 'Transport');
  await expect(openPanel(page).getByTestId('service-company')).toHaveCount(transportCount);
  await expect(openPanel(page).locator('li').filter({ hasText: american.name })).toContainText('(USA)');
  await expect(page).toHaveURL(/\/services#Transport$/);

  const weee = category(page, 'WEEE Recycling');
  await weee.getByTestId('service-category-button').click();
  await expect(openCategories(page)).toHaveCount(1);
  await expect(weee.getByTestId('service-category-button')).toHaveAttribute('aria-expanded', 'true');
  await expect(openPanel(page)).toHaveCount(1);
  await expect(openPanel(page)).toHaveAttribute('data-category', 'WEEE Recycling');

  // Clicking the open one closes it.
  await weee.getByTestId('service-category-button').click();
  await expect(openCategories(page)).toHaveCount(0);
  await expect(openPanel(page)).toHaveCount(0);
});

test('the hash opens and scrolls to its category, and a company opens its modal with contacts', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/services#data_erasure_software');
  const erasure = category(page, 'Data Erasure Software');
  await expect(erasure.getByTestId('service-category-button')).toHaveAttribute('aria-expanded', 'true');
  await expect(openCategories(page)).toHaveCount(1);
  await expect(erasure).toBeInViewport();

  // The hash of a category further down, in other case: the page scrolls to it.
  await page.goto('/services#SPARE_PARTS_LOGISTICS');
  const spareParts = category(page, 'Spare Parts Logistics');
  await expect(spareParts.getByTestId('service-category-button')).toHaveAttribute('aria-expanded', 'true');
  await expect(spareParts).toBeInViewport();

  await page.goto('/services#data_erasure_software');
  await expect(openPanel(page)).toHaveAttribute('data-category', 'Data Erasure Software');
  const provider = openPanel(page).getByTestId('service-company').first();
  const name = (await provider.innerText()).trim();
  await provider.click();
  const modal = page.getByTestId('company-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name })).toBeVisible();
  await expect(modal.getByTestId('company-contact').first()).toBeVisible();
});
