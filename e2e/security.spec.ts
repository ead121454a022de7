import { expect, test } from '@playwright/test';
import { DEMO, acceptCookies, submitSignIn, withDatabase } from './support.ts';

const PAYLOAD =
  '<p>Please read this</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">here</a>';

/** Sets the staff-written messages of the demo member's company (null clears them). */
async function setCompanyMessages(messages: { modalMessage: string | null; customFullBlock: string | null }) {
  await withDatabase((client) =>
    client.query(
      `update company set modal_message = $2, custom_full_block = $3
        where id = (select company_id from contact where lower(email) = lower($1))`,
      [DEMO.member.email, messages.modalMessage, messages.customFullBlock],
    ),
  );
}

test.afterEach(() => setCompanyMessages({ modalMessage: null, customFullBlock: null }));

test('the index page carries a Content-Security-Policy that allows only our own scripts', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const response = await page.goto('/');
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  // The app itself runs under it, and breaks none of its rules.
  await expect(page.getByTestId('nav-sign-in')).toBeVisible();
  await page.goto('/parts');
  await expect(page.getByTestId('nav-sign-in')).toBeVisible();
  expect(violations).toEqual([]);
});

for (const overlay of [
  { field: 'modalMessage', testId: 'special-message-modal' },
  { field: 'customFullBlock', testId: 'custom-full-block' },
] as const) {
  test(`staff HTML with script in ${overlay.field} shows its text and runs nothing`, async ({ page }) => {
    await setCompanyMessages({
      modalMessage: null,
      customFullBlock: null,
      [overlay.field]: PAYLOAD,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await acceptCookies(page);
    await submitSignIn(page, DEMO.member.email, DEMO.member.password);

    const modal = page.getByTestId(overlay.testId);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Please read this');
    // The image is there, without its handler; no script element and no javascript: link reached the page.
    await expect(modal.locator('img')).toHaveCount(1);
    expect(await modal.locator('img').getAttribute('onerror')).toBeNull();
    await expect(modal.locator('script')).toHaveCount(0);
    expect(await modal.getByText('here').getAttribute('href')).toBeNull();
    await modal.getByText('here').click();

    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
}
