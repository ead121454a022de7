import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { ApiError } from '../errors.ts';
import { DependencyUnavailableError } from '../outage/dependencyOutage.ts';
import { createRateLimits, RateLimiter, type RateLimitSettings } from './limiter.ts';

const redis = new Redis('redis://127.0.0.1:6379');
afterAll(() => redis.quit());

const limiter = (limit: number, windowSeconds = 60) =>
  new RateLimiter(redis, {
    name: `test-${randomBytes(3).toString('hex')}`,
    limit,
    windowSeconds,
    prefix: process.env.REDIS_PREFIX ?? 'tbs_test',
  });

const SETTINGS: RateLimitSettings = {
  RATE_LIMIT_LOGIN: 5,
  RATE_LIMIT_LOGIN_ACCOUNT: 10,
  RATE_LIMIT_LOGIN_IP: 300,
  RATE_LIMIT_2FA: 5,
  RATE_LIMIT_WINDOW_S: 900,
  RATE_LIMIT_RESET: 5,
  RATE_LIMIT_RESET_IP: 30,
  RATE_LIMIT_RESET_TOKEN: 20,
  RATE_LIMIT_RFQ_VISITOR: 30,
  RATE_LIMIT_RFQ_SENDER: 10,
  RATE_LIMIT_RFQ_MEMBER: 30,
  RATE_LIMIT_RFQ_WINDOW_S: 3600,
  RATE_LIMIT_BROADCAST_REPLY: 30,
  RATE_LIMIT_SEARCH: 120,
  RATE_LIMIT_TRACKING: 120,
  RATE_LIMIT_CAPTCHA: 30,
  RATE_LIMIT_CLICKS: 30,
  RATE_LIMIT_PICTURE_UPLOAD: 30,
  RATE_LIMIT_RECOMMENDATION: 10,
  RATE_LIMIT_COMPLAINT: 20,
  RATE_LIMIT_CONTACT_MESSAGE_MEMBER: 30,
  RATE_LIMIT_CONTACT_MESSAGE_VISITOR: 20,
  RATE_LIMIT_CONTACT_MESSAGE_RECIPIENT: 10,
  RATE_LIMIT_REGISTRATION: 10,
  RATE_LIMIT_REGISTRATION_NOTICE: 3,
  RATE_LIMIT_REGISTRATION_RATING: 20,
  RATE_LIMIT_INVOICE_REQUEST: 20,
  REDIS_PREFIX: 'x',
};

/** Where a limiter keeps the count of an id. */
const keyOf = (limit: RateLimiter, id: string) =>
  `${limit.options.prefix}:ratelimit:${limit.options.name}:${id}`;

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('RateLimiter', () => {
  it('consume lets `limit` requests through and answers 429 with Retry-After after that', async () => {
    const limit = limiter(2, 120);
    await limit.consume(['ip:1']);
    await limit.consume(['ip:1']);
    const error = await rejection(limit.consume(['ip:1']));
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(Number(error.options.headers?.['Retry-After'])).toBeGreaterThan(110);
    // Other keys have their own count.
    await limit.consume(['ip:2']);
  });

  it('reward gives a point back, penalty counts without refusing, used reads, reset forgets', async () => {
    const limit = limiter(2);
    await limit.consume(['email:a']);
    await limit.consume(['email:a']);
    await limit.reward(['email:a']);
    await limit.consume(['email:a']);
    expect((await rejection(limit.consume(['email:b', 'email:a']))).status).toBe(429);
    expect(await limit.penalty(['email:a'])).toEqual([3]);
    expect(await limit.used('email:a')).toBe(3);
    expect(await limit.used('email:b')).toBe(0);
    await limit.reset(['email:a']);
    await limit.consume(['email:a']);
  });

  it('counts in one fixed window per key under <prefix>:ratelimit:<name>:<id>, set on the first point only', async () => {
    const limit = limiter(5, 100);
    await limit.consume(['k']);
    const key = keyOf(limit, 'k');
    expect(await redis.get(key)).toBe('1');
    await redis.expire(key, 50);
    await limit.consume(['k']);
    expect(await redis.get(key)).toBe('2');
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(50);
    await limit.reset(['k']);
    expect(await redis.exists(key)).toBe(0);
  });

  it('a refused consume counts nothing and waits for the longest window among the keys over the limit', async () => {
    const limit = limiter(1, 600);
    await limit.consume(['email:c']);
    await redis.expire(keyOf(limit, 'email:c'), 30);
    await limit.consume(['ip:3']);
    const error = await rejection(limit.consume(['email:c', 'ip:3']));
    expect(Number(error.options.headers?.['Retry-After'])).toBeGreaterThan(590);
    expect(error.message).toBe('Too many attempts. Please wait 10 minutes and try again.');
    expect(await redis.mget(keyOf(limit, 'email:c'), keyOf(limit, 'ip:3'))).toEqual(['1', '1']);
    await limit.reset(['email:c', 'ip:3']);
  });

  it('consumeAll counts on several limiters or none: one refusal gives back the points of the others', async () => {
    const perAddress = limiter(1);
    const perIp = limiter(10);
    await perAddress.consume(['email:d']);
    const error = await rejection(
      RateLimiter.consumeAll([
        { limiter: perIp, ids: ['ip:5'] },
        { limiter: perAddress, ids: ['email:d'] },
      ]),
    );
    expect(error.status).toBe(429);
    expect(await perIp.used('ip:5')).toBe(0);
    expect(await perAddress.used('email:d')).toBe(1);
  });

  it('reserving before the attempt lets at most `limit` of many parallel failing attempts be evaluated', async () => {
    const limit = limiter(3);
    let evaluated = 0;
    const attempt = async () => {
      await limit.consume(['pair:6']);
      evaluated += 1;
      await new Promise((resolve) => setImmediate(resolve));
      // A failure keeps its point; a success would reward it.
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, attempt));
    expect(evaluated).toBe(3);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(37);
  });

  it('lets exactly `limit` of many parallel requests through', async () => {
    const limit = limiter(3);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limit.consume(['ip:4'])));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    await limit.reset(['ip:4']);
  });

  it('throws DependencyUnavailableError (answered 503), never a 429 nor a pass, when Redis is unavailable', async () => {
    const closed = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0 });
    closed.disconnect();
    const limit = new RateLimiter(closed, { name: 'test-closed', limit: 1, windowSeconds: 60, prefix: 'x' });
    const calls = [
      () => limit.consume(['k']),
      () => limit.reward(['k']),
      () => limit.penalty(['k']),
      () => limit.used('k'),
      () => limit.reset(['k']),
      () => createRateLimits(closed, SETTINGS).login.begin('a@example.com', '10.0.0.1'),
      () => createRateLimits(closed, SETTINGS).passwordReset.consume(['a@example.com']),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(DependencyUnavailableError);
      expect((error as unknown as DependencyUnavailableError).dependency).toBe('redis');
    }
  });

  it('counts the load limits in this process while Redis is unavailable, and leaves clicks uncounted', async () => {
    const closed = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0 });
    closed.disconnect();
    const limits = createRateLimits(closed, { ...SETTINGS, RATE_LIMIT_SEARCH: 3 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => limits.search.consume(['ip:1'])),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect(await limits.clicks.shouldCount('banner:1', 'ip:10.0.0.1')).toBe(false);
  });
});
