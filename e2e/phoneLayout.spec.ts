import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, acceptCookies, dismissTwoFactorReminder, submitSignIn, withDatabase } from './support.ts';

/** An iPhone 12–15 class screen: the phone width of issue 25. */
const PHONE = { width: 390, height: 844 };

/** Every route of the route table (web/src/router/routes.tsx), with ids of the demo world where it needs one. */
async function everyRoute(): Promise<string[]> {
  const ids = await withDatabase(async (client) => {
    const one = async (sql: string) => (await client.query(sql)).rows[0] as Record<string, string>;
    return {
      broadcast: await one('select id from broadcast order by id limit 1'),
      part: await one('select id, part_number from inventory_part order by id limit 1'),
      company: await one('select id from company order by id limit 1'),
      news: await one(
        `select n.id, n.title_slug, c.cat_url from news n join news_category c on c.id = n.category_id
         where n.date <= now() order by n.id limit 1`,
      ),
    };
  });
  return [
    '/',
    '/broadcasts',
    `/broadcasts/${ids.broadcast.id}`,
    '/parts',
    '/parts?query=HP',
    `/parts/${ids.part.id}`,
    `/parts/stats/${encodeURIComponent(ids.part.part_number!)}`,
    '/companies',
    `/companies/${ids.company.id}`,
    '/inventory',
    '/inventory-hits',
    '/profile',
    '/invoices',
    '/testimonials',
    '/register',
    '/news',
    `/news/${ids.news.cat_url}`,
    `/news/${ids.news.cat_url}/${ids.news.title_slug}?id=${ids.news.id}`,
    '/about',
    '/contact',
    '/help',
    '/rss',
    '/payment',
    '/contract',
    '/media-kit',
    '/media-kit/about-tbs',
    '/media-kit/about-ebm',
    '/media-kit/advertising',
    '/media-kit/social',
    '/media-kit/videos',
    '/newsletter',
    '/services',
    '/privacy',
    '/broadcast-rules',
    '/broadcast-settings',
    '/grading-guidelines',
    '/diamond-members',
    '/gold-members',
    '/trusted-members',
    '/favorites',
    '/analytics',
    '/2fa',
    '/no-such-page',
  ];
}

/** Opens the route and waits until its content (not the loading skeletons) is on screen. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 });
}

/** Routes whose document is wider than the phone, with its width. */
async function widerThanPhone(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await openSettled(page, path);
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    if (width > PHONE.width) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });
  test.setTimeout(240_000);

  test("the payment's Verify Order step fits the screen, a long e-mail address included", async ({
    page,
  }) => {
    await page.goto('/payment');
    await acceptCookies(page);
    await page.getByTestId('payment-account-0').getByRole('button', { name: 'Order Now' }).click();
    await page.getByTestId('payment-name').fill('Bert Belgian');
    await page.getByTestId('payment-email').fill('bert.with.a.rather.long.address@belgian-company.test');
    await page.getByTestId('payment-company').fill('Belgian BV');
    await page.getByTestId('payment-address').fill('Rue 1');
    await page.getByTestId('payment-zip').fill('1000');
    await page.getByTestId('payment-city').fill('Brussels');
    await page.getByTestId('payment-country').selectOption('BE');
    await page.getByTestId('payment-contract').check();
    await page.getByTestId('payment-next').click();
    await expect(page.getByTestId('payment-total')).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
  });

  test('no route is wider than the screen for a visitor', async ({ page }) => {
    const paths = await everyRoute();
    await page.goto('/');
    await acceptCookies(page);
    expect(await widerThanPhone(page, paths)).toEqual([]);
  });

  test('no route is wider than the screen for a member; the world clocks wait behind a toggle', async ({
    page,
  }) => {
    const paths = await everyRoute();
    await page.goto('/');
    await acceptCookies(page);
    // On a phone the top navigation (with Sign In) waits behind the Menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    await submitSignIn(page, DEMO.member.email, DEMO.member.password);
    await dismissTwoFactorReminder(page);

    const clocks = page.getByTestId('world-clock');
    await expect(clocks).toBeHidden();
    await page.getByTestId('world-clock-toggle').click();
    await expect(clocks).toBeVisible();
    await page.getByTestId('world-clock-toggle').click();

    expect(await widerThanPhone(page, paths)).toEqual([]);
  });

  test('the parts table keeps the RFQ action in reach, and the cookie notice leaves the home search free', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByTestId('home-part-search').getByRole('searchbox');
    await expect(search).toBeVisible();
    const notice = await page.getByTestId('cookie-notice').boundingBox();
    const box = await search.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(notice!.y);
    await screenshot(page, 'home');

    await acceptCookies(page);
    await openSettled(page, '/parts?query=HP');
    const rfq = page.getByTestId('parts-row').first().getByTestId('rfq-button');
    await rfq.scrollIntoViewIfNeeded();
    await expect(rfq).toBeInViewport();
    await rfq.click();
    await expect(page.getByTestId('rfq-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await screenshot(page, 'parts');

    await openSettled(page, '/broadcasts');
    await screenshot(page, 'broadcasts');
  });
});

/** docs/screenshots/<name>-390.png when SCREENSHOTS=1 (the screenshots in the docs are made this way). */
async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await mkdir('docs/screenshots', { recursive: true });
  await page.screenshot({ path: `docs/screenshots/${name}-390.png` });
}
