import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, type Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { initORM, MailMessage } from '@tbs/db';
import { uniqueToken } from '@tbs/db/testing';
import { queueName, redisConnection, enqueueMail, type MailJob } from '@tbs/contracts';
import { waitForQueueToDrain } from '@tbs/contracts/testing';
import { listUndeliveredMails, replayFailedMails } from './failedMails.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { startMailWorker } from './worker.ts';

const QUEUE = 'test-mail-failures';
let orm: MikroORM;
let queue: Queue<MailJob>;
let worker: Worker<MailJob>;
/** While true, every delivery fails the way an SMTP server refusing the mail would. */
let refusing = true;
let deliveries = 0;

beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
  // Three quick attempts instead of the product's five with backoff of seconds.
  queue = new Queue<MailJob>(queueName(QUEUE), {
    connection: redisConnection(),
    defaultJobOptions: { attempts: 3, backoff: { type: 'fixed', delay: 1 }, removeOnComplete: true },
  });
  const outbox = createMailTransport({ orm, from: 'TBS <noreply@tbs.local>' });
  const flaky: MailTransport = {
    kind: 'outbox',
    async deliver(message, delivery) {
      deliveries++;
      if (refusing) throw new Error('550 5.1.1 mailbox unavailable');
      await outbox.deliver(message, delivery);
    },
  };
  worker = startMailWorker({ orm, logger: pino({ level: 'silent' }), transport: flaky, queue: QUEUE });
});
afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await orm.close(true);
});

const rowsTo = (to: string) => orm.em.fork().find(MailMessage, { to }, { orderBy: { id: 'asc' } });

describe('a mail job that fails on every attempt', () => {
  it('ends as a failed row staff can list, and a replay sends it', async () => {
    const to = `failing-${uniqueToken().toLowerCase()}@example.com`;
    refusing = true;
    deliveries = 0;
    await enqueueMail(queue, { to, subject: 'Request for quote', text: 'Please quote 3 pieces.' });
    await waitForQueueToDrain(queue);

    expect(deliveries).toBe(3);
    const [failed, ...more] = await rowsTo(to);
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: '550 5.1.1 mailbox unavailable',
      subject: 'Request for quote',
      text: 'Please quote 3 pieces.',
    });
    const listed = await listUndeliveredMails(orm);
    expect(listed.find((mail) => mail.id === failed!.id)).toMatchObject({
      status: 'failed',
      to,
      attempts: 3,
    });

    // Replayed while still refused: failed again, its attempts added up, still one row.
    expect(await replayFailedMails(orm, queue, [failed!.id, 2_000_000_000])).toEqual({
      queued: [failed!.id],
      skipped: [2_000_000_000],
    });
    await waitForQueueToDrain(queue);
    expect(await rowsTo(to)).toMatchObject([{ id: failed!.id, status: 'failed', attempts: 6 }]);

    refusing = false;
    expect((await replayFailedMails(orm, queue, [failed!.id])).queued).toEqual([failed!.id]);
    // A second replay of the same mail before it is sent queues nothing.
    expect(await replayFailedMails(orm, queue, [failed!.id])).toEqual({ queued: [], skipped: [failed!.id] });
    await waitForQueueToDrain(queue);

    expect(await rowsTo(to)).toMatchObject([
      { id: failed!.id, status: 'sent', attempts: 7, error: null, text: 'Please quote 3 pieces.' },
    ]);
    expect((await listUndeliveredMails(orm)).some((mail) => mail.id === failed!.id)).toBe(false);
  });

  it('is recorded even when its text is what the database refused', async () => {
    const to = `nul-${uniqueToken().toLowerCase()}@example.com`;
    refusing = true;
    await enqueueMail(queue, { to, subject: 'Quote\u0000', text: 'Buyer\u0000 BV' });
    await waitForQueueToDrain(queue);
    expect(await rowsTo(to)).toMatchObject([
      { status: 'failed', subject: 'Quote\uFFFD', text: 'Buyer\uFFFD BV' },
    ]);
  });
});
