import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue, Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { initORM, MailMessage } from '@tbs/db';
import { uniqueToken } from '@tbs/db/testing';
import { createQueue, enqueueMail, type MailJob, type MailQueue, MailOutbox } from '@tbs/contracts';
import { waitForQueueToDrain } from '@tbs/contracts/testing';
import { MailOutboxForwarder, pendingMailJobId } from './outboxForwarder.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { startMailWorker } from './worker.ts';

const QUEUE = 'test-mail-outbox';
const logger = pino({ level: 'silent' });

let orm: MikroORM;
let queue: Queue<MailJob>;
let worker: Worker<MailJob>;
/** Deliveries per recipient: a mail delivered twice would show as 2. */
const deliveries = new Map<string, number>();

beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
  queue = createQueue<MailJob>(QUEUE);
  const outbox = createMailTransport({ orm, from: 'TBS <noreply@tbs.local>' });
  const counting: MailTransport = {
    kind: 'outbox',
    async deliver(message, delivery) {
      deliveries.set(message.to, (deliveries.get(message.to) ?? 0) + 1);
      await outbox.deliver(message, delivery);
    },
  };
  worker = startMailWorker({ orm, logger, transport: counting, queue: QUEUE });
});
afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await orm.close(true);
});

const forwarderTo = (target: MailQueue) =>
  new MailOutboxForwarder({ databaseUrl: process.env.DATABASE_URL!, queue: target, logger });
const address = (name: string) => `${name}-${uniqueToken().toLowerCase()}@example.com`;
const rowsTo = (to: string) => orm.em.fork().find(MailMessage, { to }, { orderBy: { id: 'asc' } });

/** Forwards every pending mail (of every test in this database) and waits until the worker sent them. */
async function forwardAndDeliver(): Promise<void> {
  const forwarder = forwarderTo(queue);
  try {
    await forwarder.forwardUntilEmpty();
  } finally {
    await forwarder.close();
  }
  await waitForQueueToDrain(queue);
}

describe('the mail outbox', () => {
  it('keeps a mail the api confirmed as a pending row until the worker forwards and sends it, once', async () => {
    const to = address('pending');
    await enqueueMail(new MailOutbox(orm, 'outbox'), { to, subject: 'Reset your password', text: 'Link' });
    expect(await rowsTo(to)).toMatchObject([
      { status: 'pending', attempts: 0, subject: 'Reset your password' },
    ]);
    await forwardAndDeliver();
    expect(await rowsTo(to)).toMatchObject([
      { status: 'sent', attempts: 1, transport: 'outbox', text: 'Link' },
    ]);
    expect(deliveries.get(to)).toBe(1);
  });

  it('leaves the rows pending when the queue fails, and sends each once after a batch that queued but did not commit', async () => {
    const to = [address('crash-a'), address('crash-b')];
    const outbox = new MailOutbox(orm, 'outbox');
    for (const recipient of to) await enqueueMail(outbox, { to: recipient, subject: 'RFQ', text: 'Quote' });
    // Redis unreachable: nothing queued, the transaction rolled back, the rows wait.
    const down = {
      addBulk: () => Promise.reject(new Error('Connection is closed.')),
    } as unknown as MailQueue;
    await expect(forwarderTo(down).forwardBatch()).rejects.toThrow('Connection is closed.');
    for (const recipient of to) expect(await rowsTo(recipient)).toMatchObject([{ status: 'pending' }]);
    // The queue took the jobs but the connection to PostgreSQL was lost before the commit: rows still pending.
    const lostBeforeCommit = {
      addBulk: async (jobs: Parameters<MailQueue['addBulk']>[0]) => {
        await queue.addBulk(jobs);
        throw new Error('Connection terminated unexpectedly');
      },
    } as unknown as MailQueue;
    const crashing = forwarderTo(lostBeforeCommit);
    await expect(crashing.forwardUntilEmpty()).rejects.toThrow('Connection terminated');
    await crashing.close();
    // The next run queues the same rows again under the same job ids; each mail is still sent once.
    await forwardAndDeliver();
    for (const recipient of to) {
      expect(await rowsTo(recipient)).toMatchObject([{ status: 'sent', attempts: 1 }]);
      expect(deliveries.get(recipient)).toBe(1);
    }
  });

  it('does not send a mail again when its job runs twice (a worker killed after sending)', async () => {
    const to = address('twice');
    await enqueueMail(new MailOutbox(orm, 'outbox'), { to, subject: 'Invoice', text: 'Paid' });
    await forwardAndDeliver();
    const [row] = await rowsTo(to);
    // The same row's job once more, under another id (as BullMQ retries a stalled job).
    await queue.add('send', {
      kind: 'send',
      mailId: row!.id,
      message: { to, subject: 'Invoice', text: 'Paid' },
    });
    await waitForQueueToDrain(queue);
    expect(deliveries.get(to)).toBe(1);
    expect(await rowsTo(to)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect(pendingMailJobId(row!.id)).toBe(`mail-${row!.id}`);
  });

  it('forwards again a queued mail whose job Redis lost, and leaves the others alone', async () => {
    const [lostTo, keptTo] = [address('lost'), address('kept')];
    const outbox = new MailOutbox(orm, 'outbox');
    await enqueueMail(outbox, { to: lostTo, subject: 'Lost', text: 'Lost with Redis' });
    await enqueueMail(outbox, { to: keptTo, subject: 'Kept', text: 'Still queued' });
    const forwarder = forwarderTo(queue);
    try {
      await worker.pause();
      await forwarder.forwardUntilEmpty();
      const [[lost], [kept]] = await Promise.all([rowsTo(lostTo), rowsTo(keptTo)]);
      // Redis restarted without its data: the job of one queued row is gone; both rows are old enough to check.
      await queue.remove(pendingMailJobId(lost!.id));
      await orm.em
        .fork()
        .getConnection()
        .execute(`update mail_message set updated_at = now() - interval '1 minute' where id in (?, ?)`, [
          lost!.id,
          kept!.id,
        ]);
      expect(await forwarder.requeueLostMails()).toBe(1);
      expect(await rowsTo(lostTo)).toMatchObject([{ status: 'pending' }]);
      expect(await rowsTo(keptTo)).toMatchObject([{ status: 'queued' }]);
    } finally {
      await forwarder.close();
      worker.resume();
    }
    await forwardAndDeliver();
    for (const to of [lostTo, keptTo]) {
      expect(await rowsTo(to)).toMatchObject([{ status: 'sent', attempts: 1 }]);
      expect(deliveries.get(to)).toBe(1);
    }
  });

  it('refuses a replay through the outbox: replays go to the mail queue', async () => {
    await expect(
      enqueueMail(new MailOutbox(orm, 'outbox'), { to: 'x@example.com', subject: 's', text: 't' }, 1),
    ).rejects.toThrow(/mail queue/);
  });
});
