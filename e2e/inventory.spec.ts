import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

/** A suffix that makes part numbers no seeded company stocks, fresh for every run. */
const runStamp = () => Date.now().toString(36).toUpperCase();

function snackbar(page: Page, title: string) {
  return page.getByTestId('snackbar').filter({ hasText: title });
}

/** The inventory row of a part number, after searching the list for it. */
async function findRow(page: Page, partNumber: string) {
  await page.getByTestId('inventory-search').fill(partNumber);
  return page.getByTestId('inventory-row').filter({ hasText: partNumber });
}

async function fillPart(page: Page, part: { partNumber: string; condition: string; price: string }) {
  const form = page.getByTestId('inventory-form');
  await expect(page.getByTestId('inventory-save')).toBeDisabled();
  await form.getByTestId('inventory-part-number-input').fill(part.partNumber);
  await form.getByTestId('inventory-manufacturer-input').fill('HPE');
  await form.getByTestId('inventory-description-input').fill('32GB DDR4-2666 registered memory');
  await form.getByTestId('inventory-condition-input').selectOption(part.condition);
  await form.getByTestId('inventory-price-input').fill(part.price);
}

test('a visitor on /inventory is asked to sign in', async ({ page }) => {
  await page.goto('/inventory');
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();
  await expect(page.getByTestId('inventory-page')).toHaveCount(0);
});

test('a member adds a part, adds it again, edits it and deletes it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/inventory');
  const notice = page.getByTestId('inventory-mail-notice');
  await expect(notice).toContainText('20 parts');
  await expect(notice).not.toContainText('.example');
  // The demo start has an address (no INVENTORY_EMAIL or SUPPORT_EMAIL here: the first staff contact's).
  await expect(notice.getByTestId('inventory-mail-address')).toHaveAttribute(
    'href',
    /^mailto:[^@?]+@[^@?]+\?subject=Inventory%20of%20/,
  );
  await expect(notice.getByTestId('inventory-mail-address')).toHaveText(/^[^@\s]+@[^@\s]+$/);
  // ...and it points at the upload on the same page first.
  await notice.getByTestId('inventory-mail-notice-upload').click();
  await expect(page).toHaveURL(/#inventory-upload$/);
  await expect(page.getByTestId('inventory-import')).toBeInViewport();
  await expect(page.getByTestId('inventory-update-rule')).toContainText(
    'Inventory must be updated at least every 2 weeks.',
  );
  await expect(page.getByTestId('inventory-hits-link')).toHaveAttribute('href', '/inventory-hits');

  const typed = `E2E-INV-${runStamp()}`;
  const partNumber = typed.replaceAll('-', '');
  await page.getByTestId('inventory-add').click();
  await fillPart(page, { partNumber: typed, condition: 'REF', price: '12,50' });
  await expect(page.getByTestId('inventory-part-number-input')).toHaveValue(partNumber);
  await expect(page.getByTestId('inventory-price-input')).toHaveValue('12.50');
  await expect(page.getByTestId('inventory-quantity-input')).toHaveValue('1');
  await page.getByTestId('inventory-save').click();
  await expect(snackbar(page, 'Successfully added to your inventory.')).toBeVisible();
  await expect(page.getByTestId('inventory-editor')).toHaveAttribute('data-mode', 'idle');

  const row = await findRow(page, partNumber);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inventory-price')).toHaveText('€13');
  await expect(row).toContainText('REF');

  // The same part number in the same condition updates the existing part.
  await page.getByTestId('inventory-add').click();
  await fillPart(page, { partNumber: typed, condition: 'REF', price: '0' });
  await page.getByTestId('inventory-save').click();
  const updated = snackbar(page, 'Existing part was updated');
  await expect(updated).toContainText(
    'The part you entered already exists in your inventory and the existing part was updated.',
  );
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inventory-price')).toHaveText('CALL');

  await row.getByTestId('inventory-edit').click();
  await expect(page.getByTestId('inventory-editor')).toHaveAttribute('data-mode', 'updating');
  await expect(page.getByTestId('inventory-part-number-input')).toHaveValue(partNumber);
  await page.getByTestId('inventory-quantity-input').fill('7');
  await page.getByTestId('inventory-save').click();
  await expect(row.getByTestId('inventory-quantity')).toHaveText('7');
  await expect(page.getByTestId('inventory-editor')).toHaveAttribute('data-mode', 'idle');

  await row.getByTestId('inventory-delete').click();
  await page.getByTestId('inventory-confirm-delete-button').click();
  await expect(snackbar(page, 'Item deleted successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('inventory-empty')).toBeVisible();
});

test('a member uploads a CSV with a bad row and sees the report and the imported part', async ({ page }) => {
  const good = `E2ECSV${runStamp()}`;
  const csv = [
    'part number,manufacturer,description,qty,condition,price',
    `${good}A,Dell,PowerEdge R640 riser,3,refurbished,45.00`,
    `${good}B,Dell,PowerEdge R640 fan,2,NEW,not-a-price`,
    `${good}C,Cisco,SFP-10G-SR transceiver,10,USED,19.95`,
  ].join('\n');
  const file = join(await mkdtemp(join(tmpdir(), 'tbs-inventory-')), 'stock.csv');
  await writeFile(file, `${csv}\n`);

  await signIn(page, DEMO.owner);
  await page.goto('/inventory');
  const upload = page.getByTestId('inventory-import');
  await expect(upload.getByTestId('import-mode')).toHaveValue('merge');
  await upload.getByTestId('import-mode').selectOption('replace');
  await expect(upload.getByTestId('import-replace-warning')).toBeVisible();
  await upload.getByTestId('import-mode').selectOption('merge');
  await upload.getByTestId('import-file').setInputFiles(file);
  await upload.getByTestId('import-submit').click();

  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible();
  await expect(report.getByTestId('import-count-rows')).toContainText('3');
  await expect(report.getByTestId('import-count-inserted')).toContainText('2');
  await expect(report.getByTestId('import-count-rejected')).toContainText('1');
  // The imported file is done with: the input is empty again, and Upload says why it waits.
  await expect(upload.getByTestId('import-file')).toHaveValue('');
  await expect(upload.getByTestId('import-submit')).toHaveAccessibleDescription('Choose a CSV file first.');
  const rejection = report.getByTestId('import-rejection');
  await expect(rejection).toHaveCount(1);
  await expect(rejection.locator('td').first()).toHaveText('3');
  await expect(rejection).toContainText(/price/i);

  const download = page.waitForEvent('download');
  await report.getByTestId('import-download-report').click();
  const saved = await (await download).path();
  const [header, firstRejection] = (await readFile(saved, 'utf8')).split(/\r?\n/);
  expect(header).toBe('line,column,reason');
  expect(firstRejection).toMatch(/^3,price,/i);

  // A file without one importable row changes nothing; the server's reason and the report are shown.
  const allBad = join(dirname(file), 'all-bad.csv');
  await writeFile(
    allBad,
    `part number,manufacturer,description,qty,condition,price\n${good}D,HP,Fan,1,broken,5\n`,
  );
  await upload.getByTestId('import-file').setInputFiles(allBad);
  await upload.getByTestId('import-submit').click();
  await expect(report.getByTestId('import-refusal')).toBeVisible();
  await expect(report.getByTestId('import-count-inserted')).toContainText('0');
  await expect(report.getByTestId('import-rejection').locator('td').first()).toHaveText('2');

  await expect(await findRow(page, `${good}A`)).toContainText('REF');
  await expect(await findRow(page, `${good}C`)).toContainText('€20');
  await expect(await findRow(page, `${good}B`)).toHaveCount(0);
  await expect(await findRow(page, `${good}D`)).toHaveCount(0);
});

test('a service-only member is referred to contact instead of managing inventory', async ({ page }) => {
  await signIn(page, DEMO.service);
  await page.goto('/inventory');
  const refusal = page.getByTestId('inventory-refusal');
  await expect(refusal).toContainText('Service-only members cannot manage inventory');
  await expect(refusal.getByTestId('inventory-refusal-contact')).toHaveAttribute('href', '/contact');
  await expect(page.getByTestId('inventory-page')).toHaveCount(0);
});

test('inventory hits list who searched for the company parts, linking to their company', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/inventory');
  await page.getByTestId('inventory-hits-link').click();
  await expect(page).toHaveURL(/\/inventory-hits$/);
  const hitsPage = page.getByTestId('inventory-hits-page');
  await expect(hitsPage.locator('thead th')).toHaveText([
    'Searched for',
    'Part Found',
    'Searched by',
    'Searched on',
  ]);
  const rows = page.getByTestId('inventory-hit');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(15);
  await expect(rows.first().getByTestId('inventory-hit-searcher').locator('a')).toHaveAttribute(
    'href',
    /^\/companies\/\d+$/,
  );
  // Searched on: day, month and year with the time, dd/mm/yyyy as the spec writes dates.
  await expect(rows.first().getByTestId('inventory-hit-date')).toHaveText(
    /^\d{2}\/\d{2}\/20\d{2} \d{2}:\d{2}$/,
  );
  await expect(page.getByTestId('pagination-summary')).toContainText(/Showing 1 to \d+ of \d+ results/);
});
