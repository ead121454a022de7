import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { rebuildAnalytics } from '@tbs/worker/testing';
import { DEMO, withDatabase, signIn } from './support.ts';

test.setTimeout(90_000);

const ANALYST = { email: 'analyst@demo.tbs', password: 'DemoAnalyst!2026' };

/** Members searched this part number 25 times three days ago (so it leads last week's top searches). */
async function logSearchesLastWeek(partNumber: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query(
      `insert into search_log (query, query_norm, result_count, contact_id, company_id, created_at)
       select $1::text, upper(regexp_replace($1::text, '[^A-Za-z0-9]', '', 'g')), 0, c.id, c.company_id,
              date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '3 days' + interval '10 hours'
         from contact c, generate_series(1, 25) where c.email = $2`,
      [partNumber, DEMO.member.email],
    );
    // The worker folds today's rows every minute; rows of an earlier day are folded by a rebuild.
    await expect
      .poll(async () => (await rebuildAnalytics(client, '2000-01-01')).folded, { timeout: 30_000 })
      .toBe(true);
  });
}

test('an analyst opens last week’s top searches and exports them as CSV', async ({ page }) => {
  const partNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const norm = partNumber.replace(/[^A-Za-z0-9]/g, '');
  await logSearchesLastWeek(partNumber);

  await signIn(page, ANALYST);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('nav-analytics').click();
  await expect(page).toHaveURL(/\/analytics$/);

  await page.getByTestId('analytics-period').selectOption('week');
  const table = page.getByTestId('analytics-table');
  const firstRow = table.locator('tbody tr').first();
  // The table shows the part number as members typed it, linked to that search (the CSV keeps it normalised).
  await expect(firstRow).toContainText(partNumber);
  await expect(firstRow.getByRole('link', { name: partNumber })).toHaveAttribute(
    'href',
    new RegExp(`query=${encodeURIComponent(partNumber)}`),
  );
  await expect(firstRow.locator('td').nth(2)).toHaveText('25');
  await expect(page.getByTestId('analytics-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('analytics-summary')).toContainText('searches from');

  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^top-searches-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parse(await readFile((await download.path())!, 'utf8')) as string[][];
  expect(csv[0]).toEqual(['Rank', 'Part number', 'Searches', 'Found nothing', 'Previous period', 'Trend %']);
  // The table shows counts with thousands separators and the trend as "+12.5 %" or "new".
  const normalised = (typed: string) => typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const asShown = (row: string[]) => [
    row[0],
    normalised(row[1]!),
    Number(row[2]).toLocaleString('en-GB'),
    Number(row[3]).toLocaleString('en-GB'),
    Number(row[4]).toLocaleString('en-GB'),
    row[5] === '' ? 'new' : `${Number(row[5]) > 0 ? '+' : ''}${row[5]} %`,
  ];
  expect(csv.slice(1, shown.length + 1).map(asShown)).toEqual(
    shown.map((row) => [row[0], normalised(row[1]!), ...row.slice(2)]),
  );
  expect(csv[1]!.slice(1, 3)).toEqual([norm, '25']);
});

test('members who are not staff get no analytics', async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-list')).toBeVisible();
  await expect(page.getByTestId('nav-analytics')).toHaveCount(0);
  await page.goto('/analytics');
  await expect(page.getByTestId('analytics-forbidden')).toContainText(
    'The analytics area is for staff only.',
  );
});
