import { hash } from '@node-rs/argon2';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createFreshMember, newestOutboxMail, withDatabase, signIn } from './support.ts';

// Sign-ins of two accounts and a visitor on a machine shared with other runs.
test.setTimeout(90_000);

const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });

/** A company of its own with an owner who signs in, so the demo world's waiting recommendations stay out. */
async function createOwnedCompany(
  token: string,
): Promise<{ id: number; name: string; email: string; password: string }> {
  const name = `Recommended ${token}`;
  const email = `owner-${token.toLowerCase()}@recs.test`;
  const password = 'Recs!Owner2026';
  const passwordHash = await hash(password, { memoryCost: 1024, timeCost: 1 });
  const id = await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since, description)
       values ($1, 'DE', '2012-01-01', 'Servers and storage, refurbished in Hamburg.') returning id`,
      [name],
    );
    await client.query(
      `insert into contact (company_id, name, email, password_hash, is_owner) values ($1, 'Otto Owner', $2, $3, true)`,
      [company.rows[0]!.id, email, passwordHash],
    );
    return company.rows[0]!.id;
  });
  return { id, name, email, password };
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return page;
}

test('a member recommends a company; its owner sees the prompt, approves, and the recommendation is public', async ({
  page,
  browser,
  request,
}) => {
  const member = await createFreshMember('RECS');
  const company = await createOwnedCompany(member.token);
  const text = `Shipped 40 DL380 servers to us in perfect condition, graded honestly ${member.token}.`;

  await signIn(page, member);
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByTestId('recommendations-empty')).toBeVisible();
  await page.getByTestId('recommend-button').click();
  const modal = page.getByTestId('recommend-modal');
  await expect(modal).toBeVisible();
  // The 30-character rule, live.
  await modal.getByTestId('recommend-text').fill('   Great partner   ');
  await expect(modal.getByTestId('recommend-count')).toHaveText('13 of at least 30 characters');
  await expect(modal.getByText('Your recommendation must be at least 30 characters long.')).toBeVisible();
  await expect(modal.getByTestId('recommend-send')).toBeDisabled();
  await modal.getByTestId('recommend-text').fill(text);
  await expect(modal.getByText('Your recommendation must be at least 30 characters long.')).toBeHidden();
  await modal.getByTestId('recommend-send').click();
  await expect(snackbar(page, 'Recommendation sent')).toBeVisible();
  await expect(modal).toBeHidden();
  // Waiting: not shown on the company page.
  await page.reload();
  await expect(page.getByTestId('recommendations-empty')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // The owner is told by mail.
  await expect.poll(() => newestOutboxMail(request, company.email)).toContain(text);

  const ownerPage = await visitorPage(browser);
  await signIn(ownerPage, company);
  const prompts = ownerPage.getByTestId('member-prompts');
  await expect(prompts).toContainText('Recommendations are awaiting your approval.');
  await prompts.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(ownerPage).toHaveURL(/\/profile$/);
  const waiting = ownerPage.getByTestId('recommendation-waiting').filter({ hasText: text });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByTestId('recommendation-author')).toHaveText(`Frida Fresh, Fresh ${member.token}`);
  await waiting.getByTestId('recommendation-approve').click();
  await expect(snackbar(ownerPage, 'Recommendation approved')).toBeVisible();
  await expect(ownerPage.getByTestId('recommendations-approved').getByText(text)).toBeVisible();
  // The second bar's prompt clears: the world clock is back.
  await expect(ownerPage.getByTestId('member-prompts')).toHaveCount(0);
  await ownerPage.context().close();

  // Public: a visitor sees it, the recommender masked.
  const visitor = await visitorPage(browser);
  await visitor.goto(`/companies/${company.id}`);
  const shown = visitor.getByTestId('recommendation').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('recommendation-author')).toHaveText('TBS Member');
  await visitor.context().close();

  // A member sees who wrote it.
  await page.reload();
  const forMember = page.getByTestId('recommendation').filter({ hasText: text });
  await expect(forMember.getByTestId('recommendation-author')).toHaveText(
    `Frida Fresh, Fresh ${member.token}`,
  );
});

test('the owner declines a waiting recommendation and deletes an approved one, each after a confirmation', async ({
  page,
  browser,
}) => {
  const member = await createFreshMember('RECD');
  const company = await createOwnedCompany(member.token);
  const authorId = await withDatabase(async (client) => {
    const rows = await client.query<{ id: number }>('select id from contact where email = $1', [
      member.email,
    ]);
    return rows.rows[0]!.id;
  });
  const declined = `Declined recommendation, long enough to be valid ${member.token}.`;
  const approved = `Approved recommendation, long enough to be valid ${member.token}.`;
  await withDatabase((client) =>
    client.query(
      `insert into recommendation (company_id, author_id, description, approved_at)
       values ($1, $2, $3, null), ($1, $2, $4, now())`,
      [company.id, authorId, declined, approved],
    ),
  );
  await signIn(page, company);
  await page.goto('/profile');
  const waiting = page.getByTestId('recommendation-waiting').filter({ hasText: declined });
  await waiting.getByTestId('recommendation-decline').click();
  const confirmDecline = page.getByTestId('confirm-decline-recommendation');
  await expect(confirmDecline).toBeVisible();
  await confirmDecline.getByTestId('confirm-decline-recommendation-confirm').click();
  await expect(snackbar(page, 'Recommendation declined')).toBeVisible();
  await expect(page.getByText(declined)).toHaveCount(0);

  const shown = page.getByTestId('recommendation').filter({ hasText: approved });
  await shown.getByTestId('recommendation-delete').click();
  const confirmDelete = page.getByTestId('confirm-delete-recommendation');
  // Cancel keeps it.
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown).toBeVisible();
  await shown.getByTestId('recommendation-delete').click();
  await confirmDelete.getByTestId('confirm-delete-recommendation-confirm').click();
  await expect(snackbar(page, 'Recommendation deleted')).toBeVisible();
  await expect(page.getByText(approved)).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/companies/${company.id}`);
  await expect(visitor.getByTestId('recommendations-empty')).toBeVisible();
  await visitor.context().close();
});
