import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  createFreshMember,
  newestOutboxMail,
  submitSignIn,
  withDatabase,
  signIn,
} from './support.ts';

/** The payment usage events stored since a moment, oldest first. */
async function paymentEventsSince(
  since: Date,
): Promise<{ name: string; props: Record<string, unknown> | null }[]> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ name: string; props: Record<string, unknown> | null }>(
      `select name, props from usage_event where name like 'payment%' and created_at >= $1 order by id`,
      [since],
    );
    return rows;
  });
}

test('a visitor pays for a Broker account through the simulated provider and sees stage 4; the invoice is in the database', async ({
  page,
  request,
}) => {
  const token = `PAY${Date.now().toString(36).toUpperCase()}`;
  const email = `paula-${token.toLowerCase()}@payer.test`;
  const started = new Date(Date.now() - 1000);
  await page.goto('/payment');
  await acceptCookies(page);

  // Stage 1: the two accounts.
  await expect(page.getByTestId('payment-account-0')).toContainText('675 EUR');
  await expect(page.getByTestId('payment-account-1')).toContainText('1,350 EUR');
  await page.getByTestId('payment-account-1').getByRole('button', { name: 'Order Now' }).click();

  // Stage 2: Next waits for the contract; the VAT number is called EORI for the UK.
  const stage2 = page.getByTestId('payment-stage-2');
  await expect(stage2).toContainText('authorized contact person');
  await expect(page.getByTestId('payment-next')).toBeDisabled();
  await page.getByTestId('payment-country').selectOption('GB');
  await expect(stage2.getByLabel('EORI number')).toBeVisible();
  await page.getByTestId('payment-name').fill('Paula Payer');
  await page.getByTestId('payment-email').fill(email);
  await page.getByTestId('payment-company').fill(`Payer ${token} B.V.`);
  await page.getByTestId('payment-address').fill('Damrak 1');
  await page.getByTestId('payment-zip').fill('1012 LG');
  await page.getByTestId('payment-city').fill('Amsterdam');
  await page.getByTestId('payment-country').selectOption('NL');
  await page.getByTestId('payment-vat').fill('NL123456789B01');
  await page.getByTestId('payment-contract').check();
  await page.getByTestId('payment-next').click();

  // Stage 3: the server's amounts (21% BTW in the Netherlands), To and From.
  const summary = page.getByTestId('payment-stage-3');
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('payment-to')).toContainText(`Payer ${token} B.V.`);
  await expect(page.getByTestId('payment-from')).toContainText('B.V.');
  await expect(page.getByTestId('payment-subtotal')).toHaveText('€ 1,350.00');
  await expect(page.getByTestId('payment-vat-amount')).toHaveText('€ 283.50');
  await expect(page.getByTestId('payment-total')).toHaveText('€ 1,633.50');
  await expect(summary).toContainText('VAT 21%');
  const pay = page.getByTestId('payment-pay');
  await expect(pay).toBeDisabled();
  await summary.getByTestId('captcha-altcha').getByRole('checkbox').click();
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await pay.click();

  // The simulated provider's page: approve; it calls the webhook and sends the browser back.
  await page.waitForURL(/\/api\/payments\/simulated\/sim_/);
  await expect(page.getByTestId('simulated-amount')).toHaveText('€ 1,633.50');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/payment\?stage=ok/);
  await expect(page.getByTestId('payment-stage-4')).toContainText('order was placed successfully');
  await expect(page.getByTestId('payment-stage-4')).toContainText('invoice was sent');

  const invoices = await withDatabase(async (client) => {
    const { rows } = await client.query<{ invoice_number: string; total: string; payment_status: number }>(
      `select i.invoice_number, i.total::text, i.payment_status
         from invoice i join payment_order o on o.id = i.order_id where o.email = $1`,
      [email],
    );
    return rows;
  });
  expect(invoices).toHaveLength(1);
  expect(invoices[0]).toMatchObject({ total: '1633.50', payment_status: 1 });
  await expect.poll(() => newestOutboxMail(request, email)).toContain(invoices[0]!.invoice_number);

  await expect
    .poll(async () => (await paymentEventsSince(started)).map((event) => event.name))
    .toEqual(
      expect.arrayContaining([
        'payment_started',
        'payment_step1_started',
        'payment_step1_completed',
        'payment_form_interacted',
        'payment_completed',
      ]),
    );
  expect((await paymentEventsSince(started)).map((event) => event.name)).not.toContain('payment_abandoned');

  // Back to Verify Order from stage 4.
  await page.getByTestId('payment-back-to-verify').click();
  await expect(page.getByTestId('payment-total')).toHaveText('€ 1,633.50');
});

test('a visitor who declines at the provider sees stage 5', async ({ page }) => {
  await page.goto('/payment');
  await acceptCookies(page);
  await page.getByTestId('payment-account-0').getByRole('button', { name: 'Order Now' }).click();
  // The form is checked as a whole: every field names its problem.
  await page.getByTestId('payment-contract').check();
  await page.getByTestId('payment-next').click();
  await expect(page.getByTestId('payment-stage-2').getByText('This field is required').first()).toBeVisible();
  await page.getByTestId('payment-name').fill('Dora Decline');
  await page.getByTestId('payment-email').fill('dora@decline.test');
  await page.getByTestId('payment-company').fill('Decline Ltd');
  await page.getByTestId('payment-address').fill('1 Main Street');
  await page.getByTestId('payment-zip').fill('10001');
  await page.getByTestId('payment-city').fill('New York');
  await page.getByTestId('payment-country').selectOption('US');
  await page.getByTestId('payment-vat').fill('none');
  await page.getByTestId('payment-next').click();
  await expect(page.getByTestId('payment-total')).toHaveText('€ 675.00');
  await page.getByTestId('captcha-altcha').getByRole('checkbox').click();
  await expect(page.getByTestId('payment-pay')).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId('payment-pay').click();
  await page.waitForURL(/\/api\/payments\/simulated\/sim_/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/payment\?stage=fail/);
  await expect(page.getByTestId('payment-stage-5')).toContainText('The payment process was not completed.');

  // Back to Verify Order from stage 5: the order's data survived the round trip to the provider.
  await page.getByTestId('payment-back-to-verify').click();
  await expect(page.getByTestId('payment-stage-3')).toBeVisible();
  await expect(page.getByTestId('payment-to')).toContainText('Decline Ltd');
  await expect(page.getByTestId('payment-to')).toContainText('New York');
  await expect(page.getByTestId('payment-total')).toHaveText('€ 675.00');
});

test('the way back to Verify Order holds where the return opens in another tab: the order is read back', async ({
  page,
  context,
}) => {
  await page.goto('/payment');
  await acceptCookies(page);
  await page.getByTestId('payment-account-1').getByRole('button', { name: 'Order Now' }).click();
  await page.getByTestId('payment-name').fill('Tom Tab');
  await page.getByTestId('payment-email').fill('tom@tab.test');
  await page.getByTestId('payment-company').fill('Tab Trading GmbH');
  await page.getByTestId('payment-address').fill('Hauptstrasse 1');
  await page.getByTestId('payment-zip').fill('10115');
  await page.getByTestId('payment-city').fill('Berlin');
  await page.getByTestId('payment-country').selectOption('DE');
  await page.getByTestId('payment-contract').check();
  await page.getByTestId('payment-next').click();
  await expect(page.getByTestId('payment-total')).toHaveText('€ 1,633.50');
  await page.getByTestId('captcha-altcha').getByRole('checkbox').click();
  await expect(page.getByTestId('payment-pay')).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId('payment-pay').click();
  await page.waitForURL(/\/api\/payments\/simulated\/sim_/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/payment\?stage=fail&order=/);

  // Another tab keeps no form of this one (sessionStorage is per tab): the return's secret brings the order.
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(tab.getByTestId('payment-stage-5')).toBeVisible();
  await tab.getByTestId('payment-back-to-verify').click();
  await expect(tab.getByTestId('payment-to')).toContainText('Tab Trading GmbH');
  await expect(tab.getByTestId('payment-to')).toContainText('Germany');
  await expect(tab.getByTestId('payment-total')).toHaveText('€ 1,633.50');
  await expect(tab.getByTestId('payment-vat-note-why')).toContainText('No VAT number was given');
  // Change Info opens the form with the order's data.
  await tab.getByTestId('payment-change-info').click();
  await expect(tab.getByTestId('payment-name')).toHaveValue('Tom Tab');
  await expect(tab.getByTestId('payment-city')).toHaveValue('Berlin');
});

test("a Dutch member's order is billed from the company's record, whatever country the form could say", async ({
  page,
}) => {
  const member = await createFreshMember('VATM');
  await withDatabase((client) =>
    client.query(
      `update company set address = 'Damrak 1', zip = '1012 LG', city = 'Amsterdam', vat_nr = 'NL004495445B01'
        where name = $1`,
      [`Fresh ${member.token}`],
    ),
  );
  await signIn(page, member);
  await page.goto('/payment');
  await page.getByTestId('payment-account-1').getByRole('button', { name: 'Order Now' }).click();

  // Stage 2: the company's record, read-only, with where to change it; no country or VAT field to type into.
  const recorded = page.getByTestId('payment-recorded-buyer');
  await expect(recorded).toContainText(`Fresh ${member.token}`);
  await expect(page.getByTestId('payment-recorded-country')).toHaveText('Netherlands');
  await expect(page.getByTestId('payment-recorded-vat')).toHaveText('NL004495445B01');
  await expect(
    page.getByTestId('payment-recorded-hint').getByRole('link', { name: 'Your Profile' }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-country')).toHaveCount(0);
  await expect(page.getByTestId('payment-vat')).toHaveCount(0);
  await expect(page.getByTestId('payment-vat-note')).toContainText(
    'Incorrect or missing VAT numbers result in addition of appropriate taxes.',
  );
  await page.getByTestId('payment-contract').check();
  await page.getByTestId('payment-next').click();

  // Stage 3: 21% BTW, to the record's address.
  await expect(page.getByTestId('payment-to')).toContainText('Damrak 1');
  await expect(page.getByTestId('payment-to')).toContainText('Netherlands');
  await expect(page.getByTestId('payment-total')).toHaveText('€ 1,633.50');
  await page.getByTestId('payment-pay').click();
  await page.waitForURL(/\/api\/payments\/simulated\/sim_/);
  await expect(page.getByTestId('simulated-amount')).toHaveText('€ 1,633.50');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/payment\?stage=ok/);
  await expect(page.getByTestId('payment-stage-4')).toBeVisible();

  // Back to Verify Order after the round trip: the same order.
  await page.getByTestId('payment-back-to-verify').click();
  await expect(page.getByTestId('payment-to')).toContainText('Damrak 1');
  await expect(page.getByTestId('payment-total')).toHaveText('€ 1,633.50');
});

test("a visitor's EU number that nobody verified is taxed, and Verify Order says why", async ({ page }) => {
  await page.goto('/payment');
  await acceptCookies(page);
  await page.getByTestId('payment-account-0').getByRole('button', { name: 'Order Now' }).click();
  await page.getByTestId('payment-name').fill('Bert Belgian');
  await page.getByTestId('payment-email').fill('bert@belgian.test');
  await page.getByTestId('payment-company').fill('Belgian BV');
  await page.getByTestId('payment-address').fill('Rue 1');
  await page.getByTestId('payment-zip').fill('1000');
  await page.getByTestId('payment-city').fill('Brussels');
  await page.getByTestId('payment-country').selectOption('BE');
  await expect(page.getByTestId('payment-stage-2').getByLabel('VAT number (optional)')).toBeVisible();
  await page.getByTestId('payment-vat').fill('BE0411905847');
  await page.getByTestId('payment-contract').check();
  await page.getByTestId('payment-next').click();
  await expect(page.getByTestId('payment-total')).toHaveText('€ 816.75');
  await expect(page.getByTestId('payment-vat-note-why')).toHaveText(
    'The VAT number could not be verified with the EU VIES service, so 21% Dutch VAT is added.',
  );
});

test('a member blocked by an overdue force-pay invoice pays from the overlay and gets back in', async ({
  page,
}) => {
  const member = await createFreshMember('FPAY');
  const invoiceNumber = `TBS-2001-${member.token.slice(-5)}`;
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ company_id: number }>(
      'select company_id from contact where email = $1',
      [member.email],
    );
    // What staff set: an invoice 20 days old, past its due date, marked force-pay, paid through its Pay link.
    await client.query(
      `insert into invoice (company_id, invoice_number, account, total, subtotal, vat_amount, vat_rate, vat_label, lines, buyer,
         invoice_date, due_date, force_pay)
       values ($1, $2, 'Plus', 816.75, 675.00, 141.75, 21, 'VAT 21%',
         '[{"description":"TBS Plus Membership (1 year)","unitCents":67500,"quantity":1,"cents":67500}]'::jsonb,
         '{"name":null,"company":"Fresh","address":null,"zip":null,"city":null,"country":"Netherlands","countryCode":"NL","vat":null,"taxIdLabel":"VAT","email":null}'::jsonb,
         current_date - 20, current_date - 5, true)`,
      [rows[0]!.company_id, invoiceNumber],
    );
  });

  await page.goto('/');
  await acceptCookies(page);
  await submitSignIn(page, member.email, member.password);
  const overlay = page.getByTestId('force-pay-modal');
  await expect(overlay).toBeVisible();
  await overlay.getByRole('link', { name: 'Pay now' }).click();

  // The overlay's Pay link opens Billing History naming the invoice, which asks for the payment link.
  await page.waitForURL(/\/api\/payments\/simulated\/sim_/);
  await expect(page.getByTestId('simulated-amount')).toHaveText('€ 816.75');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(new RegExp(`/invoices\\?paid=${invoiceNumber}`));

  const status = await withDatabase(async (client) => {
    const { rows } = await client.query<{ payment_status: number }>(
      'select payment_status from invoice where invoice_number = $1',
      [invoiceNumber],
    );
    return rows[0]!.payment_status;
  });
  expect(status).toBe(1);
  await page.goto('/broadcasts');
  await expect(page.getByTestId('force-pay-modal')).toBeHidden();
  await expect(page.getByTestId('top-nav')).toBeVisible();
});

test('leaving the payment form after stage 2 counts as abandoned', async ({ page }) => {
  const started = new Date(Date.now() - 1000);
  await page.goto('/payment');
  await acceptCookies(page);
  await page.getByTestId('payment-account-1').getByRole('button', { name: 'Order Now' }).click();
  await page.getByTestId('payment-name').fill('Ann Abandon');
  await page.getByTestId('top-nav').getByRole('link', { name: 'About' }).click();
  await expect
    .poll(async () => (await paymentEventsSince(started)).find((event) => event.name === 'payment_abandoned'))
    .toMatchObject({ props: { stage: 2 } });
});
