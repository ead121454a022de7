import { hash } from '@node-rs/argon2';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
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

/**
 * Waits until the search index holds the given broadcasts: no index_outbox row names them any more (the
 * worker's drainer took them), the test the worker's live handler makes too. The lists read the index.
 */
export async function waitForBroadcastsIndexed(broadcastIds: number[]): Promise<void> {
  await expect
    .poll(() =>
      withDatabase(async (client) => {
        const pending = await client.query<{ count: number }>(
          `select count(*)::int as count from index_outbox where doc_type = 'broadcast' and doc_id = any($1::bigint[])`,
          [broadcastIds],
        );
        return pending.rows[0]!.count;
      }),
    )
    .toBe(0);
}

/**
 * Empties the product's 5-minute news cache, as staff publishing a post would (api/src/news/newsCache.ts): a post a
 * test writes shows at once, whatever the pages before it cached.
 */
export async function clearNewsCache(): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${E2E_ENV.REDIS_PREFIX}:news:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
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

/** An account to sign in with. */
export interface Account {
  email: string;
  password: string;
}

/** On the page open now: accepts the cookies, signs in from the top navigation and closes the 2FA reminder. */
export async function signInHere(page: Page, account: Account): Promise<void> {
  await acceptCookies(page);
  await submitSignIn(page, account.email, account.password);
  await dismissTwoFactorReminder(page);
}

/** Opens the home page and signs in there (signInHere). */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await signInHere(page, account);
}

/** The text of the newest mail to `to` in the local outbox ('' while none has arrived). */
export async function newestOutboxMail(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()).payload as { text: string }[])[0]?.text ?? '';
}

/**
 * A full member of a company of its own, signed in nowhere yet: the broadcast rules count per contact and
 * company, so the demo world's broadcasts cannot interfere with what a test sends. `token` is unique.
 */
export async function createFreshMember(
  prefix: string,
): Promise<{ email: string; password: string; token: string }> {
  const token = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const email = `member-${token.toLowerCase()}@fresh.test`;
  const password = 'Fresh!Member2026';
  const passwordHash = await hash(password, { memoryCost: 1024, timeCost: 1 });
  await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Fresh ${token}`],
    );
    await client.query(
      `insert into contact (company_id, name, email, password_hash) values ($1, 'Frida Fresh', $2, $3)`,
      [company.rows[0]!.id, email, passwordHash],
    );
  });
  return { email, password, token };
}

/** Fills the open compose modal (a Server/Storage WTS of 10x HPE `description`, NEW, 120) and presses Send. */
export async function fillAndSendCompose(page: Page, description: string): Promise<Locator> {
  const modal = page.getByTestId('compose-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('compose-to').selectOption({ label: 'Server/Storage' });
  await modal.getByTestId('compose-quantity').fill('10');
  await modal.getByTestId('compose-brand').fill('HPE');
  await modal.getByTestId('compose-desc').fill(description);
  await modal.getByTestId('compose-condition').fill('NEW');
  await modal.getByTestId('compose-price').fill('120');
  await modal.getByTestId('compose-send').click();
  return modal;
}
