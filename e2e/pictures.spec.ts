import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, createFreshMember, withDatabase, signIn } from './support.ts';

/** A picture as a file of the file chooser. */
async function pictureFile(
  name: string,
  width: number,
  height: number,
  mimeType: 'image/png' | 'image/jpeg',
) {
  const image = sharp({ create: { width, height, channels: 3, background: '#1d6fd8' } });
  const buffer = await (mimeType === 'image/png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType, buffer };
}

/** The base64 image of a JSON upload body, decoded. */
function uploadedImage(postData: string | null, field: string): Buffer {
  const value = (JSON.parse(postData ?? '{}') as Record<string, string>)[field] ?? '';
  return Buffer.from(value.replace(/^data:[^,]*,/, ''), 'base64');
}

/** Waits until an <img> has really decoded its picture. */
async function expectDecoded(page: Page, testId: string): Promise<number> {
  const image = page.getByTestId(testId);
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);
}

test('a member uploads a profile picture on /profile, sees it, opens the large view and deletes it', async ({
  page,
}) => {
  const member = await createFreshMember('PIC');
  await signIn(page, member);
  await page.goto('/profile');
  const body = page.getByTestId('company-body');
  await expect(body).toHaveAttribute('data-mode', 'edit');
  const ownCard = body
    .getByTestId('company-contact')
    .filter({ has: page.getByTestId('profile-picture-upload') });
  await expect(ownCard).toHaveCount(1);
  await expect(ownCard.getByTestId('profile-picture')).toHaveCount(0);

  await ownCard.getByTestId('profile-picture-upload').click();
  const modal = page.getByTestId('profile-picture-modal');
  await expect(modal).toBeVisible();
  const upload = modal.getByTestId('profile-picture-modal-upload');
  await expect(upload).toBeDisabled();

  // A GIF is not taken: the upload stays disabled.
  await modal.getByTestId('profile-picture-modal-file').setInputFiles({
    name: 'animation.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(modal.getByTestId('profile-picture-modal-error')).toHaveText(
    'Please choose a .jpg, .jpeg or .png image.',
  );
  await expect(upload).toBeDisabled();

  // A large PNG is shrunk in the browser to 400 x 267 and sent as JPEG.
  await modal
    .getByTestId('profile-picture-modal-file')
    .setInputFiles(await pictureFile('me.png', 1200, 800, 'image/png'));
  await expect(modal.getByTestId('profile-picture-modal-preview')).toContainText('400 x 267 pixels');
  await expect(upload).toBeEnabled();

  // A refusal keeps the modal open and says so in the spec's words (the server is made to refuse once).
  await page.route('**/api/companies/uploadPicture', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 400, msg: 'The image is damaged or incomplete' }),
    }),
  );
  await upload.click();
  const failure = page.getByTestId('snackbar').filter({ hasText: 'Profile Picture could not be uploaded' });
  await expect(failure).toContainText('The image is damaged or incomplete');
  await expect(failure).toContainText('If the problem persists please contact TBS.');
  await expect(modal).toBeVisible();
  await page.unroute('**/api/companies/uploadPicture');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/companies/uploadPicture'));
  const reloaded = page.waitForEvent('load');
  await upload.click();
  const uploadedMeta = await sharp(uploadedImage((await sent).postData(), 'picture')).metadata();
  expect(uploadedMeta).toMatchObject({ format: 'jpeg', width: 400, height: 267 });
  await reloaded;

  // After the reload the picture shows on the own contact.
  const card = page
    .getByTestId('company-body')
    .getByTestId('company-contact')
    .filter({
      has: page.getByTestId('profile-picture-upload'),
    });
  await expect(card.getByTestId('profile-picture-upload')).toHaveText('Change picture');
  expect(await expectDecoded(page, 'profile-picture')).toBe(160);

  // The large view.
  await card.getByTestId('profile-picture-open').click();
  const large = page.getByTestId('large-picture-modal');
  await expect(large).toBeVisible();
  expect(await expectDecoded(page, 'large-picture')).toBe(400);
  await large.getByRole('button', { name: 'Close' }).click();
  await expect(large).toBeHidden();

  // Delete, with a confirmation first (cancel keeps it).
  await card.getByTestId('profile-picture-delete').click();
  const confirm = page.getByTestId('delete-picture-modal');
  await expect(confirm).toContainText('Are you sure you want to delete your profile picture?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('profile-picture')).toBeVisible();

  await card.getByTestId('profile-picture-delete').click();
  const reloadedAgain = page.waitForEvent('load');
  await page.getByTestId('delete-picture-modal-confirm').click();
  await reloadedAgain;
  const after = page
    .getByTestId('company-body')
    .getByTestId('company-contact')
    .filter({
      has: page.getByTestId('profile-picture-upload'),
    });
  await expect(after.getByTestId('profile-picture-upload')).toHaveText('Upload picture');
  await expect(after.getByTestId('profile-picture')).toHaveCount(0);
  await expect(after.getByTestId('profile-picture-delete')).toHaveCount(0);
});

test('the owner uploads a logo within 240 x 60, members see it on the company page, and the owner removes it', async ({
  page,
  browser,
}) => {
  // Start from no logo, whatever ran before.
  await withDatabase(async (client) => {
    const owner = 'select company_id from contact where email = $1';
    await client.query(`delete from stored_image where company_id = (${owner})`, [DEMO.owner.email]);
    await client.query(`update company set pic_url = null where id = (${owner})`, [DEMO.owner.email]);
  });
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  const logo = page.getByTestId('logo-controls');
  await expect(logo).toContainText('No logo yet');
  await logo.getByTestId('logo-upload').click();
  const modal = page.getByTestId('logo-modal');
  await expect(modal.getByTestId('logo-modal-upload')).toBeDisabled();
  await modal
    .getByTestId('logo-modal-file')
    .setInputFiles(await pictureFile('logo.png', 960, 120, 'image/png'));
  await expect(modal.getByTestId('logo-modal-preview')).toContainText('240 x 30 pixels');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/companies/uploadLogo'));
  const reloaded = page.waitForEvent('load');
  await modal.getByTestId('logo-modal-upload').click();
  expect(await sharp(uploadedImage((await sent).postData(), 'logo')).metadata()).toMatchObject({
    format: 'png',
    width: 240,
    height: 30,
  });
  await reloaded;
  expect(await expectDecoded(page, 'company-logo')).toBe(240);

  // Another member sees the logo on the company page, without the owner's buttons.
  const companyId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ company_id: number }>(
      'select company_id from contact where email = $1',
      [DEMO.owner.email],
    );
    return rows[0]!.company_id;
  });
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, DEMO.member);
  await memberPage.goto(`/companies/${companyId}`);
  expect(await expectDecoded(memberPage, 'company-logo')).toBe(240);
  await expect(memberPage.getByTestId('logo-upload')).toHaveCount(0);
  await memberPage.context().close();

  // The owner removes it, after a confirmation.
  await page.getByTestId('logo-remove').click();
  const reloadedAgain = page.waitForEvent('load');
  await page.getByTestId('remove-logo-modal-confirm').click();
  await reloadedAgain;
  await expect(page.getByTestId('logo-controls')).toContainText('No logo yet');
  await expect(page.getByTestId('company-logo')).toHaveCount(0);
});
