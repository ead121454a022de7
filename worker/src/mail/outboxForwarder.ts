import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';
import { inBatchTransaction } from '../batchTransaction.ts';
import { NotifiedLoop } from '../notifiedLoop.ts';
import { type MailJob, type MailQueue, MAIL_PENDING_CHANNEL } from '@tbs/contracts';

/** Pending mails claimed per transaction. */
const BATCH_SIZE = 500;
/** Fallback poll, and the pace of retries while Redis is down. */
const POLL_MS = 1_000;
/** How long one batch may wait on Redis before its transaction is rolled back (its rows stay pending). */
const QUEUE_TIMEOUT_MS = 5_000;
/** How often queued rows are checked against the queue, and how old a queued row must be to be checked. */
const SWEEP_EVERY_MS = 10_000;
const SWEEP_AFTER_S = 10;

export interface MailOutboxForwarderProps {
  databaseUrl: string;
  /** The mail queue the worker consumes. */
  queue: MailQueue;
  logger: Logger;
}

/**
 * The job id of a mail_message row's job (forwarded or replayed): the same row claimed twice (after a crash) is
 * one job in BullMQ, and a queued row whose job is gone can be found (requeueLostMails).
 */
export const pendingMailJobId = (mailId: number) => `mail-${mailId}`;

/**
 * Forwards the api's pending mails (mail_message rows with status 'pending') to the mail queue: each batch is
 * claimed with `for update skip locked`, added to the queue under job ids derived from the rows, and marked
 * 'queued' in a transaction that commits only after the queue took the jobs. A crash or a lost connection
 * (PostgreSQL or Redis) leaves the rows pending for the next run (at-least-once); the derived job ids and the
 * mail worker skipping a row already sent make the repeat harmless.
 */
export class MailOutboxForwarder {
  private readonly props: MailOutboxForwarderProps;
  private readonly pool: pg.Pool;
  private readonly loop: NotifiedLoop;
  private lastSweep = 0;

  constructor(props: MailOutboxForwarderProps) {
    this.props = props;
    this.pool = new pg.Pool({ connectionString: withDefaultUser(props.databaseUrl), max: 1 });
    this.pool.on('error', (error) => props.logger.warn({ err: error }, 'mail outbox pool error'));
    this.loop = new NotifiedLoop({
      databaseUrl: props.databaseUrl,
      channel: MAIL_PENDING_CHANNEL,
      logger: props.logger,
      name: 'mail outbox',
      pollMs: POLL_MS,
      run: async () => {
        if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
          this.lastSweep = Date.now();
          const lost = await this.requeueLostMails();
          if (lost) props.logger.warn({ lost }, 'mails whose jobs Redis lost are forwarded again');
        }
        await this.forwardUntilEmpty();
      },
    });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  /** Forwards batches until no pending mail is left; returns how many it forwarded. */
  async forwardUntilEmpty(): Promise<number> {
    let total = 0;
    for (;;) {
      const forwarded = await this.forwardBatch();
      total += forwarded;
      if (forwarded < BATCH_SIZE) return total;
    }
  }

  /** Claims one batch of pending mails, queues them, marks them queued; returns how many. */
  async forwardBatch(): Promise<number> {
    return inBatchTransaction(this.pool, this.props.logger, 'mail outbox', async (client) => {
      const { rows } = await client.query<{
        id: number;
        to: string;
        subject: string;
        text: string;
        html: string | null;
      }>(
        `select id, "to", subject, text, html from mail_message
         where status = 'pending' order by id limit $1 for update skip locked`,
        [BATCH_SIZE],
      );
      if (rows.length) {
        const jobs = rows.map((row) => ({
          name: 'send',
          data: {
            kind: 'send',
            mailId: row.id,
            message: {
              to: row.to,
              subject: row.subject,
              text: row.text,
              ...(row.html === null ? {} : { html: row.html }),
            },
          } satisfies MailJob,
          opts: { jobId: pendingMailJobId(row.id) },
        }));
        await withTimeout(this.props.queue.addBulk(jobs), QUEUE_TIMEOUT_MS, 'the mail queue did not answer');
        await client.query(
          `update mail_message set status = 'queued', updated_at = now() where id = any($1)`,
          [rows.map((row) => row.id)],
        );
      }
      return rows.length;
    });
  }

  /**
   * Puts back to 'pending' the queued mails whose job is gone from the queue (Redis lost its data: a restart
   * without persistence, a failover), so they are forwarded again. A queued row's job was added before the row
   * was committed as queued, and a job that ended has marked its row sent or failed first: a queued row
   * without its job was lost.
   */
  async requeueLostMails(): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      `select id from mail_message where status = 'queued' and updated_at < now() - make_interval(secs => $1)
       order by created_at limit $2`,
      [SWEEP_AFTER_S, BATCH_SIZE],
    );
    const lost: number[] = [];
    for (const { id } of rows) {
      const job = await withTimeout(
        this.props.queue.getJob(pendingMailJobId(id)),
        QUEUE_TIMEOUT_MS,
        'no answer',
      );
      if (!job) lost.push(id);
    }
    if (!lost.length) return 0;
    const { rowCount } = await this.pool.query(
      `update mail_message set status = 'pending', updated_at = now() where id = any($1) and status = 'queued'`,
      [lost],
    );
    return rowCount ?? 0;
  }

  /** Stops listening and polling, waits for the running batch, closes the pool. */
  async close(): Promise<void> {
    await this.loop.stop();
    await this.pool.end();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
