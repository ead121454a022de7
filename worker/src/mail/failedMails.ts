import type { MikroORM } from '@mikro-orm/postgresql';
import type { MailQueue } from '@tbs/contracts';
import { pendingMailJobId } from './outboxForwarder.ts';

/** A mail that was given up after its retries (or is queued again), as staff see it. */
export interface UndeliveredMail {
  id: number;
  to: string;
  subject: string;
  status: 'failed' | 'queued' | 'pending';
  error: string | null;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The mails not delivered, oldest first: 'failed' ones wait for staff, 'queued' ones are in the mail queue, 'pending' ones wait for the worker to queue them. */
export async function listUndeliveredMails(orm: MikroORM, limit = 500): Promise<UndeliveredMail[]> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<
      {
        id: number;
        to: string;
        subject: string;
        status: 'failed' | 'queued' | 'pending';
        error: string | null;
        attempts: number;
        created_at: Date;
        updated_at: Date;
      }[]
    >(
      `select id, "to", subject, status, error, attempts, created_at, updated_at
     from mail_message where status <> 'sent' order by created_at, id limit ?`,
      [limit],
    );
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}

export interface ReplayReport {
  /** Ids queued again. */
  queued: number[];
  /** Ids that are not failed mails (unknown, sent, or already queued). */
  skipped: number[];
}

/**
 * Sends failed mails again: each row is marked 'queued' (so two replays cannot both send it) and a job naming
 * the row is enqueued; the worker marks it 'sent', or 'failed' again with the new error.
 */
export async function replayFailedMails(
  orm: MikroORM,
  queue: MailQueue,
  ids: number[],
): Promise<ReplayReport> {
  const connection = orm.em.fork().getConnection();
  const rows = ids.length
    ? await connection.execute<
        { id: number; to: string; subject: string; text: string; html: string | null }[]
      >(
        `update mail_message set status = 'queued', updated_at = now()
         where id in (${ids.map(() => '?').join(', ')}) and status = 'failed'
         returning id, "to", subject, text, html`,
        ids,
      )
    : [];
  const queued: number[] = [];
  for (const row of rows) {
    try {
      // Under the row's own job id (the forwarder's sweep finds it); the failed job of that id makes way.
      await queue.remove(pendingMailJobId(row.id));
      const message = {
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
      };
      await queue.add('send', { kind: 'send', message, mailId: row.id }, { jobId: pendingMailJobId(row.id) });
      queued.push(row.id);
    } catch (error) {
      // Not queued after all: back to 'failed' for the next try.
      const left = rows.map((other) => other.id).filter((id) => !queued.includes(id));
      await connection.execute(
        `update mail_message set status = 'failed' where id in (${left.map(() => '?').join(', ')})`,
        left,
      );
      throw error;
    }
  }
  return { queued, skipped: ids.filter((id) => !queued.includes(id)) };
}
