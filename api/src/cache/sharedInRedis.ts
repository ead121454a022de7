import type { Redis } from 'ioredis';

/** A cache read or write slower than this is given up: the caller builds the value itself. */
const CACHE_TIMEOUT_MS = 200;

/** The promise's value, or null when it failed or has not settled within CACHE_TIMEOUT_MS. */
function withinTimeout<T>(promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CACHE_TIMEOUT_MS);
  });
  return Promise.race([promise.catch(() => null), timeout]).finally(() => clearTimeout(timer));
}

/**
 * A value shared by every api process through Redis for `ttlMs`: read from Redis when a process built it within
 * that time, else built now and stored before it is answered. The cache only ever saves work: with Redis down,
 * reconnecting (a call would queue) or slow, the value is built from the database.
 */
export async function sharedInRedis(
  redis: Redis,
  key: string,
  ttlMs: number,
  build: () => Promise<string>,
): Promise<string> {
  if (ttlMs <= 0 || redis.status !== 'ready') return build();
  const cached = await withinTimeout(redis.get(key));
  if (cached !== null) return cached;
  const value = await build();
  await withinTimeout(redis.set(key, value, 'PX', ttlMs));
  return value;
}
