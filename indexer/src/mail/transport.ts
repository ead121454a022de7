import nodemailer from 'nodemailer';
import type { MikroORM } from '@mikro-orm/postgresql';
import { MailMessage } from '@tbs/db';
import type { MailMessageData } from './jobs.ts';

/** Where mail goes: an SMTP server, or the local outbox table when no server is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessageData): Promise<void>;
}

export interface MailTransportProps {
  orm: MikroORM;
  /** SMTP server URL; when absent, mail is only written to the outbox (see /dev/outbox). */
  smtpUrl?: string;
  from: string;
}

/** Records a sent mail in mail_message with the transport that carried it. */
async function recordMail(
  orm: MikroORM,
  message: MailMessageData,
  transport: 'smtp' | 'outbox',
): Promise<void> {
  const em = orm.em.fork();
  em.create(MailMessage, {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    transport,
  });
  await em.flush();
}

/** The transport chosen by configuration: SMTP when SMTP_URL is set, otherwise the outbox. */
export function createMailTransport({ orm, smtpUrl, from }: MailTransportProps): MailTransport {
  if (!smtpUrl) {
    return { kind: 'outbox', deliver: (message) => recordMail(orm, message, 'outbox') };
  }
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(message) {
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await recordMail(orm, message, 'smtp');
    },
  };
}
