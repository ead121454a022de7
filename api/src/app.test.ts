import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { SearchReader } from '@tbs/search';
import { pino } from 'pino';
import { startTestServer, useTestServer, type TestServer } from './test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

describe('answers', () => {
  it('carry an X-Request-Id, the client one when it is safe', async () => {
    const generated = await server.request('GET', '/api/misc/countriesAll');
    expect(generated.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await server.request('GET', '/api/misc/countriesAll', {
      headers: { 'X-Request-Id': 'abc-123' },
    });
    expect(echoed.headers.get('X-Request-Id')).toBe('abc-123');
    const unsafe = await server.request('GET', '/api/misc/countriesAll', {
      headers: { 'X-Request-Id': '<script>' },
    });
    expect(unsafe.headers.get('X-Request-Id')).not.toBe('<script>');
  });

  it('are a JSON 404 for unknown /api paths, with the request id', async () => {
    const answer = await server.request('GET', '/api/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: 404, msg: 'Not found' });
    expect(answer.headers.get('X-Request-Id')).toBeTruthy();
  });

  it('are a 400 for a body that is not JSON', async () => {
    const answer = await server.request('POST', '/api/auth/login', { body: '{"email": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      msg: 'Invalid JSON in the request body',
      errors: [{ param: 'body', msg: 'Invalid JSON in the request body' }],
    });
  });

  it('are a JSON 405 for a wrong method on a known path', async () => {
    const answer = await server.request('GET', '/api/auth/login');
    expect(answer.status).toBe(405);
    expect(answer.body.status).toBe(405);
  });

  it('hide internal errors: 500 with the generic message, no stack, and the request id', async () => {
    // A search engine with a bug (an outage of PostgreSQL or Redis is a 503 instead: outage.test.ts).
    const engineBug = () =>
      Promise.reject(new TypeError("Cannot read properties of undefined (reading 'hits')"));
    const buggySearch: SearchReader = {
      search: engineBug,
      broadcastPrices: engineBug,
      close: () => Promise.resolve(),
    };
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          callback();
        },
      }),
    );
    const broken = await startTestServer({ search: buggySearch, logger });
    try {
      const answer = await broken.request('GET', '/api/parts?query=abc');
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ status: 500, msg: 'Something went wrong' });
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|at .*\.ts/);
      const requestId = answer.headers.get('X-Request-Id');
      expect(requestId).toBeTruthy();
      // The cause is logged, with the request id, on the server only.
      const logged = lines.find((line) => line.msg === 'request failed');
      expect(logged).toMatchObject({ level: 50, requestId, err: { stack: expect.any(String) } });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document generated from the zod schemas, listing the auth paths', async () => {
    const answer = await server.request<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>('GET', '/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const { paths } = answer.body;
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/requestPassword',
      '/api/auth/verifyResetToken',
      '/api/auth/resetPasswordWithToken',
    ]) {
      expect(paths[path]?.post, path).toBeDefined();
    }
    expect(paths['/api/auth/me']?.get).toBeDefined();
    expect(paths['/api/misc/randomBanners/{id}/incrementNumClicked']?.get).toBeDefined();
    expect(paths['/api/auth/login']!.post!.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' } },
      required: ['email', 'password'],
    });
  });
});

/** A GET with the path sent as written (fetch would resolve `..` before sending). */
/** A GET that decodes nothing: the bytes as sent, with the headers. */
function rawGet(
  url: string,
  path: string,
  headers: Record<string, string> = { Accept: '*/*' },
): Promise<{ status: number; body: string; raw: Buffer; headers: IncomingHttpHeaders }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          body: raw.toString('utf8'),
          raw,
          headers: response.headers,
        });
      });
    }).on('error', reject);
  });
}

describe('the web app', () => {
  it('is served from WEB_DIST with index.html for history-mode routes, but not for /api', async () => {
    const base = await mkdtemp(join(tmpdir(), 'tbs-web-'));
    const dist = join(base, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>TBS</title>');
    await writeFile(join(dist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
    await writeFile(join(dist, '.env'), 'SECRET=in-dist');
    const web = await startTestServer({ webDist: dist });
    try {
      const asset = await web.request('GET', '/assets/app-3f2a1b.js');
      expect(asset.status).toBe(200);
      expect(asset.body).toBe('console.log(1)');
      // Vite names the files of assets/ by content hash.
      expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      // Pages of things that do not exist answer 404 with the app (api/src/seo/seo.test.ts).
      for (const path of ['/', '/index.html', '/companies', '/news/fraud-warnings']) {
        const page = await web.request('GET', path, { headers: { Accept: 'text/html' } });
        expect(page.status, path).toBe(200);
        expect(page.body).toContain('<title>TBS</title>');
        expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      }
      const head = await web.request('HEAD', '/companies', { headers: { Accept: 'text/html' } });
      expect(head.status).toBe(200);
      expect(head.headers.get('Content-Type')).toContain('text/html');
      const post = await web.request('POST', '/companies/12', { headers: { Accept: 'text/html' } });
      expect(post.body).toEqual({ status: 404, msg: 'Not found' });
      const missingAsset = await web.request('GET', '/assets/missing.js', { headers: { Accept: '*/*' } });
      expect(missingAsset.status).toBe(404);
      expect(missingAsset.body).toEqual({ status: 404, msg: 'Not found' });
      const api = await web.request('GET', '/api/unknown', { headers: { Accept: 'text/html' } });
      expect(api.body).toEqual({ status: 404, msg: 'Not found' });
      // Hidden files are not served: /.env has no extension, so it gets the page instead.
      expect((await web.request('GET', '/.env')).body).not.toContain('SECRET');
    } finally {
      await web.close();
      await rm(base, { recursive: true, force: true });
    }
  });

  it('compresses: JSON answers on the fly, the built files from their precompressed siblings', async () => {
    const countries = await server.request('GET', '/api/misc/countriesAll', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(countries.headers.get('Content-Encoding')).toBe('br');
    expect(countries.headers.get('Vary')).toContain('Accept-Encoding');
    expect(Array.isArray(countries.body) || typeof countries.body === 'object').toBe(true);
    const gzipOnly = await rawGet(server.url, '/api/misc/countriesAll', { 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.raw).toString())).toEqual(countries.body);

    const base = await mkdtemp(join(tmpdir(), 'tbs-web-'));
    const dist = join(base, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), `<!doctype html><title>TBS</title>${' '.repeat(2000)}`);
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    await writeFile(join(dist, 'assets', 'app-3f2a1b.js'), script);
    await writeFile(join(dist, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(script));
    const web = await startTestServer({ webDist: dist });
    try {
      const asset = await web.request('GET', '/assets/app-3f2a1b.js', {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(asset.headers.get('Content-Encoding')).toBe('br');
      expect(asset.headers.get('Vary')).toContain('Accept-Encoding');
      expect(asset.body).toBe(script);
      const page = await web.request('GET', '/companies', {
        headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' },
      });
      expect(page.headers.get('Content-Encoding')).toBe('gzip');
      const plain = await rawGet(web.url, '/assets/app-3f2a1b.js', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await web.close();
      await rm(base, { recursive: true, force: true });
    }
  });

  it('never serves a file above WEB_DIST', async () => {
    const base = await mkdtemp(join(tmpdir(), 'tbs-web-'));
    const dist = join(base, 'dist');
    await mkdir(dist);
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>TBS</title>');
    await writeFile(join(base, 'secret.txt'), 'SECRET=above-dist');
    const web = await startTestServer({ webDist: dist });
    try {
      for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
        const answer = await rawGet(web.url, path);
        expect(answer.status, path).toBe(403);
        expect(answer.body, path).not.toContain('SECRET');
      }
    } finally {
      await web.close();
      await rm(base, { recursive: true, force: true });
    }
  });
});
