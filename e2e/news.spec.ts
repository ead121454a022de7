import { expect, test } from '@playwright/test';
import { acceptCookies, clearNewsCache, createFreshMember, withDatabase, signIn } from './support.ts';

/** A post written the way staff write them, dated a minute ago; its id and slug. */
async function addPost(fields: {
  catId: number;
  title: string;
  body: string;
  metaTitle?: string;
}): Promise<{ id: number; slug: string }> {
  const slug = fields.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const id = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into news (id, category_id, title, title_slug, author, date, body_html, is_pinned, meta_keywords,
                         meta_title)
       values ((select coalesce(max(id), 0) + 1 from news), $1, $2, $3, 'TBS Editor', now() - interval '1 minute', $4,
               false, 'fraud, escrow, scam, IT', $5)
       returning id`,
      [fields.catId, fields.title, slug, fields.body, fields.metaTitle ?? null],
    );
    return rows[0]!.id;
  });
  await clearNewsCache();
  return { id, slug };
}

test('a visitor reads a fraud warning from the home teaser and follows More Related News to the fraud warnings', async ({
  page,
}) => {
  const token = Date.now().toString(36).toUpperCase();
  const title = `Fraud warning: a fake escrow service ${token} asks brokers for deposits`;
  const post = await addPost({
    catId: 1,
    title,
    body: `<p>Brokers received mails from a fake escrow service. Never pay a deposit to a service you cannot verify.</p>`,
  });

  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('home-latest-news').getByRole('link', { name: title, exact: true }).click();

  await expect(page).toHaveURL(`/news/fraud-warnings/${post.slug}?id=${post.id}`);
  const article = page.getByTestId('news-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('news-category-heading')).toHaveText('Fraud Warnings');
  await expect(article).toContainText('Posted by TBS Editor');
  await expect(article).toContainText('Never pay a deposit');
  // The head from the post: the first 55 characters of the title, keywords longer than 3 characters.
  await expect(page).toHaveTitle(`${title.slice(0, 55).trimEnd()} | TBS`);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'fraud, escrow, scam');
  await expect(page.getByTestId('news-back-link')).toHaveAttribute('href', '/news');

  await article.getByTestId('news-related').click();
  await expect(page).toHaveURL('/news/fraud-warnings');
  await expect(page.getByTestId('news-list').getByRole('heading', { level: 1 })).toHaveText('Fraud Warnings');
  await expect(page).toHaveTitle(/^Fraud Warnings - News/);
  const cards = page.getByTestId('news-card');
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  for (const link of await page.getByTestId('news-related').all()) {
    await expect(link).toHaveAttribute('href', '/news/fraud-warnings');
  }
  await expect(
    page.getByTestId('news-categories').getByRole('link', { name: 'Fraud Warnings', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  // A search from a post replaces the post in the history by the results, across every category.
  await cards.filter({ hasText: title }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByTestId('news-article')).toBeVisible();
  await page.getByTestId('news-search-input').fill(`escrow ${token}`);
  await page.getByTestId('news-search-input').press('Enter');
  await expect(page).toHaveURL(`/news?query=escrow%20${token}`);
  await expect(page.getByTestId('news-card')).toHaveCount(1);
  await expect(page.getByTestId('news-card')).toContainText(title);
  await page.goBack();
  await expect(page).toHaveURL('/news/fraud-warnings');
});

test('a post whose meta title ends with the product name names it once, loaded and navigated to', async ({
  page,
}) => {
  const token = Date.now().toString(36).toUpperCase();
  const title = `Escrow scam ${token} targets brokers`;
  const post = await addPost({
    catId: 1,
    title,
    body: '<p>Never pay a deposit.</p>',
    metaTitle: `${title} | TBS`,
  });

  const response = await page.goto(`/news/fraud-warnings/${post.slug}?id=${post.id}`);
  expect(await response!.text()).toContain(`<title>${title} | TBS</title>`);
  await expect(page.getByTestId('news-article').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | TBS`);
  await acceptCookies(page);

  await page.getByTestId('news-back-link').click();
  await page
    .getByTestId('news-card')
    .filter({ hasText: title })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.getByTestId('news-article').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | TBS`);
});

test("a member's news badge clears after reading the news", async ({ page }) => {
  const member = await createFreshMember('News');
  await addPost({ catId: 3, title: `Welcome to our new members ${member.token}`, body: '<p>Welcome!</p>' });

  await signIn(page, member);
  const badge = page.getByTestId('top-nav').getByTestId('news-badge');
  await expect(badge).toBeVisible();
  expect(Number((await badge.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);

  await page.getByTestId('top-nav').getByRole('link', { name: /^News/ }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  await expect(badge).toBeHidden();

  // Read on the server: a new visit still shows no badge.
  await page.reload();
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  await expect(page.getByTestId('top-nav').getByRole('link', { name: /^News/ })).toBeVisible();
  await expect(badge).toBeHidden();
  const readAt = await withDatabase(async (client) => {
    const { rows } = await client.query<{ news_read_at: Date | null }>(
      'select news_read_at from contact where email = $1',
      [member.email],
    );
    return rows[0]?.news_read_at ?? null;
  });
  expect(readAt).not.toBeNull();
});

test("an author's script never runs on the news pages", async ({ page }) => {
  const post = await addPost({
    catId: 4,
    title: `Payload post ${Date.now().toString(36)}`,
    body:
      '<p>Hello</p><img src="/nothing.png" onerror="window.__newsXss = 1"><script>window.__newsXss = 2</script>' +
      '<a href="javascript:window.__newsXss = 3" id="payload-link">link</a><svg onload="window.__newsXss = 4"></svg>' +
      '<p>Read <a href="/about">about us</a>.</p>',
  });
  await page.goto(`/news/tbs/${post.slug}?id=${post.id}`);
  await acceptCookies(page);
  await expect(page.getByTestId('news-article')).toContainText('Hello');
  await expect(page.getByTestId('news-article').locator('script, svg, [onerror]')).toHaveCount(0);
  await expect(page.getByTestId('news-article').getByText('link')).not.toHaveAttribute('href', /javascript/);
  expect(await page.evaluate(() => (globalThis as { __newsXss?: number }).__newsXss)).toBeUndefined();
  // A link to one of our pages stays in this tab and in the app.
  await page.getByTestId('news-article').getByRole('link', { name: 'about us' }).click();
  await expect(page).toHaveURL('/about');
  expect(page.context().pages()).toHaveLength(1);

  // A post that cannot be loaded goes quietly to the list; a number in the category's place to the post.
  await page.goto('/news/tbs/gone?id=2147483000');
  await expect(page).toHaveURL('/news');
  await page.goto(`/news/${post.id}`);
  await expect(page).toHaveURL(`/news/tbs/${post.slug}?id=${post.id}`);
});

const setNewsSharing = (on: boolean) =>
  withDatabase((client) =>
    client.query(`update setting set value = $1::jsonb where key = 'enableNewsShareButtons'`, [
      on ? '1' : '0',
    ]),
  );

test('share links show only while news sharing is on, as plain links carrying the post id', async ({
  page,
}) => {
  const post = await addPost({
    catId: 9,
    title: `Shared blog post ${Date.now().toString(36)}`,
    body: '<p>Share me</p>',
  });
  const path = `/news/blog/${post.slug}?id=${post.id}`;
  await page.goto(path);
  await acceptCookies(page);
  await expect(page.getByTestId('news-article')).toContainText('Share me');
  await expect(page.getByTestId('news-share')).toHaveCount(0);

  await setNewsSharing(true);
  try {
    await page.reload();
    const share = page.getByTestId('news-article').getByTestId('news-share');
    await expect(share.getByRole('link')).toHaveCount(3);
    const postUrl = encodeURIComponent(new URL(path, page.url()).href);
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${postUrl}`,
    );
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('target', '_blank');
    // No script of the networks is loaded.
    await expect(
      page.locator('script[src*="facebook"], script[src*="linkedin"], script[src*="x.com"]'),
    ).toHaveCount(0);
  } finally {
    await setNewsSharing(false);
  }
});
