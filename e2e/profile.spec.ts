import { readFile } from 'node:fs/promises';
import { hash } from '@node-rs/argon2';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, acceptCookies, createFreshMember, submitSignIn, withDatabase, signIn } from './support.ts';

const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });

/** A 3rd contact of the demo owner's company with a password of its own (its change touches no demo account). */
async function createColleague(): Promise<{ email: string; password: string }> {
  const email = `colleague-${Date.now().toString(36)}@profile.test`;
  const password = 'Profile!Colleague2026';
  const passwordHash = await hash(password, { memoryCost: 1024, timeCost: 1 });
  await withDatabase((client) =>
    client.query(
      `insert into contact (company_id, name, email, password_hash, position)
       select company_id, 'Petra Profile', $1, $2, 3 from contact where email = $3`,
      [email, passwordHash, DEMO.owner.email],
    ),
  );
  return { email, password };
}

test('the owner updates the company phone and description and sees them on the company page', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  const body = page.getByTestId('company-body');
  await expect(body).toHaveAttribute('data-mode', 'edit');
  // Update contact only on the owner's own contact.
  await expect(page.getByTestId('update-contact-button')).toHaveCount(1);

  await page.getByTestId('update-company-button').click();
  const modal = page.getByTestId('company-edit-modal');
  await modal.getByTestId('company-edit-tel').fill('+31 20 555 0199');
  await modal
    .getByTestId('company-edit-description')
    .fill('Refurbished HPE and Dell servers, tested in Amsterdam.');
  // The space key does nothing in the website field.
  await modal.getByTestId('company-edit-website').fill('');
  await modal.getByTestId('company-edit-website').pressSequentially('www.demo trading.example');
  await expect(modal.getByTestId('company-edit-website')).toHaveValue('www.demotrading.example');
  await modal.getByTestId('company-edit-save').click();
  await expect(snackbar(page, 'Company profile successfully updated')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(body.getByTestId('company-tel')).toHaveText('+31 20 555 0199');

  await page.getByTestId('profile-company-page-link').click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  const view = page.getByTestId('company-body');
  await expect(view).toHaveAttribute('data-mode', 'view');
  await expect(view.getByTestId('company-tel')).toHaveText('+31 20 555 0199');
  await expect(view.getByTestId('company-tel').locator('a')).toHaveAttribute('href', 'tel:+31205550199');
  await expect(view.getByTestId('company-description')).toHaveText(
    'Refurbished HPE and Dell servers, tested in Amsterdam.',
  );
  await expect(view.getByTestId('company-website')).toContainText('www.demotrading.example');
  await expect(page.getByTestId('back-to-companies')).toHaveAttribute('href', '/companies');
  await expect(view.getByTestId('update-company-button')).toHaveCount(0);
});

test('a contact updates their own function; the company fields are the owner’s', async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.goto('/profile');
  await expect(page.getByTestId('company-body')).toBeVisible();
  await expect(page.getByTestId('update-company-button')).toHaveCount(0);
  await expect(page.getByTestId('profile-owner-note')).toBeVisible();
  await expect(page.getByTestId('toggle-rfq')).toBeChecked();

  const own = page.getByTestId('company-contact').filter({ has: page.getByTestId('update-contact-button') });
  await expect(own).toHaveCount(1);
  await own.getByTestId('update-contact-button').click();
  const modal = page.getByTestId('contact-edit-modal');
  await modal.getByTestId('contact-edit-function').fill('Head of Trading');
  await modal.getByTestId('contact-edit-save').click();
  await expect(snackbar(page, 'Contact successfully updated')).toBeVisible();
  await expect(own.getByTestId('company-contact-function')).toHaveText('Head of Trading');

  await page.getByTestId('profile-company-page-link').click();
  const contact = page.getByTestId('company-contact').filter({ hasText: 'Head of Trading' });
  await expect(contact).toHaveCount(1);
  await expect(page.getByTestId('company-contact-label').first()).toHaveText('Main');
});

async function signsIn(browser: Browser, account: { email: string; password: string }): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/');
    await acceptCookies(page);
    await submitSignIn(page, account.email, account.password);
    const outcome = await Promise.race([
      page
        .getByTestId('two-factor-reminder-modal')
        .waitFor()
        .then(() => true),
      page
        .getByTestId('snackbar')
        .filter({ hasText: 'Could not login' })
        .waitFor()
        .then(() => false),
    ]);
    return outcome;
  } finally {
    await context.close();
  }
}

test('a contact changes the password and signs in with the new one', async ({ page, browser }) => {
  const colleague = await createColleague();
  await signIn(page, colleague);
  await page.goto('/profile');
  await page.getByTestId('change-password-button').click();
  const modal = page.getByTestId('change-password-modal');
  await modal.getByTestId('current-password').fill(colleague.password);
  await modal.getByTestId('new-password').fill('password1');
  await modal.getByTestId('new-password-repeat').fill('password1');
  await expect(modal.getByTestId('password-strength')).toHaveAttribute('data-score', /^[01]$/);
  await expect(modal.getByTestId('change-password-submit')).toBeDisabled();

  const newPassword = 'Lantern-Orchard-Sky-42';
  await modal.getByTestId('new-password').fill(newPassword);
  await modal.getByTestId('new-password-repeat').fill(newPassword);
  await expect(modal.getByTestId('change-password-submit')).toBeEnabled();
  await modal.getByTestId('change-password-submit').click();
  await expect(snackbar(page, 'Password succesfully updated')).toBeVisible();
  await expect(modal).toBeHidden();

  expect(await signsIn(browser, { email: colleague.email, password: newPassword })).toBe(true);
  expect(await signsIn(browser, colleague)).toBe(false);
});

test('a visitor sees the masked company page with the free-trial banner; an unknown company says so', async ({
  page,
}) => {
  const companyId = await withDatabase(async (client) => {
    const owner = await client.query<{ company_id: number }>(
      'select company_id from contact where email = $1',
      [DEMO.owner.email],
    );
    return owner.rows[0]!.company_id;
  });
  await page.goto(`/companies/${companyId}`);
  await acceptCookies(page);
  const body = page.getByTestId('company-body');
  await expect(page.getByTestId('company-name')).toHaveText('Demo Trading BV');
  await expect(body.getByTestId('company-free-trial-banner').getByRole('link')).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(body.getByTestId('company-country')).toHaveText('Netherlands');
  await expect(body.getByTestId('company-tel')).toHaveCount(0);
  await expect(body.getByTestId('company-contacts')).toHaveCount(0);
  await expect(body.getByTestId('company-actions')).toHaveCount(0);

  await page.goto('/companies/2147483000');
  await expect(page.getByTestId('company-not-found')).toContainText(
    'Oops! The content you are looking for is not available or no longer exists.',
  );
  await page.goto('/companies/not-a-number');
  await expect(page.getByTestId('company-not-found')).toBeVisible();
});

test('a member downloads the member badge from the profile, naming the tier the member bar shows', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  const tier = (await page.getByTestId('tier-badge').innerText()).replace(/ member$/i, '').toLowerCase();
  const badgeTier = tier === 'regular' ? 'member' : tier;
  await page.goto('/profile');
  const section = page.getByTestId('member-badge');
  await expect(section.getByTestId('member-badge-preview')).toBeVisible();
  await expect
    .poll(() =>
      section
        .getByTestId('member-badge-preview')
        .evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    section.getByTestId('member-badge-png').click(),
  ]);
  expect(png.suggestedFilename()).toBe(`tbs-member-badge-${badgeTier}.png`);
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    section.getByTestId('member-badge-svg').click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`tbs-member-badge-${badgeTier}.svg`);
  const svgText = await readFile((await svg.path())!, 'utf8');
  expect(svgText).toMatch(
    new RegExp(`<title id="badge-title">TBS Member, ${badgeTier} tier, member since \\d{4}</title>`, 'i'),
  );
});

test('a company on its free trial is told the member badge comes with a paid membership', async ({
  page,
}) => {
  await signIn(page, DEMO.trial);
  await page.goto('/profile');
  await expect(page.getByTestId('member-badge-unavailable')).toBeVisible();
  await expect(page.getByTestId('member-badge-png')).toHaveCount(0);
});

test('the owner keeps the VAT number current: a number failing its check digits is refused, a good one saved', async ({
  page,
}) => {
  const owner = await createFreshMember('VATP');
  await withDatabase((client) =>
    client.query(`update contact set is_owner = true where email = $1`, [owner.email]),
  );
  await signIn(page, owner);
  await page.goto('/profile');
  await page.getByTestId('update-company-button').click();
  const modal = page.getByTestId('company-edit-modal');
  await expect(modal.getByTestId('company-edit-tax-hint')).toContainText(
    'Incorrect or missing VAT numbers result in addition of appropriate taxes.',
  );
  await modal.getByLabel('VAT number').fill('NL123456789B01');
  await modal.getByTestId('company-edit-save').click();
  await expect(modal.getByText('This is not a valid Netherlands VAT number')).toBeVisible();
  await modal.getByLabel('VAT number').fill('nl 0044.95445 b01');
  await modal.getByTestId('company-edit-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('company-body').getByTestId('company-vat')).toContainText('NL004495445B01');
});
