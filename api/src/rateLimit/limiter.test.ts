import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { ApiError } from '../errors.ts';
import { RateLimiter } from './limiter.ts';

const redis = new Redis('redis://127.0.0.1:6379');
afterAll(() => redis.quit());

const limiter = (limit: number, windowSeconds = 60) =>
  new RateLimiter(redis, {
    name: `test-${randomBytes(3).toString('hex')}`,
    limit,
    windowSeconds,
    prefix: process.env.REDIS_PREFIX ?? 'tbs_test',
  });

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

  it('check counts nothing; hit counts failures; reset forgets them', async () => {
    const limit = limiter(2);
    await limit.check(['email:a']);
    await limit.hit(['email:a']);
    await limit.check(['email:a']);
    await limit.hit(['email:a']);
    expect((await rejection(limit.check(['email:b', 'email:a']))).status).toBe(429);
    await limit.reset(['email:a']);
    await limit.check(['email:a']);
  });

  it('sets the window on the first hit only (fixed window)', async () => {
    const limit = limiter(5, 100);
    await limit.hit(['k']);
    const key = `${limit.options.prefix}:ratelimit:${limit.options.name}:k`;
    await redis.expire(key, 50);
    await limit.hit(['k']);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(50);
    await redis.del(key);
  });
});
