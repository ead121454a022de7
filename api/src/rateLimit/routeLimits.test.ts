import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Advertisement, Banner, PageView, UsageEvent } from '@tbs/db';
import { buildContact, uniqueToken } from '@tbs/db/testing';
import { clientIp, startTestServer, type Answer, type TestServer } from '../test/server.ts';

/** This file's limits, small enough to reach in a few requests. */
const LIMITS = { RATE_LIMIT_SEARCH: 4, RATE_LIMIT_TRACKING: 3, RATE_LIMIT_CLICKS: 3, RATE_LIMIT_CAPTCHA: 2 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: LIMITS });
});
afterAll(() => server.close());

type Headers = Record<string, string>;

const expectWait = (answer: Answer, message: string) => {
  expect([answer.status, answer.body.status, answer.body.msg]).toEqual([429, 429, message]);
  const wait = Number(answer.headers.get('Retry-After'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
};

describe('GET /api/parts limit per client', () => {
  const search = (headers: Headers, token?: string) =>
    server.request('GET', `/api/parts?query=${uniqueToken()}`, { headers, token });

  it('cuts one visitor address hammering on 60 connections to RATE_LIMIT_SEARCH a minute', async () => {
    const hammer = clientIp();
    const answers = await Promise.all(Array.from({ length: 60 }, () => search(hammer)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.RATE_LIMIT_SEARCH);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - LIMITS.RATE_LIMIT_SEARCH);
    expectWait(
      answers.find((answer) => answer.status === 429)!,
      'Too many searches. Please wait 1 minute and try again.',
    );
    // Another visitor is not slowed.
    expect((await search(clientIp())).status).toBe(200);
  });

  it('counts a member per contact, whatever address the searches come from', async () => {
    const member = await server.signIn(await buildContact(server.orm));
    for (let attempt = 0; attempt < LIMITS.RATE_LIMIT_SEARCH; attempt += 1) {
      expect((await search(clientIp(), member)).status).toBe(200);
    }
    const office = clientIp();
    expect((await search(office, member)).status).toBe(429);
    const colleague = await server.signIn(await buildContact(server.orm));
    expect((await search(office, colleague)).status).toBe(200);
    expect((await search(office)).status).toBe(200);
  });
});

describe('GET /api/captcha/challenge limit per client', () => {
  it('hands one visitor address RATE_LIMIT_CAPTCHA challenges a minute, then 429', async () => {
    const visitor = clientIp();
    const challenge = (headers: Headers) => server.request('GET', '/api/captcha/challenge', { headers });
    for (let i = 0; i < LIMITS.RATE_LIMIT_CAPTCHA; i += 1)
      expect((await challenge(visitor)).status).toBe(200);
    expectWait(await challenge(visitor), 'Too many captcha challenges. Please wait 1 minute and try again.');
    expect((await challenge(clientIp())).status).toBe(200);
  });
});

describe('anonymous writes', () => {
  it('refuses events and page views past RATE_LIMIT_TRACKING a minute per visitor address with 429', async () => {
    const name = `limited-${uniqueToken()}`;
    const path = `/limited/${uniqueToken()}`;
    const visitor = clientIp();
    const event = (headers: Headers) => server.request('POST', '/api/events', { body: { name }, headers });
    const pageView = (headers: Headers) =>
      server.request('POST', '/api/misc/logPage', { body: { path }, headers });
    expect((await event(visitor)).status).toBe(200);
    expect((await pageView(visitor)).status).toBe(200);
    expect(
      (
        await server.request('POST', '/api/events/feature', {
          body: { featureId: 1, status: 'Success', key: 'chat' },
          headers: visitor,
        })
      ).status,
    ).toBe(200);
    expectWait(await event(visitor), 'Too many requests. Please wait 1 minute and try again.');
    expect((await pageView(visitor)).status).toBe(429);

    expect((await event(clientIp())).status).toBe(200);
    const em = server.orm.em.fork();
    expect(await em.count(UsageEvent, { name })).toBe(2);
    expect(await em.count(PageView, { path })).toBe(1);
  });
});

describe('banner and advertisement clicks', () => {
  const newBanner = async () => {
    const em = server.orm.em.fork();
    const today = new Date().toISOString().slice(0, 10);
    const banner = em.create(Banner, {
      url: `https://ads.example.com/${uniqueToken()}`,
      imageUrl: '/banners/limited.png',
      alt: 'Limited',
      // Only advertisements' clicks are counted (misc.test.ts checks a sponsor banner's are not).
      isAd: true,
      activeFrom: today,
      activeUntil: today,
    });
    await em.flush();
    return banner.id;
  };
  const click = (id: number, headers: Headers, token?: string) =>
    server.request('GET', `/api/misc/randomBanners/${id}/incrementNumClicked`, { headers, token });
  const clicksOf = async (id: number) => (await server.orm.em.fork().findOneOrFail(Banner, id)).numClicked;

  it('counts a banner click once per visitor and banner within 10 minutes, answering every click alike', async () => {
    const banner = await newBanner();
    const visitor = clientIp();
    for (let again = 0; again < 3; again += 1)
      expect((await click(banner, visitor)).body).toEqual({ status: 200 });
    expect(await clicksOf(banner)).toBe(1);
    await click(banner, clientIp());
    expect(await clicksOf(banner)).toBe(2);
    // A member behind the visitor's address is a visitor of their own.
    await click(banner, visitor, await server.signIn(await buildContact(server.orm)));
    expect(await clicksOf(banner)).toBe(3);
    // An unknown banner stays a 404, repeated or not.
    expect((await click(99_999_999, visitor)).status).toBe(404);
    expect((await click(99_999_999, visitor)).status).toBe(404);
  });

  it('counts at most RATE_LIMIT_CLICKS clicks a minute per visitor; the others are answered, not counted', async () => {
    const banners = await Promise.all(Array.from({ length: LIMITS.RATE_LIMIT_CLICKS + 2 }, newBanner));
    const visitor = clientIp();
    for (const banner of banners) expect((await click(banner, visitor)).status).toBe(200);
    const counts = await Promise.all(banners.map(clicksOf));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(LIMITS.RATE_LIMIT_CLICKS);
  });

  it('counts an advertisement redirect once per visitor and ad within 10 minutes, always answering the address', async () => {
    const em = server.orm.em.fork();
    const ad = em.create(Advertisement, { redirectUrl: `https://partner.example.com/${uniqueToken()}` });
    await em.flush();
    const visitor = clientIp();
    for (let again = 0; again < 3; again += 1) {
      const answer = await server.request('GET', `/api/advertisements/${ad.id}`, { headers: visitor });
      expect(answer.body).toMatchObject({ status: 200, redirectURL: ad.redirectUrl });
    }
    await server.request('GET', `/api/advertisements/${ad.id}`, { headers: clientIp() });
    expect((await server.orm.em.fork().findOneOrFail(Advertisement, ad.id)).numRedirects).toBe(2);
  });
});
