import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  acceptCookies,
  createFreshMember,
  DEMO,
  dismissTwoFactorReminder,
  fillAndSendCompose,
  submitSignIn,
  withDatabase,
} from './support.ts';

interface LivePage {
  page: Page;
  /** The page's live socket has said ready to a hello (with the session token when `member`). */
  ready(): boolean;
  /** Messages the page's console reported about the Content-Security-Policy. */
  cspViolations: string[];
}

/**
 * A browser of its own on `path` (the home page or /broadcasts), signed in as `account` (or a visitor), watching
 * its live socket.
 */
async function openList(
  browser: Browser,
  account?: { email: string; password: string },
  path: '/' | '/broadcasts' = '/',
): Promise<LivePage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to connect/i.test(message.text()))
      cspViolations.push(message.text());
  });
  let ready = false;
  page.on('websocket', (socket) => {
    // The newest socket counts (signing in or a navigation opens another).
    ready = false;
    let helloFits = !account;
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes('"token"')) helloFits = true;
    });
    socket.on('framereceived', (frame) => {
      if (helloFits && String(frame.payload).includes('"type":"ready"')) ready = true;
    });
  });
  await page.goto('/');
  await acceptCookies(page);
  if (account) {
    await submitSignIn(page, account.email, account.password);
    await dismissTwoFactorReminder(page);
  }
  if (path !== '/') await page.goto(path);
  const list = page.getByTestId(path === '/' ? 'home-latest-broadcasts' : 'broadcasts-page');
  await expect(list.getByTestId('broadcast-row').first()).toBeVisible();
  return { page, ready: () => ready, cspViolations };
}

/** A broadcast sent by another member (the trial account's contact), straight into the table; its subject. */
async function insertBroadcast(): Promise<string> {
  const subject = `WTS 2x Cisco C9300-48P live ${Date.now().toString(36).toUpperCase()}`;
  await withDatabase(async (client) => {
    await client.query(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
         description, condition, price, from_email)
       select 11, company_id, id, 'WTS', $1, 'Boxed, tested.', '2', 'Cisco', 'C9300-48P', 'REF', '900', email
         from contact where email = $2`,
      [subject, DEMO.trial.email],
    );
  });
  return subject;
}

/** Marks the page's document: a reload would lose the mark. */
const markDocument = (live: LivePage) =>
  live.page.evaluate(() => ((globalThis as { liveMark?: boolean }).liveMark = true));
const sameDocument = (live: LivePage) =>
  live.page.evaluate(() => (globalThis as { liveMark?: boolean }).liveMark === true);

test('a new broadcast appears in the open lists of two signed-in members and a visitor without a reload', async ({
  browser,
}) => {
  const member = await openList(browser, DEMO.member);
  const owner = await openList(browser, DEMO.owner);
  const visitor = await openList(browser);
  for (const live of [member, owner, visitor]) {
    await expect.poll(() => live.ready()).toBe(true);
    await markDocument(live);
  }

  const subject = await insertBroadcast();

  for (const live of [member, owner, visitor]) {
    await expect(live.page.getByTestId('home-latest-broadcasts')).toContainText(subject);
    expect(await sameDocument(live)).toBe(true);
    // connect-src 'self' allows the same-origin ws: URL (CSP Level 3).
    expect(live.cspViolations).toEqual([]);
  }
  // The visitor's row is masked by the server as always.
  const visitorRow = visitor.page.getByTestId('broadcast-row').filter({ hasText: subject });
  await expect(visitorRow).toContainText('TBS Member');
});

test('a broadcast composed in one browser appears on /broadcasts of two other signed-in members without a reload', async ({
  browser,
}) => {
  const composer = await createFreshMember('E2ELV');
  const sender = await openList(browser, composer, '/broadcasts');
  const member = await openList(browser, DEMO.member, '/broadcasts');
  const owner = await openList(browser, DEMO.owner, '/broadcasts');
  for (const live of [member, owner]) {
    await expect.poll(() => live.ready()).toBe(true);
    await markDocument(live);
  }

  await sender.page.getByTestId('compose-button').click();
  await fillAndSendCompose(sender.page, composer.token);
  await expect(sender.page.getByTestId('snackbar').filter({ hasText: 'Broadcast sent' })).toBeVisible();

  const subject = `WTS 10x HPE ${composer.token} (NEW)`;
  for (const live of [member, owner]) {
    await expect(live.page.getByTestId('broadcast-table')).toContainText(subject);
    expect(await sameDocument(live)).toBe(true);
    expect(live.cspViolations).toEqual([]);
  }
});
