import type { Redis } from 'ioredis';
import { RateLimitedError } from '../errors.ts';

export interface RateLimiterOptions {
  /** Short name used in the Redis key, e.g. 'login'. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Key prefix (config().REDIS_PREFIX). */
  prefix: string;
  /** What the 429 message says there were too many of; defaults to 'attempts'. */
  tooMany?: string;
}

/**
 * A fixed-window counter per key in Redis (INCR, with the window's expiry set on the first hit).
 * `check` throws 429 once a key has used up its attempts; `hit` counts one attempt.
 */
export class RateLimiter {
  private readonly redis: Redis;
  readonly options: RateLimiterOptions;

  constructor(redis: Redis, options: RateLimiterOptions) {
    this.redis = redis;
    this.options = options;
  }

  private key(id: string): string {
    return `${this.options.prefix}:ratelimit:${this.options.name}:${id}`;
  }

  /** Throws RateLimitedError when any of the keys has reached the limit. */
  async check(ids: string[]): Promise<void> {
    for (const id of ids) {
      const key = this.key(id);
      const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
      if (Number(count ?? 0) >= this.options.limit) throw this.limited(ttl);
    }
  }

  /** Counts one attempt for every key. */
  async hit(ids: string[]): Promise<void> {
    const pipeline = this.redis.multi();
    for (const id of ids) {
      const key = this.key(id);
      pipeline.incr(key).expire(key, this.options.windowSeconds, 'NX');
    }
    await pipeline.exec();
  }

  /** Counts one attempt for every key, then throws RateLimitedError when one went over the limit. */
  async consume(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const pipeline = this.redis.multi();
    for (const id of ids) {
      const key = this.key(id);
      pipeline.incr(key).expire(key, this.options.windowSeconds, 'NX').pttl(key);
    }
    const results = (await pipeline.exec()) ?? [];
    for (let index = 0; index < ids.length; index += 1) {
      const count = Number(results[index * 3]?.[1] ?? 0);
      const ttl = Number(results[index * 3 + 2]?.[1] ?? -1);
      if (count > this.options.limit) throw this.limited(ttl);
    }
  }

  /** Forgets the attempts of the keys. */
  async reset(ids: string[]): Promise<void> {
    if (ids.length) await this.redis.del(...ids.map((id) => this.key(id)));
  }

  private limited(ttlMs: number) {
    return RateLimitedError(ttlMs > 0 ? ttlMs / 1000 : this.options.windowSeconds, this.options.tooMany);
  }
}

/** The product's limiters: failed sign-ins, two-factor code checks, password reset requests, RFQs. */
export interface RateLimits {
  login: RateLimiter;
  twoFactor: RateLimiter;
  passwordReset: RateLimiter;
  /** Visitors' requests for quote, per IP. */
  rfqVisitor: RateLimiter;
  /** Members' requests for quote, per contact. */
  rfqMember: RateLimiter;
}

export interface RateLimitSettings {
  RATE_LIMIT_LOGIN: number;
  RATE_LIMIT_2FA: number;
  RATE_LIMIT_RESET: number;
  RATE_LIMIT_WINDOW_S: number;
  RATE_LIMIT_RFQ_VISITOR: number;
  RATE_LIMIT_RFQ_MEMBER: number;
  RATE_LIMIT_RFQ_WINDOW_S: number;
  REDIS_PREFIX: string;
}

/** Builds the limiters from the configuration. */
export function createRateLimits(redis: Redis, settings: RateLimitSettings): RateLimits {
  const windowSeconds = settings.RATE_LIMIT_WINDOW_S;
  const prefix = settings.REDIS_PREFIX;
  return {
    login: new RateLimiter(redis, { name: 'login', limit: settings.RATE_LIMIT_LOGIN, windowSeconds, prefix }),
    twoFactor: new RateLimiter(redis, { name: '2fa', limit: settings.RATE_LIMIT_2FA, windowSeconds, prefix }),
    passwordReset: new RateLimiter(redis, {
      name: 'reset',
      limit: settings.RATE_LIMIT_RESET,
      windowSeconds,
      prefix,
    }),
    rfqVisitor: new RateLimiter(redis, {
      name: 'rfq-visitor',
      limit: settings.RATE_LIMIT_RFQ_VISITOR,
      windowSeconds: settings.RATE_LIMIT_RFQ_WINDOW_S,
      prefix,
      tooMany: 'requests for quote',
    }),
    rfqMember: new RateLimiter(redis, {
      name: 'rfq-member',
      limit: settings.RATE_LIMIT_RFQ_MEMBER,
      windowSeconds: settings.RATE_LIMIT_RFQ_WINDOW_S,
      prefix,
      tooMany: 'requests for quote',
    }),
  };
}
