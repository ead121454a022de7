import type { MikroORM } from '@mikro-orm/postgresql';
import type { MailMessageData, PendingMailSink } from './jobs.ts';
import { recordFields, type TransportKind } from './mailRecord.ts';

/** The channel a pending mail NOTIFYs; the worker's forwarder LISTENs on it. */
export const MAIL_PENDING_CHANNEL = 'mail_pending';

/**
 * The api's side of the mail outbox: a mail is written to mail_message as 'pending' (one statement, with a
 * NOTIFY) and the worker forwards it to the mail queue (outboxForwarder.ts). A request therefore never waits
 * on Redis to confirm a mail, and a mail it confirmed is in PostgreSQL even while Redis is down.
 */
export class MailOutbox implements PendingMailSink {
  private readonly orm: MikroORM;
  /** The transport the worker is configured with, recorded until the worker records the one it used. */
  private readonly transport: TransportKind;

  constructor(orm: MikroORM, transport: TransportKind) {
    this.orm = orm;
    this.transport = transport;
  }

  async putPendingMail(message: MailMessageData): Promise<void> {
    const fields = recordFields(message);
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `with pending as (
           insert into mail_message ("to", subject, text, html, transport, status, attempts)
           values (?, ?, ?, ?, ?, 'pending', 0) returning id)
         select pg_notify(?, '') from pending`,
        [fields.to, fields.subject, fields.text, fields.html, this.transport, MAIL_PENDING_CHANNEL],
      );
  }
}
