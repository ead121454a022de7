import { expect, test } from '@playwright/test';
import { DEMO, waitForBroadcastsIndexed, withDatabase, signIn } from './support.ts';

test('a member searching WTS with a query opens the average prices chart; a click on a point opens its broadcast', async ({
  page,
}) => {
  // Sign-in, four list pages and the chart: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const token = `E2EAP${Date.now().toString(36).toUpperCase()}`;
  const prices = ['100', '200', '400'];
  const ids = await withDatabase(async (client) => {
    const company = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'NL', '2015-01-01') returning id`,
      [`Pricer ${token}`],
    );
    const contact = await client.query<{ id: number }>(
      `insert into contact (company_id, name, email) values ($1, 'Pia Pricer', $2) returning id`,
      [company.rows[0]!.id, `sales-${token.toLowerCase()}@pricer.test`],
    );
    const inserted: number[] = [];
    for (const [index, price] of prices.entries()) {
      const row = await client.query<{ id: string }>(
        `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
           description, condition, price, from_email, created_at)
         values (2, $1, $2, 'WTS', $3, 'Tested.', '1', 'HPE', 'DL380 Gen10', 'REF', $4, 'sales@pricer.test',
           now() - make_interval(days => $5))
         returning id`,
        [
          company.rows[0]!.id,
          contact.rows[0]!.id,
          `WTS HPE ${token} DL380 Gen10 (${index})`,
          price,
          2 - index,
        ],
      );
      inserted.push(Number(row.rows[0]!.id));
    }
    return inserted;
  });

  // The list and the prices read the search index, which the worker fills from the outbox.
  await waitForBroadcastsIndexed(ids);

  await signIn(page, DEMO.member);

  // Not offered for WTB, offered for WTS (and both lists) with a query.
  await page.goto(`/broadcasts?query=${token}&listType=WTB`);
  await expect(page.getByTestId('broadcasts-page')).toBeVisible();
  await expect(page.getByTestId('average-prices-button')).toHaveCount(0);
  // Offered on both lists (where a part number's "Broadcasts for" link leads): one click to the prices.
  await page.goto(`/broadcasts?query=${token}`);
  await expect(page.getByTestId('average-prices-button')).toBeVisible();
  await page.goto(`/broadcasts?query=${token}&listType=WTS`);
  await page.getByTestId('average-prices-button').click();

  const modal = page.getByTestId('average-prices-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Min€100');
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Median€200');
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Max€400');
  // The mean of 100, 200 and 400, and the average per week over every price, newest first.
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Average€233');
  const trend = modal.getByTestId('average-prices-trend');
  await expect(trend.getByRole('caption')).toHaveText('Average price per week');
  await expect(trend.locator('tbody tr').first().locator('th')).toHaveText(/^Week of \d{1,2} \w{3} \d{4}$/);
  const chart = modal.getByTestId('average-prices-chart');
  await expect(chart.locator('svg')).toBeVisible();
  for (const line of ['Min €100', 'Median €200', 'Max €400']) {
    await expect(chart.locator('svg text', { hasText: line })).toHaveCount(1);
  }

  // The points are the chart's circles (echarts draws a 9-pixel symbol as a unit circle scaled by 4.5).
  const points = chart.locator('svg path[transform^="matrix(4.5,"]');
  await expect(points).toHaveCount(prices.length);
  // The newest broadcast (400 EUR, sent now) is the point furthest right.
  const xs = await points.evaluateAll((paths) =>
    paths.map((path) => Number(path.getAttribute('transform')!.split(',')[4])),
  );
  // A click where the user sees the point: the max line crosses it (the chart, not the DOM, decides the target).
  const box = (await points.nth(xs.indexOf(Math.max(...xs))).boundingBox())!;
  const popup = page.waitForEvent('popup');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(await popup).toHaveURL(new RegExp(`/broadcasts/${ids[2]}$`));
});

test('a member opens the possible matches of an own broadcast: the match in percent in both methods, and turns them off', async ({
  page,
}) => {
  const token = `E2EPM${Date.now().toString(36).toUpperCase()}`;
  const part = `${token}-B21`;
  const { own, match } = await withDatabase(async (client) => {
    const member = await client.query<{ id: number; company_id: number }>(
      `select id, company_id from contact where email = $1`,
      [DEMO.member.email],
    );
    const buyerCompany = await client.query<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, 'DE', '2012-01-01') returning id`,
      [`Buyer ${token}`],
    );
    const buyer = await client.query<{ id: number }>(
      `insert into contact (company_id, name, email) values ($1, 'Ben Buyer', $2) returning id`,
      [buyerCompany.rows[0]!.id, `buy-${token.toLowerCase()}@buyer.test`],
    );
    const insert = (companyId: number, contactId: number, side: string, subject: string) =>
      client.query<{ id: string }>(
        `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
           description, condition, price, from_email)
         values (2, $1, $2, $3, $4, 'Plain text.', '1', 'HPE', 'Server part', 'REF', '100', 'x@demo.test')
         returning id`,
        [companyId, contactId, side, subject],
      );
    const ownRow = await insert(
      member.rows[0]!.company_id,
      member.rows[0]!.id,
      'WTS',
      `WTS 5x HPE ${part} REF`,
    );
    const matchRow = await insert(buyerCompany.rows[0]!.id, buyer.rows[0]!.id, 'WTB', `WTB 2x ${part} NEW`);
    await client.query(`update contact set possible_matches_disabled = false where id = $1`, [
      member.rows[0]!.id,
    ]);
    return { own: Number(ownRow.rows[0]!.id), match: Number(matchRow.rows[0]!.id) };
  });
  // The worker embeds both for the AI method before the modal asks for its list.
  await expect
    .poll(() =>
      withDatabase(async (client) => {
        const rows = await client.query(
          'select 1 from broadcast_embedding where broadcast_id = any($1::bigint[])',
          [[own, match]],
        );
        return rows.rowCount;
      }),
    )
    .toBe(2);

  await signIn(page, DEMO.member);
  await page.goto(`/broadcasts?possibleMatchId=${own}`);

  const modal = page.getByTestId('possible-matches-modal');
  await expect(modal).toBeVisible();
  const row = modal.getByTestId('possible-matches-old').getByTestId('possible-match').first();
  await expect(row).toContainText(`WTB 2x ${part} NEW`);
  await expect(row).toContainText(`Buyer ${token}`);
  await expect(row).toContainText(/\d+%/);
  const link = row.getByRole('link');
  await expect(link).toHaveAttribute('href', `/broadcasts/${match}`);
  await expect(link).toHaveAttribute('target', '_blank');
  // The AI method answers too (its own matches are e2e/aiMatches.spec.ts's subject): the same WTB, worded alike.
  await expect(modal.getByTestId('possible-matches-ai')).not.toContainText('Not available yet.');
  await expect(modal.getByTestId('possible-matches-ai')).toContainText(`WTB 2x ${part} NEW`);

  const dontShow = modal.getByTestId('possible-matches-dont-show');
  await dontShow.check();
  await expect(dontShow).toBeChecked();
  await expect(modal).toBeVisible();
  // The box shows the choice at once; the server saves it a moment later.
  const savedFlag = async () => {
    const disabled = await withDatabase((client) =>
      client.query<{ possible_matches_disabled: boolean }>(
        `select possible_matches_disabled from contact where email = $1`,
        [DEMO.member.email],
      ),
    );
    return disabled.rows[0]!.possible_matches_disabled;
  };
  await expect.poll(savedFlag).toBe(true);
  // The demo member's flag back as the other tests expect it.
  await dontShow.uncheck();
  await expect(dontShow).not.toBeChecked();
  await expect.poll(savedFlag).toBe(false);
});
