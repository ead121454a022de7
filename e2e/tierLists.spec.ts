import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO, signIn } from './support.ts';

interface TierList {
  results: { id: number; name: string; sinceDT: string; trusted: number }[];
  count: number;
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test('a visitor sees the Diamond members with their count and a modal with member-since and the profile link', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/companies/diamondMembers')).json()).payload as TierList;
  expect(list.count).toBeGreaterThan(0);

  await page.goto('/diamond-members');
  await acceptCookies(page);
  await expect(page.getByTestId('tier-count')).toHaveText(
    `${list.count.toLocaleString('en-GB')} Diamond ${list.count === 1 ? 'member' : 'members'}`,
  );
  await expect(page.getByTestId('tier-member')).toHaveCount(list.count);
  await expect(page).toHaveTitle(/Diamond members/);

  const first = list.results[0]!;
  await page.getByTestId('tier-member').filter({ hasText: first.name }).first().click();
  const modal = page.getByTestId('tier-member-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: first.name })).toBeVisible();
  await expect(modal.getByTestId('tier-member-meaning')).toContainText('20 years or more');
  await expect(modal.getByTestId('tier-member-meaning')).toContainText('no unsolved complaints');
  await expect(modal.getByTestId('tier-member-since')).toHaveText(longDate(first.sinceDT));
  // Visitors get no contacts: their contact link is the free trial.
  await expect(modal.getByTestId('tier-member-contact')).toHaveAttribute('href', '/register');
  await expect(modal.getByTestId('tier-member-profile-link')).toHaveAttribute(
    'href',
    `/companies/${first.id}`,
  );

  await modal.getByTestId('tier-member-profile-link').click();
  await expect(page).toHaveURL(new RegExp(`/companies/${first.id}$`));
  await expect(modal).toBeHidden();
});

test('a member filters the Gold members and contacts one through the company modal', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/companies/goldMembers')).json()).payload as TierList;
  expect(list.count).toBeGreaterThan(1);
  const member = list.results[list.results.length - 1]!;

  await signIn(page, DEMO.member);
  await page.goto('/gold-members');
  await expect(page.getByTestId('tier-count')).toContainText(`${list.count} Gold member`);
  await page.getByTestId('tier-filter').fill(member.name.slice(0, 12));
  await expect(page.getByTestId('tier-member').filter({ hasText: member.name })).toBeVisible();
  expect(await page.getByTestId('tier-member').count()).toBeLessThan(list.count);

  await page.getByTestId('tier-member').filter({ hasText: member.name }).first().click();
  const modal = page.getByTestId('tier-member-modal');
  await expect(modal.getByTestId('tier-member-since')).toHaveText(longDate(member.sinceDT));
  await modal.getByTestId('tier-member-contact').click();
  await expect(modal).toBeHidden();
  const company = page.getByTestId('company-modal');
  await expect(company).toBeVisible();
  await expect(company.getByTestId('company-contact').first()).toBeVisible();
  await expect(company.getByTestId('company-contact-email').first()).toHaveAttribute('href', /^mailto:/);
});
