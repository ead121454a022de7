import { expect, test } from '@playwright/test';
import { acceptCookies, createFreshMember, newestOutboxMail, withDatabase, signIn } from './support.ts';

test('a visitor messages a staff contact from /contact with the captcha; the mail arrives in the outbox', async ({
  page,
  request,
}) => {
  const marker = `E2EMSG${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/contact');
  await acceptCookies(page);
  // The operator's company details come from the database.
  await expect(page.getByTestId('operator-details')).toBeVisible();
  await expect(page.getByTestId('operator-iban')).not.toBeEmpty();
  await expect(page.getByTestId('operator-vat')).not.toBeEmpty();

  const staff = page.getByTestId('staff-contact').first();
  const staffName = await staff.getByTestId('staff-contact-name').innerText();
  const staffEmail = await withDatabase(
    async (client) =>
      (await client.query<{ email: string }>('select email from staff_contact where name = $1', [staffName]))
        .rows[0]!.email,
  );
  await staff.getByTestId('staff-contact-name').click();
  const modal = page.getByTestId('contact-message-modal');
  await expect(modal).toContainText(`Send a message to ${staffName}`);
  await expect(modal).not.toContainText(staffEmail);

  const send = modal.getByTestId('contact-message-send');
  await modal.getByTestId('contact-message-name').fill('Vera Visitor');
  await modal.getByTestId('contact-message-company').fill('Visiting Trade BV');
  await modal.getByTestId('contact-message-email').fill('vera@visiting.test');
  await modal.getByTestId('contact-message-subject').fill(`Membership question ${marker}`);
  await modal.getByTestId('contact-message-text').fill(`How does the free trial work? ${marker}`);
  await expect(send).toBeDisabled();
  await modal.getByTestId('captcha-altcha').getByRole('checkbox').click();
  await expect(send).toBeEnabled();

  const answer = page.waitForResponse((res) => res.url().endsWith('/api/mail/sendMailToTBS'));
  await send.click();
  expect(JSON.stringify(await (await answer).json())).not.toContain(staffEmail);
  await expect(page.getByTestId('snackbar').first()).toContainText('Message sent');
  await expect(modal).toBeHidden();

  let mail = '';
  await expect
    .poll(async () => {
      mail = await newestOutboxMail(request, staffEmail);
      return mail;
    })
    .toContain(marker);
  expect(mail).toContain('E-mail: vera@visiting.test');
  expect(mail).toContain('Sent by a visitor who is not a TBS member (details as typed, unverified).');
});

test("a member messages a company's contact from its page, as their account", async ({ page, request }) => {
  const member = await createFreshMember('CMSG');
  const contactEmail = `carla-${member.token.toLowerCase()}@recipient.test`;
  const companyId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'BE', '2019-01-01') returning id`,
      [`Recipient ${member.token}`],
    );
    await client.query(`insert into contact (company_id, name, email) values ($1, 'Carla', $2)`, [
      rows[0]!.id,
      contactEmail,
    ]);
    return rows[0]!.id;
  });
  await signIn(page, member);
  await page.goto(`/companies/${companyId}`);
  await page.getByTestId('company-contact').getByTestId('contact-message-button').click();
  const modal = page.getByTestId('contact-message-modal');
  await expect(modal.getByTestId('contact-message-from')).toContainText(member.email);
  await expect(modal.getByTestId('captcha')).toHaveCount(0);
  const send = modal.getByTestId('contact-message-send');
  await send.click();
  await expect(modal.getByText('This field is required')).toHaveCount(2);
  await modal.getByTestId('contact-message-subject').fill(`Your stock ${member.token}`);
  await modal.getByTestId('contact-message-text').fill('Do you still have the DL380 Gen10?');
  await send.click();
  await expect(page.getByTestId('snackbar').first()).toContainText('Message sent');
  await expect.poll(() => newestOutboxMail(request, contactEmail)).toContain(`E-mail: ${member.email}`);
});

test("a visitor sees the staff's photos on /contact, named for screen readers; initials where a photo is missing", async ({
  page,
}) => {
  const name = `Pieter ${Date.now().toString(36).toUpperCase()} Zonderfoto`;
  const id = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into staff_contact (id, name, position, tel, email, sort_order)
       values ((select coalesce(max(id), 0) + 1 from staff_contact), $1, 'Support', '+31 20 555 01 99', $2, 99)
       returning id`,
      [name, `pieter-${Date.now()}@staff.demo.tbs`],
    );
    return rows[0]!.id;
  });
  try {
    await page.goto('/contact');
    await acceptCookies(page);
    const photos = page.getByTestId('staff-photo');
    await expect(photos).toHaveCount(8);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('alt', /^Photo of \S.+/);
      await expect(photo).toHaveAttribute('width', '64');
      await expect
        .poll(() =>
          photo.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(256);
    }
    await expect(page.getByRole('img', { name: 'Photo of Eva Jansen' })).toBeVisible();
    const withoutPhoto = page.getByTestId('staff-contact').filter({ hasText: name });
    await expect(withoutPhoto.getByTestId('staff-initials')).toHaveText('PZ');
    await expect(withoutPhoto.getByTestId('staff-photo')).toHaveCount(0);
  } finally {
    await withDatabase((client) => client.query('delete from staff_contact where id = $1', [id]));
  }
});
