import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO, dismissTwoFactorReminder, submitSignIn, withDatabase } from './support.ts';

test('a member searching WTS with a query opens the average prices chart; a click on a point opens its broadcast', async ({
  page,
  request,
}) => {
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
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/broadcasts?query=${token}&listType=WTS`);
      return ((await answer.json()).payload?.numResults ?? 0) as number;
    })
    .toBe(prices.length);

  await page.goto('/');
  await acceptCookies(page);
  await submitSignIn(page, DEMO.member.email, DEMO.member.password);
  await dismissTwoFactorReminder(page);

  // Not offered for WTB, offered for WTS with a query.
  await page.goto(`/broadcasts?query=${token}&listType=WTB`);
  await expect(page.getByTestId('broadcasts-page')).toBeVisible();
  await expect(page.getByTestId('average-prices-button')).toHaveCount(0);
  await page.goto(`/broadcasts?query=${token}&listType=WTS`);
  await page.getByTestId('average-prices-button').click();

  const modal = page.getByTestId('average-prices-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Min€100');
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Median€200');
  await expect(modal.getByTestId('average-prices-figures')).toContainText('Max€400');
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
  const popup = page.waitForEvent('popup');
  await points.nth(xs.indexOf(Math.max(...xs))).click();
  await expect(await popup).toHaveURL(new RegExp(`/broadcasts/${ids[2]}$`));
});
