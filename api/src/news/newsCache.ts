import type { Redis } from 'ioredis';
import { config } from '@tbs/config';
import { sharedInRedis } from '../cache/sharedInRedis.ts';

/** The spec's news cache: entries expire after 5 minutes (part 1 section 4). */
export const NEWS_CACHE_SECONDS = 300;

const keyOf = (name: string) => `${config().REDIS_PREFIX}:news:${name}`;

/**
 * The hot public news answers (home teaser, lists, a post, categories, feeds), shared by every api process
 * through Redis for 5 minutes. The cache only ever saves work: when Redis is unavailable the database answers.
 */
export async function cachedNews<T>(redis: Redis, name: string, load: () => Promise<T>): Promise<T> {
  const json = await sharedInRedis(redis, keyOf(name), NEWS_CACHE_SECONDS * 1000, async () =>
    JSON.stringify(await load()),
  );
  return JSON.parse(json) as T;
}

/** Forgets every cached news answer (after staff change news, and in tests). */
export async function clearNewsCache(redis: Redis): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${keyOf('')}*`, count: 200 })) {
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  }
}
