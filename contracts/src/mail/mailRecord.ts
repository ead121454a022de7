import type { MailMessageData } from './jobs.ts';

/** How a mail left: through the SMTP server, or into the development outbox (no SMTP_URL). */
export type TransportKind = 'smtp' | 'outbox';

/** NUL and unpaired surrogates: PostgreSQL stores neither in text, so a record of the mail would fail too. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as the database can keep it (the mail record must never be what fails), cut to `max`. */
export function storableText(text: string, max?: number): string {
  const clean = text.replace(UNSTORABLE, '\uFFFD');
  return max === undefined ? clean : clean.slice(0, max);
}

/** A mail's fields as its mail_message row keeps them. */
export const recordFields = (message: MailMessageData) => ({
  to: storableText(message.to, 1000),
  subject: storableText(message.subject, 300),
  text: storableText(message.text),
  html: message.html === undefined ? null : storableText(message.html),
});
