import { expect, test } from '@playwright/test';
import { invoiceRemindersCommand } from '@tbs/scripts/testing';
import {
  DEMO,
  acceptCookies,
  createFreshMember,
  dismissTwoFactorReminder,
  submitSignIn,
  topNavNames,
  withDatabase,
} from './support.ts';

/** Runs one statement on the e2e database (what staff would set). */
async function runSql(text: string, values: unknown[]): Promise<void> {
  await withDatabase((client) => client.query(text, values));
}

/** Changes a product setting in the e2e database for one test. */
async function setSetting(key: string, value: unknown): Promise<void> {
  await runSql('update setting set value = $2::jsonb where key = $1', [key, JSON.stringify(value)]);
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

test("a member whose company's invoice reminders staff switched off is not reminded of its overdue invoice", async ({
  page,
}) => {
  const member = await createFreshMember('NoNotif');
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ company_id: number }>(
      'select company_id from contact where email = $1',
      [member.email],
    );
    const companyId = rows[0]!.company_id;
    await client.query(
      `insert into invoice (company_id, invoice_number, account, total, invoice_date, due_date)
       values ($1, $2, 'Plus', 816.75, current_date - 30, current_date - 15)`,
      [companyId, `TBS-2001-N${member.token.slice(-6)}`],
    );
    await invoiceRemindersCommand([String(companyId), 'off'])(client);
  });

  await submitSignIn(page, member.email, member.password);
  await dismissTwoFactorReminder(page);
  await expect(page.getByTestId('world-clock')).toBeVisible();
  await expect(page.getByTestId('invoice-overdue-modal')).toBeHidden();
  await expect(page.getByTestId('member-prompts')).toBeHidden();
  // Billing History still shows the invoice as it is.
  await page.goto('/invoices');
  await expect(page.getByTestId('billing-row').getByTestId('billing-status')).toHaveText('Overdue');
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

test('a forced logout set while signed in: the server refuses the next call and the notice shows', async ({
  page,
}) => {
  await submitSignIn(page, DEMO.member.email, DEMO.member.password);
  await dismissTwoFactorReminder(page);
  await runSql('update contact set force_logout = true where email = $1', [DEMO.member.email]);

  // The stored user still says nothing; the refused call brings the notice up.
  await page.reload();
  const notice = page.getByTestId('forced-logout-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => topNavNames(page)).toContain('Sign In');

  // Signing in again clears the flag.
  await submitSignIn(page, DEMO.member.email, DEMO.member.password);
  await expect.poll(() => topNavNames(page)).toContain('Inventory');
  await expect(notice).toBeHidden();
});
