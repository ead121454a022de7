import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import Parser from 'rss-parser';
import { buildContact, uniqueToken } from '@tbs/db/testing';
import { Contact, News } from '@tbs/db';
import { clearNewsCache } from '../../news/newsCache.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { config } from '@tbs/config';

const PUBLIC_URL = 'https://news.tbs.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
  await server.orm.em.fork().nativeDelete(News, {});
});
afterAll(() => server.close());
// Each test sees the database as it left it, not a cached answer of an earlier test.
beforeEach(() => clearNewsCache(server.redis, config().REDIS_PREFIX));

const DAY = 86_400_000;

interface NewsFields {
  category?: number;
  title?: string;
  body?: string;
  date?: Date;
  isPinned?: boolean;
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
}

async function addNews(fields: NewsFields = {}) {
  const em = server.orm.em.fork();
  const title = fields.title ?? `News ${uniqueToken()}`;
  const news = em.create(News, {
    category: fields.category ?? 1,
    title,
    titleSlug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    author: 'TBS Editor',
    date: fields.date ?? new Date(Date.now() - 60_000),
    bodyHtml: fields.body ?? `<p>${title}</p>`,
    isPinned: fields.isPinned ?? false,
    metaTitle: fields.metaTitle ?? null,
    metaDescription: fields.metaDescription ?? null,
    metaKeywords: fields.metaKeywords ?? null,
  });
  await em.flush();
  await clearNewsCache(server.redis, config().REDIS_PREFIX);
  return news;
}

interface ListItem {
  id: number;
  catId: number;
  title: string;
  body: string;
  doReadMore: boolean;
  isPinned: boolean;
}
interface ListPayload {
  results: ListItem[];
  count: number;
  page: number;
  pageSize: number;
}

async function list(query: string) {
  const answer = await server.request<{ status: number; payload: ListPayload; errors?: unknown }>(
    'GET',
    `/api/news${query}`,
  );
  return answer;
}

describe('GET /api/news/lastForHome', () => {
  it('answers the 3 latest published items, their bodies sanitised', async () => {
    const now = Date.now();
    await addNews({ title: 'Older news', date: new Date(now - 3 * DAY) });
    const second = await addNews({ title: 'Second news', date: new Date(now - 60_000), isPinned: true });
    const first = await addNews({
      title: 'Fresh news',
      date: new Date(now - 1_000),
      body: '<p>Fresh news</p><script>alert(1)</script>',
    });
    await addNews({ title: 'Scheduled news', date: new Date(now + DAY) });

    const answer = await server.request<{ payload: Record<string, unknown>[] }>(
      'GET',
      '/api/news/lastForHome',
    );
    expect(answer.body.payload).toHaveLength(3);
    expect(answer.body.payload[0]).toEqual({
      id: first.id,
      catId: 1,
      catUrl: 'fraud-warnings',
      title: 'Fresh news',
      titleSlug: 'fresh-news',
      by: 'TBS Editor',
      date: first.date.toISOString(),
      bodyHtml: '<p>Fresh news</p>',
      isPinned: false,
    });
    expect(answer.body.payload[1]).toMatchObject({ id: second.id, isPinned: true });
  });
});

describe('GET /api/news', () => {
  it('lists a category pinned first, then newest, 9 a page, with the number of posts as count', async () => {
    const now = Date.now();
    const posts = [];
    for (let day = 1; day <= 11; day++) {
      posts.push(
        await addNews({ category: 10, title: `Stolen lot ${day}`, date: new Date(now - day * DAY) }),
      );
    }
    const pinned = await addNews({
      category: 10,
      title: 'Pinned warning',
      date: new Date(now - 40 * DAY),
      isPinned: true,
    });
    await addNews({ category: 2, title: 'Meeting news', date: new Date(now - 1_000) });
    await addNews({ category: 10, title: 'Not yet', date: new Date(now + DAY) });

    const first = await list('?catId=10');
    expect(first.status).toBe(200);
    expect(first.body.payload.count).toBe(12);
    expect(first.body.payload.pageSize).toBe(9);
    expect(first.body.payload.results.map((item) => item.id)).toEqual([
      pinned.id,
      ...posts.slice(0, 8).map((post) => post.id),
    ]);
    expect(first.body.payload.results.every((item) => item.catId === 10)).toBe(true);

    const second = await list('?catId=10&page=2');
    expect(second.body.payload.results.map((item) => item.id)).toEqual(posts.slice(8).map((post) => post.id));
    expect(second.body.payload.page).toBe(2);

    const beyond = await list('?catId=10&page=3');
    expect(beyond.body.payload).toMatchObject({ results: [], count: 12 });

    const all = await list('');
    expect(all.body.payload.results.some((item) => item.title === 'Meeting news')).toBe(true);
  });

  it('searches every word in the title and the body text, not in the markup, across categories', async () => {
    const word = uniqueToken().toLowerCase();
    const inTitle = await addNews({ category: 3, title: `Warning ${word} brokers` });
    const inBody = await addNews({
      category: 9,
      body: `<p>A <strong>fake</strong> company named ${word.toUpperCase()}-Trading asks for brokers' money.</p>`,
    });
    await addNews({ category: 9, body: `<p class="${word}">Nothing to see</p>` });
    await addNews({ category: 9, title: `Only ${word}` });

    const found = await list(`?query=${word}%20broker`);
    expect(found.body.payload.results.map((item) => item.id).sort()).toEqual([inTitle.id, inBody.id].sort());
    expect(found.body.payload.count).toBe(2);

    // Markup is not text; LIKE wildcards are taken literally.
    expect((await list(`?query=strong%20${word}`)).body.payload.count).toBe(0);
    expect((await list(`?query=${word}%25`)).body.payload.count).toBe(0);
    // The search reaches past the cache: a post added a moment ago is found at once.
    const late = await addNews({ category: 9, title: `Late ${word} broker` });
    expect((await list(`?query=${word}%20broker`)).body.payload.results.map((item) => item.id)).toContain(
      late.id,
    );
  });

  it('cuts long bodies for the list (Read More) and keeps short ones whole', async () => {
    const long = `<p>${'Counterfeit memory modules are offered again. '.repeat(20)}</p><ul><li>Serial A</li></ul>`;
    const cut = await addNews({ category: 8, title: 'Long bad debtor story', body: long });
    const whole = await addNews({ category: 8, title: 'Short one', body: '<p>Short <em>story</em>.</p>' });

    const { results } = (await list('?catId=8')).body.payload;
    const cutItem = results.find((item) => item.id === cut.id)!;
    expect(cutItem.doReadMore).toBe(true);
    expect(cutItem.body).toMatch(/^<p>Counterfeit[^<]*\.\.\.<\/p>$/);
    expect(cutItem.body.length).toBeLessThan(450);
    expect(results.find((item) => item.id === whole.id)).toMatchObject({
      doReadMore: false,
      body: '<p>Short <em>story</em>.</p>',
    });
  });

  it('uses the trigram index for the search', async () => {
    const plan = await server.orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      return em.execute<{ 'QUERY PLAN': string }[]>(
        `explain select id from news n where n.search_text like '%fraud%'`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('news_search_idx');
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['?query=a%00b', 'query'],
      ['?page=99999999999', 'page'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?catId=1x', 'catId'],
      ['?catId=999', 'catId'],
      [`?query=${'x'.repeat(201)}`, 'query'],
      ['?query=a&query=b', 'query'],
      ['?catId=1&catId=2', 'catId'],
    ];
    for (const [query, field] of cases) {
      const answer = await server.request<{ errors: { param: string }[] }>('GET', `/api/news${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors[0]?.param, query).toBe(field);
    }
    // Bytes that are no UTF-8 arrive as replacement characters: a search for nothing, not a failure.
    for (const query of ['?query=%FF', '?query=%E0%A4%A', '?query=%C0%80']) {
      expect((await server.request('GET', `/api/news${query}`)).status, query).toBe(200);
    }
    expect((await server.request('GET', '/api/news/rss?catId=%00')).status).toBe(400);
  });
});

describe('GET /api/news/:id', () => {
  it('answers a post with its category, sanitised body and the meta rules applied', async () => {
    const title = `Warning: a company is reselling stolen HPE servers with forged serials ${uniqueToken()}`;
    const post = await addNews({
      category: 1,
      title,
      body: `<p>${'Beware of the offer. '.repeat(12)}</p>`,
      metaKeywords: 'HPE, fake, fraud warnings, IT',
    });
    const answer = await server.request<{ payload: Record<string, unknown> }>('GET', `/api/news/${post.id}`);
    expect(answer.status).toBe(200);
    const text = 'Beware of the offer. '.repeat(12).trim();
    expect(answer.body.payload).toMatchObject({
      id: post.id,
      catId: 1,
      catUrl: 'fraud-warnings',
      catDescription: 'Fraud Warnings',
      title,
      metaTitle: title.slice(0, 55).trimEnd(),
      metaKeywords: 'fake, fraud, warnings',
    });
    // Over 150 characters: cut to 147 (at most) plus '...'.
    expect(answer.body.payload.metaDescription).toBe(`${text.slice(0, 147).trimEnd()}...`);
  });

  it('is a 404 for unknown and scheduled posts and for ids that are no id (as an unknown path)', async () => {
    const scheduled = await addNews({ date: new Date(Date.now() + DAY) });
    expect((await server.request('GET', `/api/news/${scheduled.id}`)).status).toBe(404);
    expect((await server.request('GET', '/api/news/2147483000')).status).toBe(404);
    for (const id of ['12abc', '99999999999999', '%00', '-1', '1.5']) {
      expect((await server.request('GET', `/api/news/${id}`)).status, id).toBe(404);
    }
  });
});

describe('sanitising authors HTML', () => {
  it('never serves a script, an event handler, a javascript: link, a frame or a style expression', async () => {
    const body = [
      '<p>Payloads follow.</p>',
      '<script>alert("script")</script>',
      '<img src="https://img.example/x.png" onerror="alert(1)">',
      '<a href="javascript:alert(2)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(3)">click too</a>',
      '<svg onload="alert(4)"><circle r="1"/></svg>',
      '<p style="color: expression(alert(5)); background: url(javascript:alert(6))">styled</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<div onclick="alert(7)" onmouseover="alert(8)">hover</div>',
    ].join('');
    const post = await addNews({ category: 4, title: `Payload ${uniqueToken()}`, body });
    const detail = await server.request<{ payload: { bodyHtml: string } }>('GET', `/api/news/${post.id}`);
    const listed = await list('?catId=4');
    const home = await server.request<{ payload: { id: number; bodyHtml: string }[] }>(
      'GET',
      '/api/news/lastForHome',
    );
    const served = [
      detail.body.payload.bodyHtml,
      listed.body.payload.results.find((item) => item.id === post.id)!.body,
      home.body.payload.find((item) => item.id === post.id)!.bodyHtml,
    ];
    for (const html of served) {
      expect(html).not.toMatch(/<script|<svg|<iframe|\son\w+=|javascript:|expression\(|alert/i);
      expect(html).toContain('<img src="https://img.example/x.png" />');
      expect(html).toContain('styled');
    }
  });
});

describe('GET /api/news/categories', () => {
  it('lists the seven categories in the order of the news page', async () => {
    const answer = await server.request<{ payload: { id: number; catUrl: string }[] }>(
      'GET',
      '/api/news/categories',
    );
    expect(answer.body.payload.map((category) => category.id)).toEqual([9, 2, 1, 3, 10, 4, 8]);
    expect(answer.body.payload[2]).toEqual({
      id: 1,
      catUrl: 'fraud-warnings',
      catDescription: 'Fraud Warnings',
    });
  });
});

describe('GET /api/news/latest', () => {
  it('answers the 5 newest published posts as links', async () => {
    const newest = await addNews({ title: 'Newest of all', date: new Date(Date.now() - 10) });
    const answer = await server.request<{ payload: { id: number }[] }>('GET', '/api/news/latest');
    expect(answer.body.payload).toHaveLength(5);
    expect(answer.body.payload[0]).toEqual({
      id: newest.id,
      catUrl: 'fraud-warnings',
      title: 'Newest of all',
      titleSlug: 'newest-of-all',
      date: newest.date.toISOString(),
    });
  });
});

describe('GET /api/news/rss', () => {
  it('is valid RSS 2.0 of one category with absolute links to the posts', async () => {
    const post = await addNews({
      category: 10,
      title: 'Stolen: 40 laptops & docks',
      body: '<p>Serials below.</p><script>alert(1)</script>',
      date: new Date(Date.now() - 5),
    });
    const answer = await server.request<string>('GET', '/api/news/rss?catId=10');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await new Parser().parseString(answer.body);
    expect(feed.title).toBe('TBS News: Stolen Equipment');
    expect(feed.link).toBe(`${PUBLIC_URL}/news/stolen-equipment`);
    expect(feed.items[0]).toMatchObject({
      title: 'Stolen: 40 laptops & docks',
      link: `${PUBLIC_URL}/news/stolen-equipment/stolen-40-laptops-docks?id=${post.id}`,
      contentSnippet: 'Serials below.',
    });
    expect(feed.items.length).toBeLessThanOrEqual(20);
    expect(answer.body).not.toContain('<script');
    expect(answer.body).not.toContain('alert(1)');
    expect(feed.items.every((item) => item.link?.startsWith(`${PUBLIC_URL}/news/stolen-equipment/`))).toBe(
      true,
    );
  });

  it('feeds every category without catId and refuses unknown ones', async () => {
    const feed = await new Parser().parseString((await server.request<string>('GET', '/api/news/rss')).body);
    expect(feed.title).toBe('TBS News');
    expect(
      new Set(feed.items.map((item) => new URL(item.link!).pathname.split('/')[2])).size,
    ).toBeGreaterThan(1);
    expect((await server.request('GET', '/api/news/rss?catId=5')).status).toBe(400);
    expect((await server.request('GET', '/api/news/rss?catId=abc')).status).toBe(400);
  });
});

describe('the news cache', () => {
  it('is shared by every api process for 5 minutes', async () => {
    const title = `Cached ${uniqueToken()}`;
    await addNews({ category: 2, title, date: new Date(Date.now() - 10) });
    expect((await list('?catId=2')).body.payload.results[0]?.title).toBe(title);
    const ttl = await server.redis.ttl(`${process.env.REDIS_PREFIX}:news:list:2:1`);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);

    // A post written behind the api's back shows once the entry is gone; another process answers the same.
    const em = server.orm.em.fork();
    await em.nativeUpdate(News, { title }, { title: `${title} (edited)` });
    const other = await startTestServer({ publicUrl: PUBLIC_URL });
    try {
      const fromOther = await other.request<{ payload: ListPayload }>('GET', '/api/news?catId=2');
      expect(fromOther.body.payload.results[0]?.title).toBe(title);
      await clearNewsCache(server.redis, config().REDIS_PREFIX);
      expect((await list('?catId=2')).body.payload.results[0]?.title).toBe(`${title} (edited)`);
    } finally {
      await other.close();
    }
  });

  it('lets the database answer when Redis is unavailable', async () => {
    const title = `Without Redis ${uniqueToken()}`;
    await addNews({ category: 2, title, date: new Date(Date.now() - 10) });
    const closedRedis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0 });
    closedRedis.disconnect();
    const broken = await startTestServer({ redis: closedRedis, publicUrl: PUBLIC_URL });
    try {
      const listed = await broken.request<{ payload: ListPayload }>('GET', '/api/news?catId=2');
      expect(listed.status).toBe(200);
      expect(listed.body.payload.results[0]?.title).toBe(title);
      expect((await broken.request('GET', '/api/news/categories')).status).toBe(200);
      expect((await broken.request('GET', '/api/news/lastForHome')).status).toBe(200);
      expect((await broken.request('GET', '/api/news/rss?catId=2')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('unread news', () => {
  it('is 0 for visitors and counts news newer than what the contact has read', async () => {
    expect((await server.request('GET', '/api/inventory/unreadNews')).body).toEqual({
      status: 200,
      payload: { count: 0 },
    });

    const member = await buildContact(server.orm);
    const { contact } = member;
    const token = await server.signIn(member);
    const readAt = new Date(Date.now() - 30 * 60_000);
    await server.orm.em.fork().nativeUpdate(Contact, { id: contact.id }, { newsReadAt: readAt });
    const published = await server.orm.em.fork().count(News, { date: { $gt: readAt, $lte: new Date() } });
    await addNews({ title: 'Unread news', date: new Date(Date.now() - 5_000) });

    const answer = await server.request<{ payload: { count: number } }>('GET', '/api/inventory/unreadNews', {
      token,
    });
    expect(answer.body.payload.count).toBe(published + 1);
  });

  it('drops to 0 when the member reads the news, and counts what is published afterwards', async () => {
    const member = await buildContact(server.orm);
    const token = await server.signIn(member);
    await addNews({ title: 'Fresh for the badge', date: new Date(Date.now() - 1_000) });
    const unread = () =>
      server.request<{ payload: { count: number } }>('GET', '/api/inventory/unreadNews', { token });
    expect((await unread()).body.payload.count).toBeGreaterThan(0);

    const marked = await server.request('POST', '/api/news/markRead', { token, body: {} });
    expect(marked.body).toEqual({ status: 200, payload: { count: 0 } });
    expect((await unread()).body.payload.count).toBe(0);
    const stored = await server.orm.em.fork().findOneOrFail(Contact, { id: member.contact.id });
    expect(stored.newsReadAt).toBeInstanceOf(Date);

    await addNews({ title: 'Published later', date: new Date(Date.now() + 1_000) });
    await expect.poll(async () => (await unread()).body.payload.count, { timeout: 10_000 }).toBe(1);
  });

  it('refuses visitors', async () => {
    expect((await server.request('POST', '/api/news/markRead', { body: {} })).status).toBe(401);
  });
});
