import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { initORM } from '@tbs/db';
import { runStaffCommand, testStaffServices } from '@tbs/scripts/testing';
import { E2E_ENV } from './env.ts';
import { createFreshMember, newestOutboxMail, withDatabase, signIn } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
};

test('a member files a complaint with two files from a company page; the tier badge stays until staff accept it', async ({
  page,
  request,
}) => {
  const member = await createFreshMember('CMPL');
  // A Gold member (12 years) with a contact, of its own, so no other test sees its tier change.
  const { companyId, staffEmail } = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'DE', (current_date - interval '12 years')::date) returning id`,
      [`Gold Seller ${member.token}`],
    );
    await client.query(
      `insert into contact (company_id, name, email, is_owner) values ($1, 'Greta', $2, true)`,
      [rows[0]!.id, `greta-${member.token.toLowerCase()}@gold.test`],
    );
    const staff = await client.query<{ email: string }>(
      'select email from staff_contact order by sort_order, id limit 1',
    );
    return { companyId: rows[0]!.id, staffEmail: staff.rows[0]!.email };
  });

  await signIn(page, member);
  await page.goto(`/companies/${companyId}`);
  const body = page.getByTestId('company-body');
  await expect(body.getByTestId('company-tier-badge')).toHaveText('Gold');

  await body.getByTestId('file-complaint-button').click();
  const modal = page.getByTestId('complaint-modal');
  await expect(modal.getByTestId('complaint-exclusions')).toContainText('C-grade or D-grade hardware');
  await expect(modal.getByTestId('complaint-exclusions')).toContainText('transactions below 2,000 euro');
  const submit = modal.getByTestId('complaint-submit');
  await expect(submit).toBeDisabled();

  await modal.getByTestId('complaint-title').fill(`Wrong grade ${member.token}`);
  await modal.getByTestId('complaint-date').fill(today());
  await modal.getByTestId('complaint-body').fill('We ordered 20 A-grade laptops and received C-grade ones.');
  await modal.getByTestId('complaint-resolution').fill('Take the goods back and refund the order.');
  await modal
    .getByTestId('complaint-po')
    .setInputFiles({ name: 'po.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(submit).toBeDisabled();
  const invoice = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await modal
    .getByTestId('complaint-invoice')
    .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: invoice });
  await expect(submit).toBeEnabled();

  const sent = page.waitForRequest((req) =>
    req.url().endsWith(`/api/companies/${companyId}/actions/logComplaint`),
  );
  await submit.click();
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page.getByTestId('snackbar').first()).toContainText('Complaint sent');
  await expect(page.getByTestId('snackbar').first()).toContainText('Staff review it');
  await expect(modal).toBeHidden();

  // Pending review: the company keeps its badge.
  await page.reload();
  await expect(page.getByTestId('company-name')).toHaveText(`Gold Seller ${member.token}`);
  await expect(page.getByTestId('company-body').getByTestId('company-tier-badge')).toHaveText('Gold');

  // Staff hear of it (no SUPPORT_EMAIL here: the first staff contact of the contact page).
  await expect.poll(() => newestOutboxMail(request, staffEmail)).toContain(`Wrong grade ${member.token}`);
  const [stored] = await withDatabase(
    async (client) =>
      (
        await client.query<{ kinds: string[]; mimes: string[] }>(
          `select array_agg(f.kind order by f.kind) as kinds, array_agg(f.mime_type order by f.kind) as mimes
           from complaint c join complaint_file f on f.complaint_id = c.id where c.company_id = $1`,
          [companyId],
        )
      ).rows,
  );
  expect(stored).toEqual({ kinds: ['invoice', 'po'], mimes: ['image/png', 'application/pdf'] });

  // Staff accept it with the CLI's command: the badge is gone, the member and the company are told.
  const orm = await initORM(E2E_ENV.DATABASE_URL);
  try {
    const accepted = await withDatabase(async (client) => {
      const [complaint] = (
        await client.query<{ id: number }>('select id from complaint where company_id = $1', [companyId])
      ).rows;
      return runStaffCommand(
        ['complaint', 'accept', String(complaint!.id)],
        testStaffServices({ client, orm }),
      );
    });
    expect([accepted.code, accepted.stderr]).toEqual([0, '']);
  } finally {
    await orm.close(true);
  }
  await page.reload();
  await expect(page.getByTestId('company-name')).toHaveText(`Gold Seller ${member.token}`);
  await expect(page.getByTestId('company-body').getByTestId('company-tier-badge')).toHaveCount(0);
  await expect.poll(() => newestOutboxMail(request, member.email)).toContain('accepted it');
  await expect
    .poll(() => newestOutboxMail(request, `greta-${member.token.toLowerCase()}@gold.test`))
    .toContain('accepted it for mediation');
});
