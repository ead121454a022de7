import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from '../test/server.ts';
import { CONTENT_SECURITY_POLICY } from './securityHeaders.ts';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'tbs-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log(1);');
  server = await startTestServer({ webDist });
});
afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(answer: Answer<unknown>): void {
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp).toBe(CONTENT_SECURITY_POLICY);
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self' blob:",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on API answers, errors and 404s', async () => {
    const docs = await server.request('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expectSecurityHeaders(docs);
    const missing = await server.request('GET', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const broken = await server.request('POST', '/api/auth/login', { body: '{"email":' });
    expect(broken.status).toBe(400);
    expectSecurityHeaders(broken);
  });

  it('are on the web app: its index page, assets and a missing file', async () => {
    for (const path of ['/', '/parts', '/assets/app.js']) {
      const answer = await server.request<string>('GET', path, { headers: { Accept: 'text/html' } });
      expect([path, answer.status]).toEqual([path, 200]);
      expectSecurityHeaders(answer);
    }
    const missing = await server.request('GET', '/assets/missing.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('add HSTS only when a named proxy says the request came over TLS', async () => {
    const viaTls = await server.request('GET', '/api/docs', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const direct = await startTestServer({ trustProxy: [] });
    try {
      const spoofed = await direct.request('GET', '/api/docs', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.close();
    }
  });

  it('are the same in the nginx config that serves the web app in docker-compose', async () => {
    const conf = await readFile(fileURLToPath(new URL('../../../web/nginx.conf', import.meta.url)), 'utf8');
    const header = (name: string) => new RegExp(`add_header ${name} "([^"]*)" always;`).exec(conf)?.[1];
    expect(header('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('X-Frame-Options')).toBe('DENY');
  });
});
