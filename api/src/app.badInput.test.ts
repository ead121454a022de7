/**
 * Inputs that once answered 500 (issue 10, section 4): each is now a 400 naming the field, never a 500.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildPart } from '@tbs/db/testing';
import { clientIp, startTestServer, type TestServer } from './test/server.ts';

let server: TestServer;
let token: string;
let partId: number;

beforeAll(async () => {
  server = await startTestServer();
  const member = await buildContact(server.orm);
  partId = await buildPart(server.orm, member.company.id, 'BADINPUT-1');
  token = await server.signIn(member);
});
afterAll(() => server.close());

type ErrorBody = { status: number; msg: string; errors?: { param: string; msg: string }[] };

/** Expects a 400 whose first error names `field` (and whose message is `msg` when given). */
function expectBadField(answer: { status: number; body: unknown }, field: string, msg?: string | RegExp) {
  const body = answer.body as ErrorBody;
  expect({ status: answer.status, param: body.errors?.[0]?.param }).toEqual({ status: 400, param: field });
  expect(body.status).toBe(400);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
}

const NUL = '\u0000';
const NUL_MESSAGE = 'This field must not contain control characters';

describe('NUL bytes in text', () => {
  it.each([
    ['a member', true],
    ['a visitor', false],
  ])('in a parts search term of %s', async (_who, signedIn) => {
    for (const field of ['query', 'query2', 'query5']) {
      const other = field === 'query' ? 'query3' : 'query';
      const answer = await server.request(
        'GET',
        `/api/parts?${other}=ab&${field}=${encodeURIComponent(`x${NUL}y`)}`,
        signedIn ? { token } : {},
      );
      expectBadField(answer, field, NUL_MESSAGE);
    }
  });

  it('in a page log', async () => {
    expectBadField(
      await server.request('POST', '/api/misc/logPage', { body: { path: `/parts${NUL}` } }),
      'path',
      NUL_MESSAGE,
    );
    expectBadField(
      await server.request('POST', '/api/misc/logPage', { body: { path: '/parts', referrer: `a${NUL}` } }),
      'referrer',
      NUL_MESSAGE,
    );
  });

  it('in an event name, its props (keys and values) and a feature check', async () => {
    expectBadField(
      await server.request('POST', '/api/events', { body: { name: `click${NUL}` } }),
      'name',
      NUL_MESSAGE,
    );
    expectBadField(
      await server.request('POST', '/api/events', { body: { name: 'click', props: { where: `a${NUL}b` } } }),
      'props.where',
      NUL_MESSAGE,
    );
    expectBadField(
      await server.request('POST', '/api/events', { body: { name: 'click', props: { [`k${NUL}`]: 1 } } }),
      'props',
    );
    expectBadField(
      await server.request('POST', '/api/events/feature', {
        body: { featureId: 1, status: 'Failed', key: `K${NUL}` },
      }),
      'key',
      NUL_MESSAGE,
    );
  });

  it('in the outbox filter', async () => {
    for (const path of ['/api/dev/outbox', '/dev/outbox']) {
      const answer = await server.request('GET', `${path}?to=${encodeURIComponent(`a${NUL}`)}`);
      expectBadField(answer, 'to', NUL_MESSAGE);
    }
  });

  it('in an RFQ, which is refused before it is confirmed', async () => {
    const answer = await server.request('POST', '/api/mail/sendRFQ', {
      token,
      headers: clientIp(),
      body: {
        partId,
        companyName: `Buyer${NUL} BV`,
        contactName: 'Bea',
        contactEmail: 'bea@buyer.example.com',
        contactTel: '+31 1',
        requestedQuantity: 1,
      },
    });
    expectBadField(answer, 'companyName', NUL_MESSAGE);
  });

  it('as a lone surrogate', async () => {
    // JSON may carry an unpaired surrogate escape; it is no text PostgreSQL can store as UTF-8.
    const answer = await server.request('POST', '/api/misc/logPage', { body: '{"path":"/a\\ud800b"}' });
    expectBadField(answer, 'path', 'This field must be valid text');
  });
});

describe('ids beyond the database range', () => {
  const TOO_BIG = ['2147483648', '9223372036854775808'];

  it.each(TOO_BIG)('companyId=%s in the parts search', async (id) => {
    expectBadField(
      await server.request('GET', `/api/parts?query=ab&companyId=${id}`, { token }),
      'companyId',
    );
    expectBadField(await server.request('GET', `/api/parts?query=ab&companyId=${id}`), 'companyId');
  });

  it.each(TOO_BIG)(
    '%s as the id in the path of every route that takes one: no such resource, 404',
    async (id) => {
      const routes: [string, string, { body?: unknown; token?: string }][] = [
        ['GET', `/api/companies/${id}`, { token }],
        ['GET', `/api/parts/${id}`, {}],
        ['GET', `/api/parts/landing/${id}`, {}],
        ['PATCH', `/api/inventory/${id}`, { token, body: { quantity: 2 } }],
        ['DELETE', `/api/inventory/${id}`, { token }],
        ['GET', `/api/misc/randomBanners/${id}/incrementNumClicked`, {}],
        ['GET', `/api/advertisements/${id}`, {}],
      ];
      for (const [method, path, options] of routes) {
        const answer = await server.request(method, path, options);
        expect([path, answer.status, answer.body.status]).toEqual([path, 404, 404]);
      }
    },
  );

  it.each(TOO_BIG)('partId=%s in an RFQ', async (id) => {
    const answer = await server.request('POST', '/api/mail/sendRFQ', {
      token,
      headers: clientIp(),
      body: {
        partId: id,
        companyName: 'Buyer BV',
        contactName: 'Bea',
        contactEmail: 'bea@buyer.example.com',
        contactTel: '+31 1',
        requestedQuantity: 1,
      },
    });
    expectBadField(answer, 'partId');
  });
});

describe('bodies the parser cannot take', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}"[{"${']'.repeat(levels)}`;

  it.each([
    ['/api/events', '{"name":"deep","props":{"a":DEEP}}', false],
    ['/api/events/feature', '{"featureId":DEEP,"status":"Success","key":"k"}', false],
    ['/api/misc/logPage', '{"path":"/parts","referrer":DEEP}', false],
    ['/api/auth/login', '{"email":"a@b.example.com","password":DEEP}', false],
    ['/api/mail/sendRFQ', '{"partId":1,"message":DEEP}', false],
    ['/api/inventory', '{"manufacturer":DEEP}', true],
  ])('JSON nested 5,000 levels deep to %s', async (path, template, signedIn) => {
    const answer = await server.request('POST', path, {
      body: template.replace('DEEP', deep(5000)),
      headers: clientIp(),
      ...(signedIn ? { token } : {}),
    });
    expectBadField(answer, 'body', 'The request body is nested too deeply (at most 64 levels)');
  });

  it('JSON nested 64 levels deep reaches the validation of its fields', async () => {
    const answer = await server.request('POST', '/api/misc/logPage', {
      body: `{"path":"/parts","referrer":${deep(63)}}`,
    });
    expectBadField(answer, 'referrer', 'This field must be a text');
  });

  it('a body that is not UTF-8 (Latin-1 bytes)', async () => {
    const response = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from('{"name":"caf\xe9 cr\xe8me"}', 'latin1'),
    });
    expectBadField(
      { status: response.status, body: await response.json() },
      'body',
      'The request body is not valid UTF-8',
    );
  });

  it.each(['gzip', 'deflate', 'br'])('a broken %s body', async (encoding) => {
    const response = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      body: 'this is not compressed at all',
    });
    expectBadField(
      { status: response.status, body: await response.json() },
      'body',
      'The request body could not be decoded',
    );
  });
});

describe('compressed bodies that are fine', () => {
  it('are decoded, and counted against the limit after decoding', async () => {
    const send = (body: Buffer) =>
      fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body,
      });
    const fine = await send(gzipSync(JSON.stringify({ name: 'compressed', props: { step: 1 } })));
    expect([fine.status, await fine.json()]).toEqual([200, { status: 200 }]);
    // 1 MB of spaces is 1 KB of gzip: refused by what it decodes to.
    const bomb = await send(gzipSync(`{"name":"bomb"${' '.repeat(1024 * 1024)}}`));
    expect(bomb.status).toBe(413);
  });
});

describe('anonymous writes store a few KB at most', () => {
  const event = (body: unknown) => server.request('POST', '/api/events', { body, headers: clientIp() });

  it('takes the flat props the web app sends', async () => {
    const props = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'.repeat(200)]));
    expect(
      (await event({ name: 'payment_abandoned', props: { ...props, p0: 2, p1: true, p2: null } })).body,
    ).toEqual({
      status: 200,
    });
  });

  it('refuses more properties, longer texts, nested values and long names', async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));
    expectBadField(
      await event({ name: 'e', props: many }),
      'props',
      'This field must have at most 20 properties',
    );
    expectBadField(
      await event({ name: 'e', props: { step: 'x'.repeat(201) } }),
      'props.step',
      'This field must have at most 200 characters',
    );
    expectBadField(
      await event({ name: 'e', props: { nested: { a: 1 } } }),
      'props.nested',
      'This field must be a text, a number, true or false',
    );
    expectBadField(await event({ name: 'e', props: { ['k'.repeat(41)]: 1 } }), 'props');
    expectBadField(
      await event({ name: 'e'.repeat(81) }),
      'name',
      'This field must have at most 80 characters',
    );
    expectBadField(
      await server.request('POST', '/api/events/feature', {
        body: { featureId: 2 ** 40, status: 'Success', key: 'k' },
      }),
      'featureId',
    );
    expectBadField(
      await server.request('POST', '/api/misc/logPage', { body: { path: `/${'p'.repeat(500)}` } }),
      'path',
      'This field must have at most 500 characters',
    );
  });

  it.each(['/api/events', '/api/events/feature', '/api/misc/logPage', '/API/misc/logPage/'])(
    'refuses a body over 16 KB to %s',
    async (path) => {
      const answer = await server.request('POST', path, {
        body: {
          name: 'e',
          path: '/',
          key: 'k',
          status: 'Success',
          featureId: 1,
          padding: 'x'.repeat(17 * 1024),
        },
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        msg: 'The request body must be at most 16 KB',
        errors: [{ param: 'body', msg: 'The request body must be at most 16 KB' }],
      });
    },
  );

  it('still takes a larger body where a form needs it', async () => {
    const answer = await server.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'x', padding: 'x'.repeat(17 * 1024) },
      headers: clientIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).not.toMatch(/request body/);
  });
});
