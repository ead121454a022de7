import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('a member chooses Digest for one list and Standard for another, saves, and finds them after a reload', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await page.goto('/broadcast-settings');
  const form = page.getByTestId('broadcast-settings-form');
  await expect(form.locator('tbody tr')).toHaveCount(13);

  const server = page.getByTestId('broadcast-setting-2');
  const printer = page.getByTestId('broadcast-setting-5');
  await server
    .getByRole('radiogroup', { name: 'Server/Storage, primary e-mail' })
    .getByLabel('Digest')
    .check();
  await printer.getByRole('radiogroup', { name: 'Printer, primary e-mail' }).getByLabel('Standard').check();
  await page.getByTestId('broadcast-settings-save').click();
  await expect(
    page.getByTestId('snackbar').filter({ hasText: 'Broadcast settings successfully updated' }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByTestId('broadcast-setting-2')
      .getByRole('radiogroup', { name: 'Server/Storage, primary e-mail' })
      .getByLabel('Digest'),
  ).toBeChecked();
  await expect(
    page
      .getByTestId('broadcast-setting-5')
      .getByRole('radiogroup', { name: 'Printer, primary e-mail' })
      .getByLabel('Standard'),
  ).toBeChecked();
});

test('a service-only member is told the settings are not part of the membership', async ({ page }) => {
  await signIn(page, DEMO.service);
  await page.goto('/broadcast-settings');
  await expect(page.getByTestId('broadcast-settings-refusal')).toContainText(
    'Service-only members have no broadcast settings',
  );
  await expect(page.getByTestId('broadcast-settings-form')).toHaveCount(0);
});

test('the settings also open as a modal from the profile, which closes once saved', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  await page.getByTestId('profile-broadcast-settings').click();
  const modal = page.getByTestId('broadcast-settings-modal');
  await expect(modal.locator('tbody tr')).toHaveCount(13);
  await modal
    .getByTestId('broadcast-setting-7')
    .getByRole('radiogroup', { name: 'Laptop, primary e-mail' })
    .getByLabel('Digest')
    .check();
  await modal.getByTestId('broadcast-settings-save').click();
  await expect(
    page.getByTestId('snackbar').filter({ hasText: 'Broadcast settings successfully updated' }),
  ).toBeVisible();
  await expect(modal).toBeHidden();

  await page.goto('/broadcast-settings');
  await expect(
    page
      .getByTestId('broadcast-setting-7')
      .getByRole('radiogroup', { name: 'Laptop, primary e-mail' })
      .getByLabel('Digest'),
  ).toBeChecked();
});
