import { hash } from '@node-rs/argon2';
import { expect, test } from '@playwright/test';
import { acceptCookies, dismissTwoFactorReminder, submitSignIn, withDatabase } from './support.ts';

test("a member composes a broadcast and sees 'Broadcast sent'; the same again names the duplicate", async ({
  page,
}) => {
  // A member of its own: the rules count per contact and company, so seeded broadcasts cannot interfere.
  const token = `E2ECP${Date.now().toString(36).toUpperCase()}`;
  const email = `composer-${token.toLowerCase()}@composer.test`;
  const password = 'Composer!2026';
  const passwordHash = await hash(password, { memoryCost: 1024, timeCost: 1 });
  await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Composer ${token}`],
    );
    await client.query(
      `insert into contact (company_id, name, email, password_hash) values ($1, 'Cora Composer', $2, $3)`,
      [company.rows[0]!.id, email, passwordHash],
    );
  });

  await page.goto('/');
  await acceptCookies(page);
  await submitSignIn(page, email, password);
  await dismissTwoFactorReminder(page);
  await page.goto('/broadcasts');

  const compose = async () => {
    await page.getByTestId('compose-button').click();
    const modal = page.getByTestId('compose-modal');
    await expect(modal).toBeVisible();
    // Validation first: nothing filled in.
    await modal.getByTestId('compose-send').click();
    await expect(modal.getByText('This field is required').first()).toBeVisible();
    await modal.getByTestId('compose-to').selectOption({ label: 'Server/Storage' });
    await modal.getByTestId('compose-quantity').fill('10');
    await modal.getByTestId('compose-brand').fill('HPE');
    await modal.getByTestId('compose-desc').fill(token);
    await modal.getByTestId('compose-condition').fill('NEW');
    await modal.getByTestId('compose-price').fill('120');
    await modal.getByTestId('compose-send').click();
    return modal;
  };

  const first = await compose();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Broadcast sent' })).toBeVisible();
  await expect(first).toBeHidden();
  // The possible matches of the new broadcast open after a send.
  const matches = page.getByTestId('possible-matches-modal');
  await expect(matches).toBeVisible();
  await matches.getByLabel('Close').click();
  await expect(matches).toBeHidden();

  const second = await compose();
  const rulesError = page.getByTestId('snackbar').filter({ hasText: 'Broadcast rules not obeyed' });
  await expect(rulesError).toBeVisible();
  await expect(rulesError).toContainText('Duplicate broadcast attempt');
  await expect(second).toBeVisible();
  await expect(second.getByTestId('compose-send')).toBeEnabled();

  const sent = await withDatabase(async (client) => {
    const rows = await client.query<{ subject: string }>(
      'select subject from broadcast where description = $1',
      [token],
    );
    return rows.rows.map((row) => row.subject);
  });
  expect(sent).toEqual([`WTS 10x HPE ${token} (NEW)`]);
});
