import { hash } from '@node-rs/argon2';
import { expect, test } from '@playwright/test';
import { withDatabase, signIn } from './support.ts';

test('a member saves a search; a matching broadcast mails the alert and shows as Last Hit', async ({
  page,
}) => {
  // A member of its own, so the seeded world's saved searches and mails cannot interfere.
  const token = `E2ESS${Date.now().toString(36).toUpperCase()}`;
  const email = `saver-${token.toLowerCase()}@saver.test`;
  const password = 'Saver!2026';
  const passwordHash = await hash(password, { memoryCost: 1024, timeCost: 1 });
  await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Saver ${token}`],
    );
    await client.query(
      `insert into contact (company_id, name, email, password_hash) values ($1, 'Sam Saver', $2, $3)`,
      [company.rows[0]!.id, email, passwordHash],
    );
  });

  await signIn(page, { email, password });

  // The current search: a part number typed with its separator, on the WTB side.
  await page.goto(`/broadcasts?query=${token}-B21&type=WTB`);
  await page.getByTestId('save-search-button').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Search saved' })).toBeVisible();

  await page.getByTestId('broadcast-tab-2').click();
  const row = page.getByTestId('saved-search-row').filter({ hasText: `${token}-B21` });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('saved-search-last-hit')).toHaveText('-');
  await expect(row.getByTestId('saved-search-delivery')).toHaveValue('immediate');

  // Another member sends a matching broadcast (the part number without separators): the worker matches it.
  const broadcastId = await withDatabase(async (client) => {
    const sender = await client.query<{ id: number; company_id: number }>(
      `select id, company_id from contact where email <> $1 and is_active order by id limit 1`,
      [email],
    );
    const { id, company_id } = sender.rows[0]!;
    const inserted = await client.query<{ id: string }>(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                              condition, price, from_email)
       values (2, $1, $2, 'WTB', $3, 'Need 10 pieces, sealed.', '10', 'HPE', $4, 'NEW', '120', 'buyer@example.com')
       returning id`,
      [company_id, id, `WTB HPE ${token}B21`, `${token}B21`],
    );
    return Number(inserted.rows[0]!.id);
  });

  await expect
    .poll(
      () =>
        withDatabase(async (client) => {
          const mails = await client.query<{ text: string }>(
            `select text from mail_message where "to" = $1 and subject like 'Saved search%'`,
            [email],
          );
          return mails.rows.map((mail) => mail.text);
        }),
      { timeout: 15_000 },
    )
    .toEqual([expect.stringContaining(`/broadcasts/${broadcastId}`)]);

  await page.reload();
  await expect(row.getByTestId('saved-search-last-hit')).not.toHaveText('-');

  // Daily digest instead, then removal after a confirmation.
  await row.getByTestId('saved-search-delivery').selectOption('digest');
  await page.reload();
  await expect(row.getByTestId('saved-search-delivery')).toHaveValue('digest');
  await row.getByTestId('saved-search-remove').click();
  await page.getByTestId('confirm-remove-saved-search-confirm').click();
  await expect(page.getByTestId('saved-searches-empty')).toHaveText(
    'No Saved searches yet, create one with Save',
  );

  // Clicking a saved search runs it: saved again from the form, then opened from the tab.
  await page.goto(`/broadcasts?query=${token}`);
  await page.getByTestId('save-search-button').click();
  await page.getByTestId('broadcast-tab-2').click();
  await page.getByTestId('saved-search-run').filter({ hasText: token }).click();
  await expect(page).toHaveURL(new RegExp(`/broadcasts\\?query=${token}$`));
});
