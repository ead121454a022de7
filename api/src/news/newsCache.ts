import type { Redis } from 'ioredis';
import { sharedInRedis } from '../cache/sharedInRedis.ts';
import type { Services } from '../context.ts';

/** The spec's news cache: entries expire after 5 minutes (part 1 section 4). */
export const NEWS_CACHE_SECONDS = 300;

const keyOf = (prefix: string, name: string) => `${prefix}:news:${name}`;

/**
 * The hot public news answers (home teaser, lists, a post, categories, feeds), shared by every api process
 * through Redis for 5 minutes. The cache only ever saves work: when Redis is unavailable the database answers.
 */
export async function cachedNews<T>(
  { redis, settings }: Pick<Services, 'redis' | 'settings'>,
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  const key = keyOf(settings.REDIS_PREFIX, name);
  const json = await sharedInRedis(redis, key, NEWS_CACHE_SECONDS * 1000, async () =>
    JSON.stringify(await load()),
  );
  return JSON.parse(json) as T;
}

/** Forgets every cached news answer (after staff change news, and in tests). */
export async function clearNewsCache(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${keyOf(prefix, '')}*`, count: 200 })) {
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  }
}
