import { expect, test, type Page } from '@playwright/test';
import { createFreshMember, withDatabase, signIn } from './support.ts';

// Sign-ins of two accounts and a visitor on a machine shared with other runs.
test.setTimeout(90_000);

const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });

/** Companies of their own to mark as favourite (the demo member's favourites stay as seeded). */
async function createCompanies(token: string): Promise<{ id: number; name: string }[]> {
  return withDatabase(async (client) => {
    const rows = await client.query<{ id: number; name: string }>(
      `insert into company (name, country_code, member_since)
       values ($1, 'DE', '2004-05-01'), ($2, 'FR', '2024-01-01') returning id, name`,
      [`Alpha Favorite ${token}`, `Beta Favorite ${token}`],
    );
    return rows.rows;
  });
}

test('a member marks companies as favourite, finds them on /favorites and removes one after a confirmation', async ({
  page,
}) => {
  const member = await createFreshMember('FAV');
  const [alpha, beta] = await createCompanies(member.token);
  await signIn(page, member);

  for (const company of [alpha!, beta!]) {
    await page.goto(`/companies/${company.id}`);
    const toggle = page.getByTestId('favorite-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(snackbar(page, 'This Company was saved in your Favorites')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto('/favorites');
  const rows = page.getByTestId('favorite-row');
  await expect(rows).toHaveCount(2);
  // Newest first, then sorted by name and by country from the column headers (kept in the URL).
  await expect(rows.getByTestId('favorite-name')).toHaveText([beta!.name, alpha!.name]);
  await expect(rows.first()).toContainText('France');
  await expect(rows.nth(1).getByTestId('company-tier-badge')).toHaveText('Diamond');
  await page.getByTestId('favorites-sort-name').click();
  await expect(page).toHaveURL(/orderCol=name&orderDesc=false/);
  await expect(rows.getByTestId('favorite-name')).toHaveText([alpha!.name, beta!.name]);

  // Search and country filter.
  await page.getByTestId('favorites-search-toggle').click();
  await page.getByTestId('favorites-country').selectOption('FR');
  await expect(rows.getByTestId('favorite-name')).toHaveText([beta!.name]);
  await expect(page).toHaveURL(/country=FR/);
  await page.getByTestId('favorites-country').selectOption('');
  await page.getByTestId('favorites-query').fill('alpha');
  await expect(rows.getByTestId('favorite-name')).toHaveText([alpha!.name]);
  await page.reload();
  await expect(page.getByTestId('favorites-query')).toHaveValue('alpha');
  await page.getByTestId('favorites-query').fill('');

  // Row menu: the broadcasts of a favourite, then removal with a confirmation.
  const alphaRow = rows.filter({ hasText: alpha!.name });
  await alphaRow.getByTestId('favorite-menu').click();
  await expect(alphaRow.getByTestId('favorite-broadcasts')).toHaveAttribute(
    'href',
    `/broadcasts?companyId=${alpha!.id}&tab=3`,
  );
  await expect(alphaRow.getByTestId('favorite-profile')).toHaveAttribute('href', `/companies/${alpha!.id}`);
  await alphaRow.getByTestId('favorite-remove').click();
  const confirm = page.getByTestId('confirm-remove-favorite');
  await expect(confirm).toContainText(alpha!.name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await alphaRow.getByTestId('favorite-menu').click();
  await alphaRow.getByTestId('favorite-remove').click();
  await confirm.getByTestId('confirm-remove-favorite-confirm').click();
  await expect(snackbar(page, 'This Company was removed from your Favorites')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('favorite-name')).toHaveText([beta!.name]);

  // The company page follows.
  await page.goto(`/companies/${alpha!.id}`);
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'false');
});
