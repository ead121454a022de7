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
 * the mail_message row of a failed mail that staff sent again (its row is updated instead of a new one).
 */
export type MailJob = { kind: 'send'; message: MailMessageData; mailId?: number };

export type MailQueue = Queue<MailJob>;

/** Enqueues an e-mail (job name 'send'); call it only after the transaction that caused it has committed. */
export async function enqueueMail(
  queue: MailQueue,
  message: MailMessageData,
  mailId?: number,
): Promise<void> {
  await queue.add('send', { kind: 'send', message, ...(mailId === undefined ? {} : { mailId }) });
}
