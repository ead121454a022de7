import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import {
  DEMO,
  acceptCookies,
  createFreshMember,
  dismissTwoFactorReminder,
  submitSignIn,
  topNavNames,
  newestOutboxMail,
  withDatabase,
  signIn,
} from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a member with 2FA signs in with a code, sees the member shell and signs out', async ({ page }) => {
  await submitSignIn(page, DEMO.twoFactor.email, DEMO.twoFactor.password);
  const codeModal = page.getByTestId('two-factor-code-modal');
  await expect(codeModal).toBeVisible();
  await expect(page.getByTestId('sign-in-modal')).toBeHidden();

  await page.getByTestId('two-factor-code-input').fill('12345');
  await codeModal.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(codeModal).toContainText('Please enter a valid 6-digit code');

  await page.getByTestId('two-factor-code-input').fill(await generate({ secret: DEMO.twoFactor.secret }));
  await codeModal.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(codeModal).toBeHidden();

  await expect
    .poll(() => topNavNames(page))
    .toEqual(['Broadcasts', 'Parts', 'Companies', 'Inventory', 'Services', 'News']);
  await expect(page.getByTestId('member-welcome')).toBeVisible();
  await expect(page.getByTestId('world-clock-city')).toHaveCount(5);
  await expect(page.getByTestId('world-clock')).toContainText(/\b\d{2}:\d{2}\b/);
  await expect(page.getByTestId('header-search-category')).toHaveValue(/broadcasts/i);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-list').getByText('Sign out', { exact: true }).click();
  await expect.poll(() => topNavNames(page)).toContain('Sign In');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(DEMO.twoFactor.email);
});

test('a wrong password is refused with the spec message and nothing is stored', async ({ page }) => {
  await submitSignIn(page, DEMO.member.email, 'not-the-password');
  await expect(page.getByTestId('snackbar').first()).toContainText('Could not login');
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();
  expect(await topNavNames(page)).toContain('Sign In');
});

test('a service-only member sees Contact us instead of Inventory', async ({ page }) => {
  await submitSignIn(page, DEMO.service.email, DEMO.service.password);
  await dismissTwoFactorReminder(page);
  await expect
    .poll(() => topNavNames(page))
    .toEqual(['Broadcasts', 'Parts', 'Companies', 'Services', 'Contact us', 'News']);
});

test('a password reset goes from the request to the new password through the mail outbox', async ({
  page,
  request,
}) => {
  await page.getByTestId('nav-sign-in').click();
  await page.getByText('Forgot password?').click();
  await page.getByTestId('password-reset-email').fill(DEMO.trial.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('snackbar').first()).toContainText('Password request successfull.');

  let link = '';
  await expect
    .poll(async () => {
      const mail = await newestOutboxMail(request, DEMO.trial.email);
      link = mail.match(/https?:\/\/\S+[?&]reset=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const modal = page.getByTestId('set-new-password-modal');
  await expect(modal).toBeVisible();
  const save = modal.getByRole('button', { name: 'Save new password' });
  await page.getByTestId('new-password').fill('password1');
  await page.getByTestId('new-password-repeat').fill('password1');
  await expect(save).toBeDisabled();

  const newPassword = 'Refurbished-Servers-2027';
  await page.getByTestId('new-password').fill(newPassword);
  await page.getByTestId('new-password-repeat').fill(newPassword);
  await save.click();
  await expect(page.getByTestId('snackbar').first()).toContainText('Password succesfully updated');
  await expect(page).not.toHaveURL(/reset=/);

  await page.goto('/');
  await submitSignIn(page, DEMO.trial.email, newPassword);
  await dismissTwoFactorReminder(page);
  await expect.poll(() => topNavNames(page)).toContain('Inventory');

  // The link is single-use: opening it again shows the invalid-token message instead of the modal.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByTestId('snackbar').first()).toContainText('Password reset token invalid');
  await expect(page.getByTestId('set-new-password-modal')).toBeHidden();
});

test('a member enables 2FA on /2fa with the shown key and disables it again', async ({ page }) => {
  await submitSignIn(page, DEMO.owner.email, DEMO.owner.password);
  await dismissTwoFactorReminder(page);
  await page.goto('/2fa');
  await expect(page.getByTestId('two-factor-status')).toContainText('Not enabled');

  await page.getByTestId('two-factor-page').getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = page.getByTestId('enable-two-factor-modal');
  await expect(setup.locator('img.qr-code')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  // Enabling needs the current password besides a code.
  await page.getByTestId('two-factor-code-input').fill(await generate({ secret }));
  await page.getByTestId('two-factor-password-input').fill('not-the-password');
  await setup.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(setup).toContainText('Your current password is not correct.');
  await page.getByTestId('two-factor-code-input').fill('000000');
  await page.getByTestId('two-factor-password-input').fill(DEMO.owner.password);
  await setup.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(setup).toContainText('Invalid code. Please try again.');
  await page.getByTestId('two-factor-code-input').fill(await generate({ secret }));
  await setup.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: '2FA Successfully Enabled' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).not.toContainText('Not enabled');

  await page.getByTestId('two-factor-page').getByRole('button', { name: 'Disable 2FA' }).click();
  const disable = page.getByTestId('disable-two-factor-modal');
  await expect(disable).toContainText('more vulnerable');
  // The code of the next 30-second step: the one just used for enabling cannot be used twice.
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByTestId('two-factor-code-input').fill(nextCode);
  await page.getByTestId('two-factor-password-input').fill(DEMO.owner.password);
  await disable.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: '2FA Successfully Disabled' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toContainText('Not enabled');
});

test('sign out everywhere ends the sessions of the other browsers too', async ({ page, browser }) => {
  await submitSignIn(page, DEMO.service.email, DEMO.service.password);
  await dismissTwoFactorReminder(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, DEMO.service);
  await expect.poll(() => topNavNames(otherPage)).toContain('Contact us');

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out-everywhere').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Signed out on every device' })).toBeVisible();
  await expect.poll(() => topNavNames(page)).toContain('Sign In');

  // The other browser learns it on its next visit: its token is no longer known.
  await otherPage.reload();
  await expect.poll(() => topNavNames(otherPage)).toContain('Sign In');
  await other.close();
});

test('a member whose session was revoked is told so once on the next page and sees the visitor view', async ({
  page,
}) => {
  const member = await createFreshMember('E2ESE');
  // Counts every 'Your session has ended' snackbar the page ever shows, however briefly (runs in the page).
  await page.addInitScript({
    content: `
      window.sessionEndedNotices = 0;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll('[data-testid="snackbar"]')]) {
            if (element.getAttribute('data-testid') === 'snackbar' &&
                element.textContent.includes('Your session has ended')) window.sessionEndedNotices += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });`,
  });
  await submitSignIn(page, member.email, member.password);
  await dismissTwoFactorReminder(page);
  await expect(page.getByTestId('member-welcome')).toBeVisible();

  // Staff (or a sign-out everywhere elsewhere) end the session while this browser still holds its token.
  await withDatabase((client) =>
    client.query(
      `update session set revoked_at = now()
        where contact_id = (select id from contact where email = $1) and revoked_at is null`,
      [member.email],
    ),
  );
  await page.goto('/parts');
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await expect.poll(() => topNavNames(page)).toContain('Sign In');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(member.email);

  // The visitor view (the home page's free trial invitation, masked latest broadcasts), told once only.
  await page.getByTestId('brand-link').click();
  await expect(page.getByTestId('home-free-trial')).toBeVisible();
  await expect(page.getByTestId('home-latest-broadcasts')).toContainText('TBS Member');
  const notices = await page.evaluate(
    () => (globalThis as { sessionEndedNotices?: number }).sessionEndedNotices,
  );
  expect(notices).toBe(1);
});
