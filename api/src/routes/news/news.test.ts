import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact } from '@tbs/db/test/factories';
import { Contact, News } from '@tbs/db';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function addNews(title: string, date: Date, isPinned = false) {
  const em = server.orm.em.fork();
  const news = em.create(News, {
    category: 1,
    title,
    titleSlug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    author: 'TBS Editor',
    date,
    bodyHtml: `<p>${title}</p>`,
    isPinned,
  });
  await em.flush();
  return news;
}

describe('GET /api/news/lastForHome', () => {
  it('answers the 3 latest published items', async () => {
    const now = Date.now();
    await addNews('Older news', new Date(now - 3 * 86_400_000));
    const second = await addNews('Second news', new Date(now - 60_000), true);
    const first = await addNews('Fresh news', new Date(now - 1_000));
    await addNews('Scheduled news', new Date(now + 86_400_000));

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

describe('GET /api/inventory/unreadNews', () => {
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
    await addNews('Unread news', new Date(Date.now() - 5_000));

    const answer = await server.request<{ payload: { count: number } }>('GET', '/api/inventory/unreadNews', {
      token,
    });
    expect(answer.body.payload.count).toBe(published + 1);
  });
});
