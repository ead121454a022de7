import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { E2E_ENV } from './env.ts';

/** Runs statements on the e2e database (what staff would set, or rows a test needs that the seed has not). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDefaultUser(E2E_ENV.DATABASE_URL) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Demo accounts of the seeded world (same values as README and scripts/src/seed/demoAccounts.ts). */
export const DEMO = {
  member: { email: 'member@demo.tbs', password: 'DemoMember!2026' },
  owner: { email: 'owner@demo.tbs', password: 'DemoOwner!2026' },
  service: { email: 'service@demo.tbs', password: 'DemoService!2026' },
  twoFactor: { email: '2fa@demo.tbs', password: 'Demo2fa!2026', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  trial: { email: 'trial@demo.tbs', password: 'DemoTrial!2026' },
  overdue: { email: 'overdue@demo.tbs', password: 'DemoOverdue!2026' },
} as const;

/** The link and button names of the top navigation, in order. */
export async function topNavNames(page: Page): Promise<string[]> {
  const nav = page.getByTestId('top-nav');
  const names = await nav.locator('a, button').allInnerTexts();
  // The News link carries an unread badge on its own line ("News\n9\nunread"): keep the label only.
  return names.map((name) => name.split('\n')[0]!.trim()).filter(Boolean);
}

/** Opens the sign-in modal from the top navigation and submits the credentials. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('nav-sign-in').click();
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

/** Closes the once-per-session 2FA reminder that members without 2FA get after signing in. */
export async function dismissTwoFactorReminder(page: Page): Promise<void> {
  const reminder = page.getByTestId('two-factor-reminder-modal');
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Remind me later' }).click();
  await expect(reminder).toBeHidden();
}

export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept cookies' }).click();
}

/** The text of the newest mail to `to` in the local outbox ('' while none has arrived). */
export async function newestOutboxMail(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()).payload as { text: string }[])[0]?.text ?? '';
}
