import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  DEMO,
  dismissTwoFactorReminder,
  withDatabase,
  newestOutboxMail,
  waitForBroadcastsIndexed,
  signIn,
} from './support.ts';

test('a member filters the broadcasts by WTS and a list, opens one and replies; the mail reaches the outbox', async ({
  page,
  request,
}) => {
  const token = `E2EBC${Date.now().toString(36).toUpperCase()}`;
  const sellerEmail = `sales-${token.toLowerCase()}@seller.test`;
  const subject = `WTS 3x iPhone 15 ${token}`;
  const broadcastId = await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Seller ${token}`],
    );
    const contact = await client.query<{ id: number }>(
      `insert into contact (company_id, name, email) values ($1, 'Sam Seller', $2) returning id`,
      [company.rows[0]!.id, sellerEmail],
    );
    const broadcast = await client.query<{ id: string }>(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
         description, condition, price, from_email)
       values (11, $1, $2, 'WTS', $3, $4, '3', 'Apple', 'iPhone 15', 'NEW', '700', $5) returning id`,
      [
        company.rows[0]!.id,
        contact.rows[0]!.id,
        subject,
        `Sealed boxes. Photos: https://photos.example.com/${token} <script>alert(1)</script>`,
        sellerEmail,
      ],
    );
    return Number(broadcast.rows[0]!.id);
  });

  // The list reads the search index, which the worker fills from the outbox.
  await waitForBroadcastsIndexed([broadcastId]);

  await signIn(page, DEMO.member);

  await page.goto('/broadcasts');
  await expect(page.getByTestId('broadcasts-page')).toBeVisible();
  await page.getByTestId('broadcast-search-input').fill(token);
  await page.getByTestId('broadcast-search-submit').click();
  await page.getByTestId('broadcast-type-select').selectOption('WTS');
  await page.getByTestId('broadcast-list-select').selectOption({ label: 'Mobile' });
  await expect(page).toHaveURL(/[?&]listType=WTS/);
  await expect(page).toHaveURL(/[?&]type=11/);
  // A feed reader is a visitor: the feed keeps the list and side, not the search.
  await expect(page.getByTestId('broadcast-rss-link')).toHaveAttribute(
    'href',
    '/api/broadcasts?contentType=rss&listType=WTS&type=11',
  );
  const searchUrl = page.url();

  const row = page.getByTestId('broadcast-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  // The sender's name opens the company modal (the row stays where it is).
  await row.getByTestId('broadcast-company').click();
  const companyModal = page.getByTestId('company-modal');
  await expect(companyModal).toContainText(`Seller ${token}`);
  await expect(companyModal.getByTestId('company-body')).toContainText('Sam Seller');
  await page.keyboard.press('Escape');
  await expect(companyModal).toBeHidden();
  await expect(page).toHaveURL(searchUrl);
  await row.getByRole('cell').nth(2).click();

  await expect(page).toHaveURL(new RegExp(`/broadcasts/${broadcastId}$`));
  await expect(page.getByTestId('broadcast-subject')).toHaveText(subject);
  await expect(page.getByTestId('broadcast-list-name')).toHaveText('Mobile');
  await expect(page).toHaveTitle(`${subject} | TBS`);
  const message = page.getByTestId('broadcast-message');
  await expect(message.getByRole('link')).toHaveAttribute('href', `https://photos.example.com/${token}`);
  await expect(message).toContainText('<script>alert(1)</script>');
  await expect(message.locator('script')).toHaveCount(0);

  await page.getByTestId('broadcast-reply-button').click();
  const modal = page.getByTestId('reply-modal');
  await expect(modal.getByTestId('reply-subject')).toHaveValue(`Re: ${subject}`);
  await modal.getByTestId('reply-body').fill(`Can you do 650 each? ${token}`);
  await modal.getByTestId('reply-send').click();
  await expect(page.getByTestId('snackbar').first()).toContainText('Message sent');
  await expect(modal).toBeHidden();

  let mail = '';
  await expect
    .poll(async () => {
      mail = await newestOutboxMail(request, sellerEmail);
      return mail;
    })
    .toContain(`Can you do 650 each? ${token}`);
  expect(mail).toContain(`Reply to: ${DEMO.member.email}`);

  await page.getByTestId('broadcast-back-link').click();
  await expect(page).toHaveURL(searchUrl);
});

test('a visitor opening a broadcast sees its subject and an invitation, not the message or the sender', async ({
  page,
}) => {
  const token = `E2EBV${Date.now().toString(36).toUpperCase()}`;
  const subject = `WTS 2x HPE 875490-B21 ${token}`;
  const broadcastId = await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Signing Seller ${token}`],
    );
    const contact = await client.query<{ id: number }>(
      `insert into contact (company_id, name, email) values ($1, 'Sigrid Seller', $2) returning id`,
      [company.rows[0]!.id, `sigrid-${token.toLowerCase()}@seller.test`],
    );
    const broadcast = await client.query<{ id: string }>(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
         description, condition, price, from_email)
       values (2, $1, $2, 'WTS', $3, $4, '2', 'HPE', '875490-B21', 'NEW', '90', 'sales@seller.test') returning id`,
      [
        company.rows[0]!.id,
        contact.rows[0]!.id,
        subject,
        `Sealed.\n\nKind regards,\nSigrid Seller\nSigning Seller ${token}\n+31 20 555 0199`,
      ],
    );
    return Number(broadcast.rows[0]!.id);
  });

  await page.goto(`/broadcasts/${broadcastId}`);
  await expect(page.getByTestId('broadcast-subject')).toHaveText(subject);
  await expect(page.getByTestId('broadcast-sender')).toHaveText('From TBS Member');
  await expect(page.getByTestId('broadcast-members-only')).toBeVisible();
  await expect(page.getByTestId('broadcast-message')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('555 0199');
  await expect(page.locator('body')).not.toContainText(`Signing Seller ${token}`);
  await expect(page.getByTestId('broadcast-free-trial-link')).toHaveAttribute('href', '/register');

  // Signing in from the invitation shows the member the whole broadcast.
  await acceptCookies(page);
  await page.getByTestId('broadcast-sign-in').click();
  await page.getByTestId('sign-in-email').fill(DEMO.member.email);
  await page.getByTestId('sign-in-password').fill(DEMO.member.password);
  await page.getByTestId('sign-in-submit').click();
  await dismissTwoFactorReminder(page);
  await expect(page.getByTestId('broadcast-message')).toContainText('+31 20 555 0199');
  await expect(page.getByTestId('broadcast-company')).toHaveText(`Signing Seller ${token}`);
});

test('a visitor on /broadcasts is sent to the home page', async ({ page }) => {
  await page.goto('/broadcasts?listType=WTS');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-latest-broadcasts')).toBeVisible();
});

test("a broadcast that is gone shows the 'Broadcast removed' snackbar", async ({ page }) => {
  await page.goto('/broadcasts/2000000000');
  await expect(page.getByTestId('snackbar').first()).toContainText('Broadcast removed');
  await expect(page.getByTestId('broadcast-missing')).toBeVisible();
});
