import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptCookies, DEMO, dismissTwoFactorReminder, submitSignIn, withDatabase } from './support.ts';

interface LivePage {
  page: Page;
  /** The page's live socket has said ready to a hello (with the session token when `member`). */
  ready(): boolean;
  /** Messages the page's console reported about the Content-Security-Policy. */
  cspViolations: string[];
}

/** A browser of its own on the home page, signed in as `account` (or a visitor), watching its live socket. */
async function openHome(browser: Browser, account?: { email: string; password: string }): Promise<LivePage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to connect/i.test(message.text()))
      cspViolations.push(message.text());
  });
  let ready = false;
  page.on('websocket', (socket) => {
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
  await expect(page.getByTestId('home-latest-broadcasts').getByTestId('broadcast-row').first()).toBeVisible();
  return { page, ready: () => ready, cspViolations };
}

test('a new broadcast appears in the open lists of two signed-in members and a visitor without a reload', async ({
  browser,
}) => {
  const member = await openHome(browser, DEMO.member);
  const owner = await openHome(browser, DEMO.owner);
  const visitor = await openHome(browser);
  for (const live of [member, owner, visitor]) {
    await expect.poll(() => live.ready()).toBe(true);
    // Marks this document: a reload would lose it.
    await live.page.evaluate(() => ((globalThis as { liveMark?: boolean }).liveMark = true));
  }

  const subject = `WTS 2x Cisco C9300-48P live ${Date.now().toString(36).toUpperCase()}`;
  await withDatabase(async (client) => {
    // Sent by another member: the trial account's contact.
    await client.query(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
         description, condition, price, from_email)
       select 11, company_id, id, 'WTS', $1, 'Boxed, tested.', '2', 'Cisco', 'C9300-48P', 'REF', '900', email
         from contact where email = $2`,
      [subject, DEMO.trial.email],
    );
  });

  for (const live of [member, owner, visitor]) {
    await expect(live.page.getByTestId('home-latest-broadcasts')).toContainText(subject);
    expect(await live.page.evaluate(() => (globalThis as { liveMark?: boolean }).liveMark)).toBe(true);
    // connect-src 'self' allows the same-origin ws: URL (CSP Level 3).
    expect(live.cspViolations).toEqual([]);
  }
  // The visitor's row is masked by the server as always.
  const visitorRow = visitor.page.getByTestId('broadcast-row').filter({ hasText: subject });
  await expect(visitorRow).toContainText('TBS Member');
});
