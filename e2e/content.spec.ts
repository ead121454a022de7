import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './env.ts';
import { withDatabase } from './support.ts';

/** Hosts the page asked for other than the app itself (data: URLs ask nobody). */
function outsideRequests(page: Page): string[] {
  const hosts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== `127.0.0.1:${E2E_PORT}`) {
      hosts.push(url.host);
    }
  });
  return hosts;
}

test('the help page shows the ?id video and the FAQ from the database, one answer open at a time', async ({
  page,
}) => {
  const { videos, faq } = await withDatabase(async (client) => ({
    videos: (
      await client.query<{ id: number; title: string; url: string }>(
        'select id, title, url from help_video order by id',
      )
    ).rows,
    faq: (await client.query<{ question: string }>('select question from faq order by sort_order, id')).rows,
  }));
  expect(videos).toHaveLength(2);
  const chosen = videos[1]!;
  const outside = outsideRequests(page);

  await page.goto(`/help?id=${chosen.id}`);
  const main = page.getByTestId('main-tutorial');
  await expect(main.getByRole('heading')).toHaveText(chosen.title);
  const mainPoster = main.getByTestId('video-poster');
  await expect(mainPoster).toHaveAttribute('href', chosen.url);
  await expect(mainPoster).toHaveAttribute('target', '_blank');
  await expect(mainPoster.locator('svg')).toBeVisible();
  await expect(page.getByTestId('tutorial-videos').getByTestId('video-poster')).toHaveCount(2);

  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(faq.length);
  await expect(items.getByRole('button')).toHaveText(faq.map((entry) => entry.question));
  const openAnswers = page.getByTestId('faq').locator('.accordion-panel:visible');
  await expect(openAnswers).toHaveCount(1);
  await expect(items.nth(0).getByRole('button')).toHaveAttribute('aria-expanded', 'true');

  await items.nth(2).getByRole('button').click();
  await expect(openAnswers).toHaveCount(1);
  await expect(items.nth(2).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(items.nth(0).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await items.nth(2).getByRole('button').click();
  await expect(openAnswers).toHaveCount(0);

  // An unknown id shows no main video, the tutorials stay.
  await page.goto('/help?id=9999');
  await expect(page.getByTestId('tutorial-videos').getByTestId('video-poster')).toHaveCount(2);
  await expect(page.getByTestId('main-tutorial')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('every meeting report of the media kit downloads as a PDF', async ({ page, request }) => {
  await page.goto('/media-kit');
  const links = page.getByTestId('meeting-reports').getByTestId('media-document');
  // 2009 to 2023 without 2020 (spec part 1 section 2).
  await expect(links).toHaveCount(14);
  await expect(links.first()).toContainText('EBM 2023');
  await expect(page.getByTestId('meeting-reports')).not.toContainText('2020');

  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }

  const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
  expect(download.suggestedFilename()).toBe('ebm-2023.pdf');

  await page
    .getByRole('navigation', { name: 'Media kit' })
    .getByRole('link', { name: /European Broker/ })
    .click();
  await expect(page.getByTestId('meeting-reports').getByTestId('media-document')).toHaveCount(14);
});

test('the banner strip shows at most 4 banners of 185x185 and counts an ad click, opening a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  const banners = page.getByTestId('banner-strip').getByTestId('banner');
  // Banners rotate on each navigation: move between pages until the strip holds an ad.
  let ad = banners.and(page.locator('[data-ad="true"]')).first();
  for (let attempt = 0; attempt < 20 && !(await ad.isVisible()); attempt += 1) {
    await page
      .getByRole('link', { name: attempt % 2 ? 'About' : 'Privacy Policy' })
      .first()
      .click();
    await expect(banners.first()).toBeVisible();
    ad = banners.and(page.locator('[data-ad="true"]')).first();
  }
  const count = await banners.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  for (const box of await banners
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => ({ width: image.clientWidth, height: image.clientHeight })),
    )) {
    expect(box).toEqual({ width: 185, height: 185 });
  }

  const bannerId = Number(await ad.getAttribute('data-banner-id'));
  const clicksOf = () =>
    withDatabase(async (client) =>
      Number(
        (await client.query('select num_clicked from banner where id = $1', [bannerId])).rows[0].num_clicked,
      ),
    );
  const before = await clicksOf();
  const [popup] = await Promise.all([context.waitForEvent('page'), ad.click()]);
  expect(popup.url()).not.toBe(page.url());
  await popup.close();
  await expect.poll(clicksOf).toBe(before + 1);
});

test('each navigation writes a page view row and fetches fresh banners', async ({ page }) => {
  const path = '/media-kit/advertising';
  const viewsOf = () =>
    withDatabase(async (client) =>
      Number((await client.query('select count(*) from page_view where path = $1', [path])).rows[0].count),
    );
  await page.goto('/media-kit');
  await expect(page.getByTestId('media-kit')).toBeVisible();
  const before = await viewsOf();
  // The navigation also fetches fresh banners.
  await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/misc/randomBanners'),
    page.getByRole('navigation', { name: 'Media kit' }).getByRole('link', { name: 'Advertising' }).click(),
  ]);
  await expect(page).toHaveURL(path);
  await expect.poll(viewsOf).toBe(before + 1);
});

test('the footer ticker shows the latest registered attendees and opens the event site', async ({ page }) => {
  const newest = await withDatabase(
    async (client) =>
      (
        await client.query<{ line: string }>(
          `select name || ', ' || company_name as line from event_attendee order by registered_at desc, id desc limit 1`,
        )
      ).rows[0]!.line,
  );
  await page.goto('/');
  const ticker = page.getByTestId('footer-ticker');
  await expect(ticker).toContainText(newest);
  await expect(ticker).toHaveAttribute('target', '_blank');
  await expect(ticker).toHaveAttribute('href', /^https:\/\//);
});

test('an advertisement id that is not digits only, or unknown, goes home', async ({ page }) => {
  for (const id of ['12abc', '99999999']) {
    await page.goto(`/advertisement/${id}`);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('with the chat feature on, the web app reports whether the chat widget started', async ({ page }) => {
  const setChat = (enabled: boolean) =>
    withDatabase((client) =>
      client.query(
        `update setting set value = jsonb_set(value, '{TAWK_CHAT,enabled}', $1::jsonb) where key = 'features'`,
        [JSON.stringify(enabled)],
      ),
    );
  const reports = () =>
    withDatabase(
      async (client) =>
        (
          await client.query<{ props: Record<string, unknown> }>(
            `select props from usage_event where name = 'feature' order by id`,
          )
        ).rows,
    );
  const before = (await reports()).length;
  await setChat(true);
  try {
    await page.goto('/about');
    await expect.poll(async () => (await reports()).length).toBe(before + 1);
    expect((await reports()).at(-1)!.props).toEqual({
      featureId: 1,
      status: 'Failed',
      key: 'TAWK_CHAT',
      errorMessage: 'No live-chat widget in this build',
    });
    // Once per page load, not per navigation.
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByTestId('privacy-page')).toBeVisible();
    expect((await reports()).length).toBe(before + 1);
  } finally {
    await setChat(false);
  }
});

test('testimonials come from the database, newest first', async ({ page }) => {
  const newest = await withDatabase(
    async (client) =>
      (
        await client.query<{ body: string; attr: string }>(
          'select body, attr from testimonial order by date desc, id desc',
        )
      ).rows,
  );
  await page.goto('/testimonials');
  const quotes = page.getByTestId('testimonials-page').locator('blockquote');
  await expect(quotes).toHaveCount(newest.length);
  await expect(quotes.first()).toHaveText(newest[0]!.body);
  await expect(page.getByTestId('testimonials-page').locator('figcaption').first()).toContainText(
    newest[0]!.attr,
  );
});

test('the static pages show their content and About links where the spec says', async ({ page }) => {
  const headings: [string, string][] = [
    ['/contract', 'Contract Terms'],
    ['/privacy', 'Privacy Policy'],
    ['/newsletter', 'Newsletter'],
    ['/broadcast-rules', 'Broadcast Rules'],
    ['/broadcastRules', 'Broadcast Rules'],
    ['/grading-guidelines', 'Grading Guidelines'],
    ['/gradingGuidelines', 'Grading Guidelines'],
    ['/media-kit/about-tbs', 'About TBS'],
    ['/media-kit/advertising', 'Advertising'],
    ['/media-kit/videos', 'Videos'],
    ['/media-kit/social', 'Social'],
  ];
  for (const [path, heading] of headings) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  await page.goto('/media-kit/about-tbs');
  for (const figure of ['2800+', '74', '3000+', '18000+', '300000+', '2,000,000+']) {
    await expect(page.getByTestId('media-kit-figures')).toContainText(figure);
  }
  await page.goto('/about');
  const about = page.getByTestId('about-page');
  for (const href of [
    '/register',
    '/broadcasts',
    '/help',
    '/parts',
    '/grading-guidelines',
    '/trusted-members',
    '/gold-members',
    '/diamond-members',
    '/contact',
  ]) {
    await expect(about.locator(`a[href="${href}"]`).first(), href).toBeVisible();
  }
});
