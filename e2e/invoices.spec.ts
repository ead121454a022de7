import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  createFreshMember,
  dismissTwoFactorReminder,
  submitSignIn,
  withDatabase,
  signIn,
} from './support.ts';

test.setTimeout(90_000);

const BUYER =
  '{"name":"Frida Fresh","company":"Fresh","address":"Dam 1","zip":"1012 JS","city":"Amsterdam","country":"Netherlands","countryCode":"NL","vat":"NL123456789B01","taxIdLabel":"VAT","email":null}';
const LINES = '[{"description":"TBS Plus Membership (1 year)","unitCents":67500,"quantity":1,"cents":67500}]';

/** Invoices of the member's company: paid, void, overdue and (newest) due; the latest is not past due. */
async function addInvoices(email: string, token: string, forcePay = false): Promise<Record<string, string>> {
  const numbers = {
    paid: `TBS-2001-P${token.slice(-6)}`,
    void: `TBS-2001-V${token.slice(-6)}`,
    overdue: `TBS-2001-O${token.slice(-6)}`,
    due: `TBS-2001-D${token.slice(-6)}`,
  };
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ company_id: number }>(
      'select company_id from contact where email = $1',
      [email],
    );
    const insert = (number: string, dayOffset: number, status: number | null, paidOffset: number | null) =>
      client.query(
        `insert into invoice (company_id, invoice_number, account, total, subtotal, vat_amount, vat_rate, vat_label,
           lines, buyer, invoice_date, due_date, date_paid, payment_status, force_pay)
         values ($1, $2, 'Plus', 816.75, 675.00, 141.75, 21, 'VAT 21%', $3::jsonb, $4::jsonb,
           current_date + $5::int, current_date + $5::int + 15,
           case when $7::int is null then null else current_date + $7::int end, $6, $8)`,
        [
          rows[0]!.company_id,
          number,
          LINES,
          BUYER,
          dayOffset,
          status,
          paidOffset,
          forcePay && status === null,
        ],
      );
    await insert(numbers.paid, -400, 1, -395);
    await insert(numbers.void, -300, 9, null);
    await insert(numbers.overdue, -40, null, null);
    if (!forcePay) await insert(numbers.due, -1, null, null);
  });
  return numbers;
}

test('a member opens Billing History, sees each invoice status and downloads a PDF', async ({ page }) => {
  const member = await createFreshMember('INV');
  const numbers = await addInvoices(member.email, member.token);
  await signIn(page, member);
  await page.goto('/invoices');

  await expect(page.getByRole('heading', { name: 'Billing History (since 2021)' })).toBeVisible();
  const rows = page.getByTestId('billing-invoices').getByTestId('billing-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.getByTestId('billing-number')).toHaveText([
    numbers.due!,
    numbers.overdue!,
    numbers.void!,
    numbers.paid!,
  ]);
  await expect(rows.getByTestId('billing-status')).toHaveText(['Due', 'Overdue', 'VOID', 'Paid']);
  await expect(rows.first().getByTestId('billing-total')).toHaveText('€ 816.75');
  // Pay only on unpaid invoices; Pdf on every row.
  await expect(rows.nth(0).getByTestId('billing-pay')).toBeVisible();
  await expect(rows.nth(1).getByTestId('billing-pay')).toBeVisible();
  await expect(rows.nth(2).getByTestId('billing-pay')).toHaveCount(0);
  await expect(rows.nth(3).getByTestId('billing-pay')).toHaveCount(0);
  await expect(rows.getByTestId('billing-pdf')).toHaveCount(4);
  await expect(page.getByTestId('billing-creditNotes-empty')).toBeVisible();

  const paidRow = page.locator(`[data-testid="billing-row"][data-number="${numbers.paid}"]`);
  await expect(paidRow).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    paidRow.getByTestId('billing-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${numbers.paid}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a member blocked by a force-pay invoice can still open Billing History and download its PDF', async ({
  page,
}) => {
  const member = await createFreshMember('INVB');
  const numbers = await addInvoices(member.email, member.token, true);
  await page.goto('/');
  await acceptCookies(page);
  await submitSignIn(page, member.email, member.password);
  const overlay = page.getByTestId('force-pay-modal');
  await expect(overlay).toBeVisible();
  await overlay.getByTestId('force-pay-invoices').click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(overlay).toBeHidden();
  // Billing History shows no overdue reminder on top (the once-a-session 2FA reminder may come now).
  const twoFactor = page.getByTestId('two-factor-reminder-modal');
  await twoFactor.waitFor({ state: 'visible', timeout: 3000 }).then(
    () => dismissTwoFactorReminder(page),
    () => undefined,
  );
  await expect(page.getByTestId('invoice-overdue-modal')).toHaveCount(0);
  const overdueRow = page.locator(`[data-testid="billing-row"][data-number="${numbers.overdue}"]`);
  await expect(overdueRow.getByTestId('billing-status')).toHaveText('Overdue');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    overdueRow.getByTestId('billing-pdf').click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Elsewhere the block stays until the invoice is paid.
  await page.goto('/broadcasts');
  await expect(page.getByTestId('force-pay-modal')).toBeVisible();
  await expect(page.getByTestId('force-pay-pay')).toHaveAttribute('href', `/invoices?pay=${numbers.overdue}`);
});
