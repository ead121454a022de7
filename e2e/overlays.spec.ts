import { expect, test } from '@playwright/test';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { E2E_ENV } from './env.ts';
import { DEMO, acceptCookies, dismissTwoFactorReminder, submitSignIn } from './support.ts';

/** Changes a product setting in the e2e database for one test. */
async function setSetting(key: string, value: unknown): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(E2E_ENV.DATABASE_URL) });
  await client.connect();
  try {
    await client.query('update setting set value = $2::jsonb where key = $1', [key, JSON.stringify(value)]);
  } finally {
    await client.end();
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a member whose invoice is overdue gets the dismissible overdue reminder before other prompts', async ({
  page,
}) => {
  await submitSignIn(page, DEMO.overdue.email, DEMO.overdue.password);
  const reminder = page.getByTestId('invoice-overdue-modal');
  await expect(reminder).toBeVisible();
  await expect(page.getByTestId('two-factor-reminder-modal')).toBeHidden();
  await reminder.getByRole('button', { name: 'Close' }).click();
  await expect(reminder).toBeHidden();

  // Only once the overlay is gone does the 2FA reminder get its turn; the bar keeps the invoice prompt.
  await dismissTwoFactorReminder(page);
  await expect(page.getByTestId('member-prompts')).toContainText('Your invoice is overdue.');
  await expect(page.getByTestId('world-clock')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('member-prompts')).toBeVisible();
  await expect(reminder).toBeHidden();
});

test.describe('with force2fa on', () => {
  test.beforeAll(() => setSetting('force2fa', 1));
  test.afterAll(() => setSetting('force2fa', 0));

  test('a member without 2FA gets the mandatory modal on every page except /2fa', async ({ page }) => {
    await submitSignIn(page, DEMO.member.email, DEMO.member.password);
    const mandatory = page.getByTestId('mandatory-two-factor-modal');
    await expect(mandatory).toBeVisible();
    await expect(mandatory.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(mandatory).toBeVisible();

    await page.goto('/about');
    await expect(mandatory).toBeVisible();
    await page.goto('/2fa');
    await expect(page.getByTestId('two-factor-page')).toBeVisible();
    await expect(mandatory).toBeHidden();
  });
});
