import { expect, test } from '@playwright/test';
import { createFreshMember, withDatabase, signIn } from './support.ts';

// Sign-in, compose, the worker's embedding and three lists in one test: on a shared, loaded machine it takes
// longer than the default 30 s.
test.setTimeout(120_000);

/** Another company's WTS of the goods, worded as its broker writes them; the worker embeds it. */
async function sendOtherCompanysWts(token: string): Promise<{ id: number; subject: string }> {
  const subject = `WTS 40 pcs HP 960 gig solid state drives, mixed use, 2.5in, for ProLiant Gen10 ${token}`;
  const id = await withDatabase(async (client) => {
    const sender = await client.query<{ company_id: number; contact_id: number; email: string }>(
      `select c.id as company_id, ct.id as contact_id, ct.email from company c join contact ct on ct.company_id = c.id
        where not c.is_service_only and ct.is_active and c.name not like 'Fresh %' order by c.id limit 1`,
    );
    const { company_id, contact_id, email } = sender.rows[0]!;
    const inserted = await client.query<{ id: string }>(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                              condition, price, from_email)
       values ((select min(id) from broadcast_list), $1, $2, 'WTS', $3,
               'Hi all, pulled from working Gen10 servers, tested, with caddies. EXW Rotterdam.', '40', 'HP',
               '960 gig solid state, mixed use', 'REF', '95', $4)
       returning id`,
      [company_id, contact_id, subject, email],
    );
    return Number(inserted.rows[0]!.id);
  });
  await expect
    .poll(() =>
      withDatabase(async (client) => {
        const rows = await client.query('select 1 from broadcast_embedding where broadcast_id = $1', [id]);
        return rows.rowCount;
      }),
    )
    .toBe(1);
  return { id, subject };
}

/** Another company's stock line of the goods, described in other words than the WTB's. */
async function addOtherCompanysStock(token: string): Promise<{ partNumber: string; company: string }> {
  const partNumber = `P${token.slice(-6).toUpperCase()}-B21`;
  const company = await withDatabase(async (client) => {
    const owner = await client.query<{ id: number; name: string }>(
      `select c.id, c.name from company c where not c.is_service_only and c.name not like 'Fresh %'
        order by c.id desc limit 1`,
    );
    const { id, name } = owner.rows[0]!;
    await client.query(
      `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
       values ($1, $2, 'HP', '960 gig solid state drive, mixed use, 2.5in, for ProLiant Gen10', 14, 'REF', 88)`,
      [id, partNumber],
    );
    return name;
  });
  return { partNumber, company };
}

test('a member sends a WTB worded differently from another company’s WTS and finds it among the AI matches', async ({
  page,
}) => {
  const { email, password, token } = await createFreshMember('E2EAI');
  const wts = await sendOtherCompanysWts(token);
  const stock = await addOtherCompanysStock(token);

  await signIn(page, { email, password });
  await page.goto('/broadcasts');
  await page.getByTestId('compose-button').click();
  const compose = page.getByTestId('compose-modal');
  await compose.getByTestId('compose-type-wtb').check();
  await compose.getByTestId('compose-to').selectOption({ label: 'Server/Storage' });
  await compose.getByTestId('compose-quantity').fill('20');
  await compose.getByTestId('compose-brand').fill('HPE');
  await compose.getByTestId('compose-desc').fill('875490-B21 960GB SATA MU SFF SSD');
  await compose.getByTestId('compose-condition').fill('NEW');
  await compose.getByTestId('compose-price').fill('90');
  await compose.getByTestId('compose-send').click();

  const matches = page.getByTestId('possible-matches-modal');
  await expect(matches).toBeVisible();
  const ai = matches.getByTestId('possible-matches-ai');
  const row = ai.getByTestId('possible-match').filter({ hasText: wts.subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+%/);
  await expect(row.getByRole('link')).toHaveAttribute('href', `/broadcasts/${wts.id}`);
  // The old method (part numbers, then shared words) does not find it: no word in common.
  await expect(matches.getByTestId('possible-matches-old')).not.toContainText(token);
  // The third list: another member's stock line of the goods, worded differently, with its company (members
  // see companies, as in parts search).
  const line = matches
    .getByTestId('possible-matches-stock')
    .getByTestId('possible-stock-line')
    .filter({ hasText: stock.partNumber });
  await expect(line).toBeVisible();
  await expect(line).toContainText(stock.company);
  await expect(line).toContainText(/\d+%/);
});
