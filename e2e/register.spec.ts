import { expect, test, type Page } from '@playwright/test';
import { initORM } from '@tbs/db';
import { createMailTransport } from '@tbs/worker/testing';
import { approve } from '@tbs/scripts/testing';
import { E2E_ENV } from './env.ts';
import {
  acceptCookies,
  dismissTwoFactorReminder,
  newestOutboxMail,
  submitSignIn,
  topNavNames,
  withDatabase,
} from './support.ts';

const token = `REG${Date.now().toString(36).toUpperCase()}`;
const email = `olivia-${token.toLowerCase()}@newco.test`;
const company = `Newco Trading ${token}`;

/** Solves the visitor's captcha of step 3 and waits until the form holds the solution. */
async function solveCaptcha(page: Page): Promise<void> {
  await page.getByTestId('captcha-altcha').getByRole('checkbox').click();
  await expect(page.getByTestId('register-step-3')).toHaveAttribute('data-captcha', 'solved', {
    timeout: 15_000,
  });
}

/** Fills step 1 and goes on to step 2. */
async function fillStep1(page: Page, name: string, country: string): Promise<void> {
  await page.getByTestId('register-company').fill(name);
  await page.getByTestId('register-address').fill('Baker Street 221b');
  await page.getByTestId('register-country').selectOption({ label: country });
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-2')).toBeVisible();
}

/** Fills the contact person of step 3. */
async function fillStep3(page: Page, address: string): Promise<void> {
  await page.getByTestId('register-name').fill('Olivia Owner');
  await page.getByTestId('register-function').fill('Director');
  await page.getByTestId('register-email').fill(address);
  await page.getByTestId('register-tel').fill('+44 20 7946 0000');
}

test('a visitor registers in three steps, staff approve, and the new owner sets a password from the mail and signs in', async ({
  page,
  request,
}) => {
  const since = new Date();
  await page.goto('/register');
  await acceptCookies(page);
  const promises = page.getByTestId('register-promises');
  for (const promise of ['3000+', '600+', 'No payment details required', 'approve your registration'])
    await expect(promises).toContainText(promise);

  // Step 1: Next with empty fields shows the errors and stays.
  await page.getByTestId('register-next').click();
  const step1 = page.getByTestId('register-step-1');
  await expect(step1.getByText('This field is required')).toHaveCount(3);
  await page.getByTestId('register-company').fill(company);
  await page.getByTestId('register-next').click();
  await expect(step1.getByText('This field is required')).toHaveCount(2);
  await expect(step1).toBeVisible();
  await fillStep1(page, company, 'United Kingdom');

  // Step 2: Next is disabled until "hear" is chosen; the UK's tax number is an EORI.
  const next = page.getByTestId('register-next');
  await expect(next).toBeDisabled();
  await expect(page.getByTestId('register-hear').locator('option')).toHaveText([
    'None',
    'Google or other search engine',
    'Facebook',
    'LinkedIn',
    'Business Relation',
    'TBS Sales',
    'TBS Mailing',
  ]);
  await expect(page.getByLabel('EORI number')).toBeVisible();
  await page.getByTestId('register-hear').selectOption('LinkedIn');
  await expect(next).toBeEnabled();
  await page.getByTestId('register-zip').fill('NW1 6XE');
  await page.getByTestId('register-city').fill('London');
  await page.getByTestId('register-website').fill('https://newco.test');
  await page.getByTestId('register-vat').fill('GB123456789000');
  await next.click();
  await expect(page.getByTestId('register-step-3')).toBeVisible();

  // Back (button and progress dot) keeps what was typed.
  await page.getByTestId('register-back').click();
  await expect(page.getByTestId('register-hear')).toHaveValue('LinkedIn');
  await page.getByTestId('register-dot-1').click();
  await expect(page.getByTestId('register-company')).toHaveValue(company);
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-2')).toBeVisible();
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-3')).toBeVisible();

  // Step 3: Sign up without the contract and the captcha is blocked with the reasons.
  await fillStep3(page, email);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please agree to the contract terms')).toBeVisible();
  await expect(page.getByText('Please solve the captcha')).toBeVisible();
  await page.getByTestId('register-contract-terms').click();
  const contract = page.getByTestId('register-contract-modal');
  await expect(contract).toContainText('free trial lasts one month');
  await expect(contract.getByTestId('register-contract-link')).toHaveAttribute('href', '/contract');
  await contract.getByTestId('register-contract-close').click();
  await expect(contract).toBeHidden();
  await page.getByTestId('register-contract').check();
  await solveCaptcha(page);
  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/companies') && res.request().method() === 'POST',
  );
  await page.getByTestId('register-submit').click();
  expect((await (await answer).json()).status).toBe(200);

  const thanks = page.getByTestId('register-thank-you');
  await expect(thanks).toContainText('login details are sent to you by e-mail once your profile is verified');
  await page.getByTestId('register-rating-up').click();
  await expect(page.getByTestId('register-rating-thanks')).toBeVisible();
  await expect(page.getByTestId('register-rating')).toBeHidden();

  const { requestId, events, ratings } = await withDatabase(async (client) => {
    const requests = await client.query<{ id: number; hear: string; country_code: string }>(
      `select id, hear, country_code from registration_request where email = $1 and status = 'pending'`,
      [email],
    );
    expect(requests.rows).toEqual([{ id: expect.any(Number), hear: 'LinkedIn', country_code: 'GB' }]);
    const tracked = await client.query<{ name: string }>(
      `select distinct name from usage_event where name like 'registration%' and created_at >= $1 order by name`,
      [since],
    );
    const rated = await client.query('select 1 from registration_rating where company = $1 and rating = 1', [
      company,
    ]);
    return {
      requestId: requests.rows[0]!.id,
      events: tracked.rows.map((row) => row.name),
      ratings: rated.rowCount,
    };
  });
  expect(events).toEqual(
    expect.arrayContaining([
      'registration_completed',
      'registration_form_interacted',
      'registration_started',
      'registration_step1_completed',
      'registration_step2_completed',
    ]),
  );
  expect(ratings).toBe(1);

  // Staff approve with the CLI's command; its mail goes to the product's outbox as the worker would send it.
  const orm = await initORM(E2E_ENV.DATABASE_URL);
  try {
    const transport = createMailTransport({ orm, from: 'TBS <noreply@tbs.test>' });
    const said = await approve(requestId, {
      orm,
      sendMail: (mail) => transport.deliver(mail),
      decidedBy: 'staff:e2e',
      publicUrl: E2E_ENV.PUBLIC_URL,
    });
    expect(said).toContain(`Registration #${requestId} approved`);
  } finally {
    await orm.close(true);
  }

  let link = '';
  await expect
    .poll(async () => {
      const mail = await newestOutboxMail(request, email);
      link = mail.match(/https?:\/\/\S+[?&]reset=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const modal = page.getByTestId('set-new-password-modal');
  await expect(modal).toBeVisible();
  const password = 'Circular-Hardware-2027!';
  await page.getByTestId('new-password').fill(password);
  await page.getByTestId('new-password-repeat').fill(password);
  await modal.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('snackbar').first()).toContainText('Password succesfully updated');

  await page.goto('/');
  await submitSignIn(page, email, password);
  await dismissTwoFactorReminder(page);
  await expect.poll(() => topNavNames(page)).toContain('Inventory');
});

test("a QR sign-up offers only the QR code; a look-alike of a member company's name fails with the server message and stays on step 3", async ({
  page,
}) => {
  await page.goto('/register?ref=qr');
  await acceptCookies(page);
  // The demo company is 'Demo Trading BV': here with a Cyrillic 'е', dots and other spacing.
  await fillStep1(page, 'D\u0435mo  Trading B.V.', 'Netherlands');
  await expect(page.getByTestId('register-hear').locator('option')).toHaveText(['QR Code']);
  await expect(page.getByLabel('VAT number')).toBeVisible();
  await page.getByTestId('register-next').click();
  await fillStep3(page, `qr-${token.toLowerCase()}@newco.test`);
  await page.getByTestId('register-contract').check();
  await solveCaptcha(page);
  await page.getByTestId('register-submit').click();
  const snackbar = page.getByTestId('snackbar').first();
  await expect(snackbar).toContainText('Registration failed');
  await expect(snackbar).toContainText('A company with this name is a TBS member already');
  await expect(page.getByTestId('register-step-3')).toBeVisible();
  await expect(page.getByTestId('register-step-3')).toHaveAttribute('data-captcha', 'unsolved');
});

test("a member's e-mail address gets the usual thank-you, and the address a mail saying so", async ({
  page,
}) => {
  const since = new Date();
  await page.goto('/register');
  await acceptCookies(page);
  await fillStep1(page, `Known Address ${token}`, 'Netherlands');
  await page.getByTestId('register-hear').selectOption('LinkedIn');
  await page.getByTestId('register-next').click();
  await fillStep3(page, 'member@demo.tbs');
  await page.getByTestId('register-contract').check();
  await solveCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-thank-you')).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(
        async (client) =>
          (
            await client.query<{ text: string }>(
              `select text from mail_message where "to" = 'member@demo.tbs' and created_at >= $1`,
              [since],
            )
          ).rows[0]?.text ?? '',
      ),
    )
    .toContain('This address already belongs to a TBS account');
  const stored = await withDatabase((client) =>
    client.query('select 1 from registration_request where company = $1', [`Known Address ${token}`]),
  );
  expect(stored.rowCount).toBe(0);
});

test('leaving the wizard from step 2 is told as abandoned, inside the app and by leaving the site', async ({
  page,
}) => {
  const since = new Date();
  const abandoned = () =>
    withDatabase(async (client) => {
      const { rows } = await client.query<{ props: { step: number; externalExit: boolean } }>(
        `select props from usage_event where name = 'registration_abandoned' and created_at >= $1 order by id`,
        [since],
      );
      return rows.map((row) => row.props);
    });
  await page.goto('/register');
  await acceptCookies(page);
  // Leaving step 1 is no abandonment.
  await page.getByTestId('top-nav').getByRole('link', { name: 'News' }).click();
  await page.goto('/register');
  await fillStep1(page, `Leaving ${token}`, 'Netherlands');
  await page.getByTestId('top-nav').getByRole('link', { name: 'News' }).click();
  await expect.poll(abandoned).toEqual([{ step: 2, externalExit: false }]);

  await page.goto('/register');
  await fillStep1(page, `Leaving ${token}`, 'Netherlands');
  await page.getByTestId('register-hear').selectOption('Facebook');
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-3')).toBeVisible();
  await page.goto('about:blank');
  await expect.poll(abandoned).toEqual([
    { step: 2, externalExit: false },
    { step: 3, externalExit: true },
  ]);
});
