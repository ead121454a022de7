import type { MikroORM } from '@mikro-orm/postgresql';
import { recordFields, storableText, type MailMessageData, type TransportKind } from '@tbs/contracts';

/** What happened to one job's delivery: the mail_message row it replays, and the attempts it took. */
export interface MailOutcome {
  /** The row of a failed mail sent again; its row is updated instead of a new one written. */
  mailId?: number;
  /** Attempts of this job (1 when it went through at once). */
  attempts: number;
  transport: TransportKind;
}

/** Updates the row of a replayed mail; false when it is gone (then a new row is written). */
async function updateReplayed(
  orm: MikroORM,
  mailId: number,
  outcome: MailOutcome,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<boolean> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `update mail_message set status = ?, transport = ?, error = ?, attempts = attempts + ?, updated_at = now()
       where id = ? returning id`,
      [status, outcome.transport, error, outcome.attempts, mailId],
    );
  return rows.length > 0;
}

/**
 * Writes the mail's row in one statement: no ORM unit of work, whose begin/insert/commit round trips were half
 * the worker's time when a broadcast goes to thousands of addresses.
 */
async function insertRecord(
  orm: MikroORM,
  message: MailMessageData,
  outcome: MailOutcome,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  const fields = recordFields(message);
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into mail_message ("to", subject, text, html, transport, status, error, attempts)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        fields.to,
        fields.subject,
        fields.text,
        fields.html,
        outcome.transport,
        status,
        error,
        outcome.attempts,
      ],
    );
}

/** Records a delivered mail in mail_message with the transport that carried it (the outbox, without SMTP). */
export async function recordSentMail(
  orm: MikroORM,
  message: MailMessageData,
  outcome: MailOutcome,
): Promise<void> {
  if (outcome.mailId !== undefined && (await updateReplayed(orm, outcome.mailId, outcome, 'sent', null)))
    return;
  await insertRecord(orm, message, outcome, 'sent', null);
}

/** Records a mail whose job failed on its last attempt as 'failed' with the error, for staff to see and replay. */
export async function recordFailedMail(
  orm: MikroORM,
  message: MailMessageData,
  outcome: MailOutcome,
  error: unknown,
): Promise<void> {
  const reason = storableText(error instanceof Error ? error.message || error.name : String(error), 2000);
  if (outcome.mailId !== undefined && (await updateReplayed(orm, outcome.mailId, outcome, 'failed', reason)))
    return;
  await insertRecord(orm, message, outcome, 'failed', reason);
}
