import nodemailer from 'nodemailer';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '@tbs/config';
import type { MailMessageData, TransportKind } from '@tbs/contracts';
import { recordSentMail } from './mailRecords.ts';

/** How a delivery is recorded: the row of a replayed mail, and the attempts it took. */
export interface MailDelivery {
  mailId?: number;
  attempts?: number;
}

/** Where mail goes: an SMTP server, or the local outbox table when no server is configured. */
export interface MailTransport {
  readonly kind: TransportKind;
  deliver(message: MailMessageData, delivery?: MailDelivery): Promise<void>;
}

export interface MailTransportProps {
  orm: MikroORM;
  /** SMTP server URL; when absent, mail is only written to the outbox (see /dev/outbox). */
  smtpUrl?: string;
  from: string;
  /** Under NODE_ENV=production there is no outbox to fall back on: nobody reads it there. */
  production?: boolean;
}

/** The transport chosen by configuration: SMTP when SMTP_URL is set, otherwise the outbox. */
export function createMailTransport({ orm, smtpUrl, from, production }: MailTransportProps): MailTransport {
  if (!smtpUrl && production) {
    // A mail the api confirmed would sit in a table no page shows in production: refuse to start instead.
    throw new Error('SMTP_URL must be set under NODE_ENV=production (the local outbox is for development).');
  }
  const record = (message: MailMessageData, transport: TransportKind, delivery: MailDelivery = {}) =>
    recordSentMail(orm, message, { mailId: delivery.mailId, attempts: delivery.attempts ?? 1, transport });
  if (!smtpUrl) {
    return { kind: 'outbox', deliver: (message, delivery) => record(message, 'outbox', delivery) };
  }
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(message, delivery) {
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await record(message, 'smtp', delivery);
    },
  };
}

/** The transport the mail settings choose: SMTP_URL and MAIL_FROM, and no outbox under NODE_ENV=production. */
export function mailTransportFor(
  orm: MikroORM,
  settings: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
): MailTransport {
  return createMailTransport({
    orm,
    smtpUrl: settings.SMTP_URL,
    from: settings.MAIL_FROM,
    production: settings.NODE_ENV === 'production',
  });
}
