import { expect, test } from '@playwright/test';
import { acceptCookies, createFreshMember, newestOutboxMail, withDatabase, signIn } from './support.ts';

/** A company with one RFQ contact and one part of `partNumber`, indexed for search; the company's id. */
async function sellerWithPart(partNumber: string, sellerEmail: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Seller ${partNumber}`],
    );
    const id = rows[0]!.id;
    await client.query(`insert into contact (company_id, name, email) values ($1, 'Sam', $2)`, [
      id,
      sellerEmail,
    ]);
    await client.query(
      `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
       values ($1, $2, 'HPE', 'E2E RFQ part', 5, 'REF', 100)`,
      [id, partNumber],
    );
    return id;
  });
}

test('a visitor sends an RFQ from the parts table with a solved ALTCHA captcha; the mail reaches the outbox', async ({
  page,
  request,
}) => {
  const partNumber = `E2EVRFQ${Date.now().toString(36).toUpperCase()}`;
  const sellerEmail = `sales-${partNumber.toLowerCase()}@seller.test`;
  const companyId = await sellerWithPart(partNumber, sellerEmail);
  try {
    // The worker indexes the new part from the outbox.
    await expect
      .poll(
        async () => (await (await request.get(`/api/parts?query=${partNumber}`)).json()).payload?.numResults,
      )
      .toBe(1);

    await page.goto(`/parts?query=${partNumber}`);
    await acceptCookies(page);
    const row = page.getByTestId('parts-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('parts-company')).toHaveText('TBS Member');
    await row.getByTestId('rfq-button').click();

    const modal = page.getByTestId('rfq-modal');
    await modal.getByLabel('Company name').fill('Visiting Buyer BV');
    await modal.getByLabel('Contact person').fill('Vera Visitor');
    await modal.getByLabel('E-mail').fill(`vera-${partNumber.toLowerCase()}@buyer.test`);
    await modal.getByLabel('Telephone').fill('+31 20 555 0101');
    await modal.getByTestId('rfq-address').fill('Herengracht 1, Amsterdam');
    await modal.getByTestId('rfq-country').selectOption({ label: 'Belgium' });
    await modal.getByTestId('rfq-quantity').fill('2');
    await modal.getByLabel('Message').fill(`Visitor quote ${partNumber}`);

    const send = modal.getByTestId('rfq-send');
    await expect(send).toBeDisabled();
    // The real widget: it fetches a challenge from our api and solves it in web workers.
    await modal.getByTestId('captcha-altcha').getByRole('checkbox').click();
    await expect(send).toBeEnabled();

    const sent = page.waitForRequest((req) => req.url().endsWith('/api/mail/sendRFQ'));
    await send.click();
    const captcha = ((await sent).postDataJSON() as { captcha: string }).captcha;
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as {
      challenge: { signature: string };
      solution: { counter: number };
    };
    expect(payload.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(payload.solution.counter).toBeGreaterThan(0);

    await expect(page.getByTestId('snackbar').first()).toContainText('Request for quote sent to 1 company');
    await expect(modal).toBeHidden();

    let mail = '';
    await expect
      .poll(async () => {
        mail = await newestOutboxMail(request, sellerEmail);
        return mail;
      })
      .toContain(`Visitor quote ${partNumber}`);
    expect(mail).toContain('Company: Visiting Buyer BV');
    expect(mail).toContain('Sent by a visitor who is not a TBS member (details as typed, unverified).');
    expect(mail).toContain('Address: Herengracht 1, Amsterdam');
    expect(mail).toContain('Country: Belgium');
    expect(mail).toContain('Requested quantity: 2');
  } finally {
    await withDatabase((client) => client.query('delete from company where id = $1', [companyId]));
  }
});

test("a member's RFQ shows the account's details read-only and the mail carries them", async ({
  page,
  request,
}) => {
  const member = await createFreshMember('E2EMRFQ');
  const partNumber = `E2EMRFQ${Date.now().toString(36).toUpperCase()}`;
  const sellerEmail = `sales-${partNumber.toLowerCase()}@seller.test`;
  const companyId = await sellerWithPart(partNumber, sellerEmail);
  try {
    await expect
      .poll(
        async () => (await (await request.get(`/api/parts?query=${partNumber}`)).json()).payload?.numResults,
      )
      .toBe(1);
    await signIn(page, member);
    await page.goto(`/parts?query=${partNumber}`);
    await page.getByTestId('parts-row').getByTestId('rfq-button').click();

    const modal = page.getByTestId('rfq-modal');
    const details = modal.getByTestId('rfq-your-details');
    await expect(details).toContainText(`Fresh ${member.token}`);
    await expect(details).toContainText('Frida Fresh');
    await expect(details).toContainText(member.email);
    // Nothing of the sender's identity can be typed.
    await expect(modal.getByLabel('Company name')).toHaveCount(0);
    await expect(modal.getByLabel('E-mail')).toHaveCount(0);
    await modal.getByLabel('Message').fill(`Member quote ${partNumber}`);
    await modal.getByTestId('rfq-send').click();
    await expect(page.getByTestId('snackbar').first()).toContainText('Request for quote sent to 1 company');

    let mail = '';
    await expect
      .poll(async () => {
        mail = await newestOutboxMail(request, sellerEmail);
        return mail;
      })
      .toContain(`Member quote ${partNumber}`);
    expect(mail).toContain(`Company: Fresh ${member.token}`);
    expect(mail).toContain(`E-mail: ${member.email}`);
    expect(mail).toContain('Sent by a signed-in TBS member.');
  } finally {
    await withDatabase((client) => client.query('delete from company where id = $1', [companyId]));
  }
});
