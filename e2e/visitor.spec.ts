import { expect, test } from '@playwright/test';
import { acceptCookies, topNavNames } from './support.ts';

test('a visitor sees the landing page with masked broadcasts and real top searches', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cookie-notice')).toBeVisible();
  await acceptCookies(page);
  await expect(page.getByTestId('cookie-notice')).toBeHidden();

  expect(await topNavNames(page)).toEqual([
    'Testimonials',
    'Free Trial',
    'News',
    'About',
    'Services',
    'Sign In',
  ]);
  await expect(page.getByTestId('home-free-trial')).toBeVisible();
  await expect(page.getByTestId('home-promo-cards')).toBeVisible();

  const topSearches = page.getByTestId('home-top-searches').locator('a[href^="/parts?query="]');
  await expect(topSearches.first()).toBeVisible();
  expect(await topSearches.count()).toBeGreaterThan(3);

  const rows = page.getByTestId('broadcast-row');
  await expect(rows).toHaveCount(10);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('TBS Member');

  await expect(page.getByTestId('home-latest-news')).toContainText(/\w+/);
  await expect(page).toHaveTitle(/TBS/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);

  await page.reload();
  await expect(page.getByTestId('cookie-notice')).toBeHidden();
});

test('an unknown path shows the Page not found page with its links', async ({ page }) => {
  await page.goto('/no/such/page');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toContainText(
    'Oops! The content you are looking for is not available or no longer exists.',
  );
  for (const href of ['/contact', '/broadcasts', '/parts', '/companies', '/news?catId=1', '/news', '/']) {
    await expect(notFound.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('the header search sends a visitor to the parts search by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('header-search-category')).toHaveValue(/parts/i);
  await page.getByTestId('header-search-input').fill('875490-B21');
  await page.getByTestId('header-search-input').press('Enter');
  await expect(page).toHaveURL(/\/parts\?query=875490-B21$/);
});
