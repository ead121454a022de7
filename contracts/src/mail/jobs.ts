import type { Queue } from 'bullmq';

/** One e-mail to send; `to` is a plain address. */
export interface MailMessageData {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The job data of the mail queue, a discriminated union so new kinds are handled exhaustively. `mailId` names
 * the mail_message row of the mail: written by the api as 'pending' (see outbox.ts), or a failed mail that
 * staff sent again; the worker updates that row instead of writing a new one.
 */
export type MailJob = { kind: 'send'; message: MailMessageData; mailId?: number };

export type MailQueue = Queue<MailJob>;

/** Where mail can be put without a queue: the api's PostgreSQL outbox (MailOutbox). */
export interface PendingMailSink {
  putPendingMail(message: MailMessageData): Promise<void>;
}

/** Where a mail is enqueued: the PostgreSQL outbox (the api), or the mail queue itself (tests, the worker). */
export type MailTarget = MailQueue | PendingMailSink;

/** Enqueues an e-mail (job name 'send'); call it only after the transaction that caused it has committed. */
export async function enqueueMail(
  target: MailTarget,
  message: MailMessageData,
  mailId?: number,
): Promise<void> {
  if ('putPendingMail' in target) {
    if (mailId !== undefined) throw new Error('A replayed mail goes to the mail queue, not the outbox');
    await target.putPendingMail(message);
    return;
  }
  await target.add('send', { kind: 'send', message, ...(mailId === undefined ? {} : { mailId }) });
}
