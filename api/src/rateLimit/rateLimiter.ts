import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors.ts';
import { DependencyUnavailableError } from '../outage/dependencyOutage.ts';

export interface RateLimiterOptions {
  /** Short name used in the Redis key, e.g. 'login'. */
  name: string;
  /** Points allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Key prefix (config().REDIS_PREFIX). */
  prefix: string;
  /** What the 429 message says there were too many of; defaults to 'attempts'. */
  tooMany?: string;
  /**
   * What happens while Redis is unreachable: 'refuse' (the default) answers 503 at once; 'memory' counts in
   * this process instead (rate-limiter-flexible's insuranceLimiter), for low-risk limits whose purpose is load,
   * not security: each api process then allows the limit on its own. docs/api.md "Rate limits" lists them.
   */
  whenRedisDown?: 'refuse' | 'memory';
}

/** Points to count on some keys of one limiter. */
export interface Charge {
  limiter: RateLimiter;
  ids: string[];
  /** Defaults to 1. */
  points?: number;
}

const redisDown = (error: unknown) =>
  error instanceof DependencyUnavailableError ? error : new DependencyUnavailableError('redis', error);

/** A limiter's own Redis call, whose failure is an outage of Redis (answered 503), not a fault of ours. */
export async function onRedis<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw redisDown(error);
  }
}

/**
 * A fixed-window counter per key in Redis (rate-limiter-flexible's RateLimiterRedis: one Lua script counts and
 * starts the window's expiry on the first point, so counting and deciding are one atomic step per key), under
 * `<prefix>:ratelimit:<name>:<id>`.
 *
 * Limits on failures reserve their point before the attempt is evaluated (`consume`) and give it back when the
 * attempt did not fail (`reward`): parallel attempts can never evaluate more than the limit.
 */
export class RateLimiter {
  readonly options: RateLimiterOptions;
  private readonly counter: RateLimiterRedis;

  constructor(redis: Redis, options: RateLimiterOptions) {
    this.options = options;
    const shape = { points: options.limit, duration: options.windowSeconds };
    this.counter = new RateLimiterRedis({
      ...shape,
      storeClient: redis,
      keyPrefix: `${options.prefix}:ratelimit:${options.name}`,
      // Without insurance a Redis failure is thrown (then answered 503), never taken for a pass.
      ...(options.whenRedisDown === 'memory'
        ? { insuranceLimiter: new RateLimiterMemory({ ...shape, keyPrefix: options.name }) }
        : {}),
    });
  }

  /**
   * Counts the points on every key of every charge; when a key goes over its limit, gives every point of the
   * call back (a refused request counts nothing) and throws RateLimitedError with the longest wait among the
   * refusals. A Redis failure is thrown as DependencyUnavailableError (503), never taken for a pass.
   */
  static async consumeAll(charges: Charge[]): Promise<void> {
    const steps = charges.flatMap(({ limiter, ids, points = 1 }) =>
      ids.map((id) => ({ limiter, id, points })),
    );
    // allSettled: every key is counted before we decide, so the give-back below matches what was counted.
    const outcomes = await Promise.allSettled(
      steps.map((step) => step.limiter.counter.consume(step.id, step.points)),
    );
    const refused: { limiter: RateLimiter; state: RateLimiterRes }[] = [];
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) throw redisDown(outcome.reason);
      refused.push({ limiter: steps[index]!.limiter, state: outcome.reason });
    }
    if (!refused.length) return;
    // The script counted the refused keys too: give back every point of this call.
    await onRedis(Promise.all(steps.map((step) => step.limiter.counter.reward(step.id, step.points))));
    const longest = refused.reduce((a, b) => (b.state.msBeforeNext > a.state.msBeforeNext ? b : a));
    throw longest.limiter.limited(longest.state);
  }

  /** Counts `points` on every key; 429 (and nothing counted) when one would go over the limit. */
  consume(ids: string[], points = 1): Promise<void> {
    return RateLimiter.consumeAll([{ limiter: this, ids, points }]);
  }

  /** Gives back points counted by consume, for an attempt that turned out not to count (e.g. it succeeded). */
  async reward(ids: string[], points = 1): Promise<void> {
    await onRedis(Promise.all(ids.map((id) => this.counter.reward(id, points))));
  }

  /** Counts points without ever refusing; answers each key's count in its window after it. */
  async penalty(ids: string[], points = 1): Promise<number[]> {
    const states = await onRedis(Promise.all(ids.map((id) => this.counter.penalty(id, points))));
    return states.map((state) => state.consumedPoints);
  }

  /** The points counted on a key in its current window. */
  async used(id: string): Promise<number> {
    return (await onRedis(this.counter.get(id)))?.consumedPoints ?? 0;
  }

  /** Forgets the points of the keys. */
  async reset(ids: string[]): Promise<void> {
    await onRedis(Promise.all(ids.map((id) => this.counter.delete(id))));
  }

  /** 429 with the key's wait (a key without expiry waits a whole window). */
  private limited(state: RateLimiterRes) {
    const waitMs = state.msBeforeNext;
    return RateLimitedError(waitMs > 0 ? waitMs / 1000 : this.options.windowSeconds, this.options.tooMany);
  }
}
