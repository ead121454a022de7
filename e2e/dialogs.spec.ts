import { expect, test } from '@playwright/test';
import { acceptCookies } from './support.ts';

test('the RFQ dialog says why Send is disabled, keeps Tab inside it and gives focus back to its opener on close', async ({
  page,
}) => {
  await page.goto('/parts?query=HP');
  await acceptCookies(page);
  const opener = page.getByTestId('parts-row').first().getByTestId('rfq-button');
  await opener.click();
  const dialog = page.getByTestId('rfq-modal');
  await expect(dialog.getByLabel('Company name')).toBeVisible();
  // Send waits for the captcha, and says so beside the button (not in a tooltip).
  await expect(dialog.getByTestId('rfq-send')).toBeDisabled();
  await expect(dialog.getByTestId('rfq-send-blocked-reason')).toHaveText('Please solve the captcha');
  await expect(dialog.getByTestId('rfq-send')).toHaveAccessibleDescription('Please solve the captcha');

  /** Whether the focused element is inside the dialog (the captcha's shadow root counts as its host). */
  const focusInside = () =>
    dialog.evaluate((element) => {
      const node = element as unknown as {
        contains(other: unknown): boolean;
        ownerDocument: { activeElement: unknown };
      };
      return node.contains(node.ownerDocument.activeElement);
    });
  for (let press = 1; press <= 40; press++) {
    await page.keyboard.press(press % 7 === 0 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(), `after ${press} presses`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The close button as well.
  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(opener).toBeFocused();
});
