import { describe, expect, it } from 'vitest';
import { enqueueMail } from '@tbs/contracts';
import { ApiRouter } from '../../router.ts';
import { startTestServer, useTestServer, type TestServer } from '../../test/server.ts';
import { devRoutes, linkifyText } from './outbox.ts';

const PATHS = ['/api/dev/outbox', '/dev/outbox'];

let server: TestServer;
useTestServer((started) => (server = started));

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
    // Even when asked, the dev routes register nothing under NODE_ENV=production.
    const router = new ApiRouter();
    devRoutes(router, 'production');
    expect(router.koa.stack).toHaveLength(0);
    devRoutes(router, 'development');
    expect(router.koa.stack.map((layer) => layer.path)).toEqual(PATHS);
  });

  it('answers a client relayed by the trusted proxy from elsewhere with 404', async () => {
    for (const path of PATHS) {
      const remote = await server.request('GET', path, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect([path, remote.status, remote.body]).toEqual([path, 404, { status: 404, msg: 'Not found' }]);
      // The proxy relaying for this machine itself is local.
      const local = await server.request('GET', path, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
      expect([path, local.status]).toEqual([path, 200]);
    }
  });

  it('answers 404 when an untrusted proxy on this machine relays for someone else', async () => {
    const noProxies = await startTestServer({ trustProxy: [] });
    try {
      for (const path of PATHS) {
        const relayed: Record<string, string>[] = [
          { 'X-Forwarded-For': '203.0.113.7' },
          { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' },
          { 'X-Real-IP': '203.0.113.7' },
          { Forwarded: 'for=203.0.113.7' },
        ];
        for (const headers of relayed) {
          const answer = await noProxies.request('GET', path, { headers });
          expect([path, headers, answer.status]).toEqual([path, headers, 404]);
        }
        expect((await noProxies.request('GET', path)).status).toBe(200);
      }
    } finally {
      await noProxies.close();
    }
  });

  it('escapes mail text before linking', () => {
    expect(linkifyText('<b>x</b> http://a.example/?q=1&r=2')).toBe(
      '&#60;b&#62;x&#60;/b&#62; <a href="http://a.example/?q=1&#38;r=2">http://a.example/?q=1&#38;r=2</a>',
    );
  });
});
