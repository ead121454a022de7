import type { Redis } from 'ioredis';
import { ApiError } from '../errors.ts';
import { RateLimiter } from './rateLimiter.ts';

export interface ClickCounterSettings {
  prefix: string;
  /** Clicks counted per visitor within windowSeconds (RATE_LIMIT_CLICKS). */
  limit: number;
  windowSeconds: number;
  /** A visitor's clicks on one item within this many seconds count once. */
  onceWithinSeconds: number;
}

/**
 * Decides whether a click on a banner or advertisement is counted: once per visitor (member contact, else IP)
 * and item within `onceWithinSeconds`, and at most `limit` items a visitor per window. A click that is not
 * counted is still answered as usual: the visitor is on the way to the target and must not notice.
 */
export class ClickCounter {
  private readonly redis: Redis;
  private readonly settings: ClickCounterSettings;
  private readonly perVisitor: RateLimiter;

  constructor(redis: Redis, settings: ClickCounterSettings) {
    this.redis = redis;
    this.settings = settings;
    this.perVisitor = new RateLimiter(redis, {
      name: 'clicks',
      limit: settings.limit,
      windowSeconds: settings.windowSeconds,
      prefix: settings.prefix,
      whenRedisDown: 'memory',
    });
  }

  /**
   * Whether to count this click of `visitor` on `item` (e.g. 'banner:12'). While Redis is unreachable clicks
   * are not counted (the visitor is still sent on; a click count is not worth a 503).
   */
  async shouldCount(item: string, visitor: string): Promise<boolean> {
    const first = await this.redis
      .set(
        `${this.settings.prefix}:ratelimit:click-once:${item}|${visitor}`,
        '1',
        'EX',
        this.settings.onceWithinSeconds,
        'NX',
      )
      .catch(() => null);
    if (first !== 'OK') return false;
    try {
      await this.perVisitor.consume([visitor]);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return false;
      throw error;
    }
  }
}
