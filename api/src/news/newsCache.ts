import type { Redis } from 'ioredis';
import { config } from '@tbs/config';

/** The spec's news cache: entries expire after 5 minutes (part 1 section 4). */
export const NEWS_CACHE_SECONDS = 300;

/** A cache read that takes longer than this is given up and the database answers. */
const CACHE_READ_TIMEOUT_MS = 200;

const keyOf = (name: string) => `${config().REDIS_PREFIX}:news:${name}`;

/** Resolves to undefined when the promise has not settled within the time limit. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readCached(redis: Redis, key: string): Promise<string | null> {
  // A Redis that is down or reconnecting would queue the call: skip it instead of making the page wait.
  if (redis.status !== 'ready') return null;
  try {
    return (await within(redis.get(key), CACHE_READ_TIMEOUT_MS)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The hot public news answers (home teaser, lists, a post, categories, feeds), shared by every api process
 * through Redis for 5 minutes. The cache only ever saves work: when Redis is unavailable the database answers.
 */
export async function cachedNews<T>(redis: Redis, name: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(name);
  const cached = await readCached(redis, key);
  if (cached !== null) return JSON.parse(cached) as T;
  const fresh = await load();
  if (redis.status === 'ready') {
    redis.set(key, JSON.stringify(fresh), 'EX', NEWS_CACHE_SECONDS).catch(() => undefined);
  }
  return fresh;
}

/** Forgets every cached news answer (after staff change news, and in tests). */
export async function clearNewsCache(redis: Redis): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${keyOf('')}*`, count: 200 })) {
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  }
}
