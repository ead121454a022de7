import { expect, test } from '@playwright/test';
import { DEMO, acceptCookies, withDatabase, signIn } from './support.ts';

/**
 * The parts page as InstantSearch users know it: search as you type with the URL kept, highlighted matches,
 * facet counts of the whole result with refinement, keyboard navigation and "did you mean".
 */

/** Part numbers no seeded company stocks, fresh for every run. */
const stamp = `IS${Date.now().toString(36).toUpperCase()}`;
const target = `${stamp}-B21`;

test.beforeAll(async ({ request }) => {
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'DE', '2015-01-01') returning id`,
      [`Instant ${stamp}`],
    );
    const company = rows[0]!.id;
    for (const [partNumber, manufacturer, condition] of [
      [target, 'Zentrix', 'NEW'],
      [`${stamp}-B22`, 'Zentrix', 'REF'],
      [`${stamp}-C30`, 'Quorblat', 'REF'],
    ])
      await client.query(
        `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
         values ($1, $2, $3, 'Hot-plug power supply', 1, $4, 100)`,
        [company, partNumber, manufacturer, condition],
      );
  });
  // The worker indexes the new parts from the outbox.
  await expect
    .poll(async () => (await (await request.get(`/api/parts?query=${stamp}`)).json()).payload?.numResults, {
      timeout: 15_000,
    })
    .toBe(3);
});

test('a visitor searches as they type, sees the matches marked and the facet counts, and refines', async ({
  page,
}) => {
  await page.goto('/parts');
  await acceptCookies(page);
  const input = page.getByTestId('parts-search-input');
  await input.pressSequentially(stamp.toLowerCase(), { delay: 20 });
  // No button pressed: the search runs once typing pauses, and the URL keeps it.
  const rows = page.getByTestId('parts-row');
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`[?&]query=${stamp.toLowerCase()}`));
  await expect(page.getByTestId('parts-search-submit')).toBeEnabled();

  // The typed part of each part number is marked (as an element, never as HTML from the server).
  await expect(rows.first().locator('mark').first()).toHaveText(stamp);

  const manufacturers = page.getByTestId('facet-manufacturer');
  await expect(manufacturers).toContainText('Zentrix');
  await expect(manufacturers.getByText('Zentrix').locator('..')).toContainText('2');
  await expect(manufacturers.getByText('Quorblat').locator('..')).toContainText('1');
  await expect(page.getByTestId('facet-condition').getByText('REF').locator('..')).toContainText('2');
  // Visitors get no country facet: it would point at the company.
  await expect(page.getByTestId('facet-country')).toHaveCount(0);
  await expect(page.locator('.parts-stats')).toContainText('3 results');

  await manufacturers.getByText('Quorblat').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${stamp}-C30`);
  await expect(page).toHaveURL(/manufacturer=Quorblat/);
  // The back button returns to the unrefined search.
  await page.goBack();
  await expect(rows).toHaveCount(3);

  // Keyboard: down from the search box into the rows, Enter opens the part.
  await input.focus();
  await input.press('ArrowDown');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(input).toBeFocused();
  await input.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/parts\/[^?]+$/);
});

test('a member sees the country facet and is shown the corrected part number, or can search as typed', async ({
  page,
}) => {
  await signIn(page, DEMO.member);

  // B12 for B21: two characters swapped.
  const typo = `${stamp}-B12`;
  await page.goto(`/parts?query=${encodeURIComponent(typo)}`);
  const corrected = page.getByTestId('parts-corrected');
  await expect(corrected).toContainText(`Showing results for ${stamp}B21`);
  const rows = page.getByTestId('parts-row');
  // B21 and B22 are both one edit from B12; the marks show what matched.
  await expect(rows.filter({ hasText: target }).locator('mark').first()).toHaveText(target);
  await expect(page.getByTestId('facet-country')).toContainText('Germany');

  await corrected.getByTestId('parts-search-instead').click();
  await expect(page).toHaveURL(/noTypos=1/);
  await expect(page.getByTestId('parts-empty')).toBeVisible();
  await expect(page.getByTestId('parts-corrected')).toHaveCount(0);
});
