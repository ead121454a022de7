import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '@tbs/indexer/mail/jobs';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { linkifyText } from './outbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the dev outbox', () => {
  it('shows the delivered mails as JSON and as a page with clickable links', async () => {
    await enqueueMail(server.mailQueue, {
      to: 'outbox-reader@example.com',
      subject: 'Hello <there>',
      text: 'Open https://tbs.example.com/?reset=abc to continue.',
    });
    await server.deliverMail();

    const json = await server.request<{ status: number; payload: Record<string, unknown>[] }>(
      'GET',
      '/api/dev/outbox?to=OUTBOX-reader',
    );
    expect(json.body.status).toBe(200);
    expect(json.body.payload).toEqual([
      {
        id: expect.any(Number),
        to: 'outbox-reader@example.com',
        subject: 'Hello <there>',
        text: 'Open https://tbs.example.com/?reset=abc to continue.',
        html: null,
        createdAt: expect.any(String),
      },
    ]);

    const page = await server.request<string>('GET', '/dev/outbox', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Hello &#60;there&#62;');
    expect(page.body).toContain('<a href="https://tbs.example.com/?reset=abc">');
  });

  it('is not there in production', async () => {
    const production = await startTestServer({ devRoutes: false });
    try {
      expect((await production.request('GET', '/api/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('escapes mail text before linking', () => {
    expect(linkifyText('<b>x</b> http://a.example/?q=1&r=2')).toBe(
      '&#60;b&#62;x&#60;/b&#62; <a href="http://a.example/?q=1&#38;r=2">http://a.example/?q=1&#38;r=2</a>',
    );
  });
});
