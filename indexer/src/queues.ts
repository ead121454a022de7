import { Queue, Worker, type ConnectionOptions, type Job, type JobsOptions, type Processor } from 'bullmq';
import type { Logger } from 'pino';
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

export interface WorkerProps<T> {
  /** Handles one job; a thrown error makes BullMQ retry it with backoff. */
  processor: Processor<T>;
  logger: Logger;
  concurrency?: number;
  connection?: ConnectionOptions;
  /**
   * How long an active job's lock lasts unless renewed (BullMQ's default 30 s): a job of a killed worker is
   * taken up again once its lock has expired, within lockDuration plus half of it.
   */
  lockDurationMs?: number;
}

/** True when a failed job will not be retried any more. */
export function isFinalAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

/** The one way to create a worker: failures are logged once, on the final attempt, not on every retry. */
export function createWorker<T>(base: QueueBaseName, props: WorkerProps<T>): Worker<T> {
  const { processor, logger, concurrency = 5, connection = redisConnection(), lockDurationMs } = props;
  const worker = new Worker<T>(queueName(base), processor, {
    connection,
    concurrency,
    ...(lockDurationMs ? { lockDuration: lockDurationMs, stalledInterval: lockDurationMs / 2 } : {}),
  });
  worker.on('failed', (job, error) => {
    if (!job) {
      logger.error({ err: error, queue: base }, 'job failed');
    } else if (isFinalAttempt(job)) {
      logger.error(
        { err: error, queue: base, jobId: job.id, jobName: job.name, attempts: job.attemptsMade },
        'job failed on its final attempt',
      );
    } else {
      logger.debug({ queue: base, jobId: job.id, attempt: job.attemptsMade }, 'job failed, will retry');
    }
  });
  worker.on('error', (error) => logger.error({ err: error, queue: base }, 'worker error'));
  return worker;
}

/** Resolves once the queue has no waiting, delayed or active jobs (tests wait on this instead of sleeping). */
export async function waitForQueueToDrain(queue: Queue, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) return;
    if (Date.now() > deadline)
      throw new Error(`Queue ${queue.name} did not drain: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
