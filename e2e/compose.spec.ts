import { expect, test } from '@playwright/test';
import { createFreshMember, fillAndSendCompose, withDatabase, signIn } from './support.ts';

test("a member composes a broadcast and sees 'Broadcast sent'; the same again names the duplicate", async ({
  page,
}) => {
  const { email, password, token } = await createFreshMember('E2ECP');
  await signIn(page, { email, password });
  await page.goto('/broadcasts');

  const compose = async () => {
    await page.getByTestId('compose-button').click();
    const modal = page.getByTestId('compose-modal');
    await expect(modal).toBeVisible();
    // Validation first: nothing filled in.
    await modal.getByTestId('compose-send').click();
    await expect(modal.getByText('This field is required').first()).toBeVisible();
    return fillAndSendCompose(page, token);
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
