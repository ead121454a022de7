import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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
 * A fixed-window counter per key in Redis (rate-limiter-flexible's RateLimiterRedis: one Lua script counts and
 * starts the window's expiry on the first attempt), under `<prefix>:ratelimit:<name>:<id>`.
 * `check` throws 429 once a key has used up its attempts; `hit` counts one attempt; `consume` does both.
 */
export class RateLimiter {
  readonly options: RateLimiterOptions;
  private readonly counter: RateLimiterRedis;

  constructor(redis: Redis, options: RateLimiterOptions) {
    this.options = options;
    // No insuranceLimiter: when Redis fails the request must fail (500), not pass unlimited.
    this.counter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix}:ratelimit:${options.name}`,
      points: options.limit,
      duration: options.windowSeconds,
    });
  }

  /** Throws RateLimitedError when any of the keys has reached the limit; counts nothing. */
  async check(ids: string[]): Promise<void> {
    const states = await Promise.all(ids.map((id) => this.counter.get(id)));
    const spent = states.filter(
      (state): state is RateLimiterRes => state !== null && state.consumedPoints >= this.options.limit,
    );
    if (spent.length) throw this.limited(spent);
  }

  /** Counts one attempt for every key. */
  async hit(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.counter.penalty(id)));
  }

  /** Counts one attempt for every key, then throws RateLimitedError when one went over the limit. */
  async consume(ids: string[]): Promise<void> {
    // allSettled: every key is counted before we answer, as with one pipeline.
    const outcomes = await Promise.allSettled(ids.map((id) => this.counter.consume(id)));
    const refused: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      // A refusal rejects with a RateLimiterRes; anything else is a Redis failure and must surface.
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      refused.push(outcome.reason);
    }
    if (refused.length) throw this.limited(refused);
  }

  /** Forgets the attempts of the keys. */
  async reset(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.counter.delete(id)));
  }

  /** 429 with the longest wait among the keys over the limit (a key without expiry waits a whole window). */
  private limited(states: RateLimiterRes[]) {
    const waitMs = Math.max(...states.map((state) => state.msBeforeNext));
    return RateLimitedError(waitMs > 0 ? waitMs / 1000 : this.options.windowSeconds, this.options.tooMany);
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
