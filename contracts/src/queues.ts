import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { config } from '@tbs/config';

/**
 * The queues of the product; the Redis name is prefixed with REDIS_PREFIX (see queueName). Broadcast mail
 * (thousands per broadcast, and the daily digest run) has its own queue so it never delays a password reset.
 */
export const QUEUES = ['mail', 'broadcastMail'] as const;
/** A queue of the product, or a throw-away queue of a test. */
export type QueueBaseName = (typeof QUEUES)[number] | `test-${string}`;

/** Every job is retried 5 times with exponential backoff (2 s, 4 s, 8 s, 16 s) before it is given up. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 1_000 },
  removeOnFail: { count: 5_000 },
};

/** BullMQ connection options for a redis:// URL; BullMQ needs maxRetriesPerRequest null on its connections. */
export function redisConnection(redisUrl: string = config().REDIS_URL): ConnectionOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined;
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db !== undefined && Number.isInteger(db) ? { db } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** The Redis name of a queue: `${REDIS_PREFIX}-mail`, so test runs never touch a running product's queues. */
export function queueName(base: QueueBaseName): string {
  return `${config().REDIS_PREFIX}-${base}`;
}

/** The one way to create a queue: prefixed name, default retries and backoff. */
export function createQueue<T>(
  base: QueueBaseName,
  connection: ConnectionOptions = redisConnection(),
): Queue<T> {
  return new Queue<T>(queueName(base), { connection, defaultJobOptions: DEFAULT_JOB_OPTIONS });
}
