import { expect, test } from '@playwright/test';
import { acceptCookies, submitSignIn } from './support.ts';

test("a rate-limited sign-in shows how long to wait, in the server's words", async ({ page, request }) => {
  const email = `locked-out-${Date.now()}@example.com`;
  // Past the per-account threshold, an address that never signed in to the account gets one more try.
  let limited = false;
  for (let attempt = 0; attempt < 20 && !limited; attempt += 1) {
    const answer = await request.post('/api/auth/login', { data: { email, password: 'a wrong guess' } });
    limited = answer.status() === 429;
  }
  expect(limited).toBe(true);

  await page.goto('/');
  await acceptCookies(page);
  await submitSignIn(page, email, 'a wrong guess');
  const snackbar = page.getByTestId('snackbar').first();
  await expect(snackbar).toContainText('Could not login');
  await expect(snackbar).toContainText(/Too many attempts\. Please wait \d+ minutes? and try again\./);
});
