import { Worker, type ConnectionOptions, type Job, type Processor } from 'bullmq';
import type { Logger } from 'pino';
import { queueName, redisConnection, type QueueBaseName } from '@tbs/contracts';

/** How a BullMQ worker of one of the product's queues runs (contracts/src/queues.ts names the queues). */
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
