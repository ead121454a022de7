import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { createQueue, DEFAULT_JOB_OPTIONS, queueName, redisConnection } from '@tbs/contracts';
import { createWorker, isFinalAttempt } from './queueWorker.ts';
import { waitForQueueToDrain } from '@tbs/contracts/testing';

/** A logger that keeps its lines in memory. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('queue factory', () => {
  it('names queues with the Redis prefix and retries 5 times with exponential backoff', () => {
    expect(queueName('mail')).toBe(`${process.env.REDIS_PREFIX}-mail`);
    expect(DEFAULT_JOB_OPTIONS).toMatchObject({ attempts: 5, backoff: { type: 'exponential' } });
    expect(redisConnection('redis://:pw@10.0.0.1:6380/2')).toEqual({
      host: '10.0.0.1',
      port: 6380,
      password: 'pw',
      db: 2,
      maxRetriesPerRequest: null,
    });
  });

  it('logs a failing job once, on its final attempt', async () => {
    const name = `test-${randomBytes(3).toString('hex')}` as const;
    const queue = createQueue<{ n: number }>(name);
    closers.push(() => queue.obliterate({ force: true }).then(() => queue.close()));
    const { logger, lines } = memoryLogger();
    let calls = 0;
    const worker = createWorker<{ n: number }>(name, {
      logger,
      processor: async () => {
        calls += 1;
        throw new Error(`boom ${randomBytes(2).toString('hex')}`);
      },
    });
    closers.push(() => worker.close());

    await queue.add('send', { n: 1 }, { attempts: 3, backoff: { type: 'fixed', delay: 10 } });
    await waitForQueueToDrain(queue);
    const errors = () => lines.filter((line) => line.level === 50);
    await vi.waitFor(() => expect(errors()).toHaveLength(1));

    expect(calls).toBe(3);
    expect(errors()[0]).toMatchObject({ msg: 'job failed on its final attempt', attempts: 3 });
    expect(lines.filter((line) => line.msg === 'job failed, will retry')).toHaveLength(2);
    expect(isFinalAttempt({ attemptsMade: 2, opts: { attempts: 3 } })).toBe(false);
  });
});
