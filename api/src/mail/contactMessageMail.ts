import type { EntityManager } from '@mikro-orm/postgresql';
import { StaffContact } from '@tbs/db';
import type { MailMessageData } from '@tbs/contracts';
import { senderDetails, senderSummary, type MessageSender } from './messageSender.ts';
import { escapeHtml } from '@tbs/rules';
import type { AppSettings } from '../context.ts';

/** One line: line breaks typed into a subject or name would fold into the mail's header. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Where mail for the operator goes: SUPPORT_EMAIL when configured, else the first staff contact of the
 * contact page (the operator's own people, from the database); null when there is neither.
 */
export async function operatorInbox(
  em: EntityManager,
  { SUPPORT_EMAIL }: Pick<AppSettings, 'SUPPORT_EMAIL'>,
): Promise<string | null> {
  if (SUPPORT_EMAIL) return SUPPORT_EMAIL;
  const [first] = await em.find(StaffContact, {}, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: 1 });
  return first?.email ?? null;
}

/** Where the message was written: a company's page (to one of its contacts) or the provider's pages. */
export type MessageOrigin = 'companyContact' | 'servicePage' | 'contactPage';

/** The e-mail of a contact message (sendMailToContact, sendMailToTBS); the sender's address to answer to. */
export function contactMessageMail(props: {
  to: string;
  recipientName: string;
  subject: string;
  message: string;
  sender: MessageSender;
  origin: MessageOrigin;
}): MailMessageData {
  const { to, recipientName, message, sender, origin } = props;
  const subject = oneLine(props.subject);
  const where =
    origin === 'servicePage'
      ? 'the TBS services page'
      : origin === 'contactPage'
        ? 'the TBS contact page'
        : 'your company profile on TBS';
  const who = senderSummary(sender);
  const details = senderDetails(sender);
  const text = [
    `Dear ${recipientName},`,
    '',
    `${who} sent you a message through ${where}:`,
    '',
    `Subject: ${subject}`,
    '',
    message,
    '',
    '--',
    ...details,
    '',
    `To answer, write to ${sender.email}.`,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(recipientName)},</p>`,
    `<p>${escapeHtml(who)} sent you a message through ${escapeHtml(where)}:</p>`,
    `<p><strong>${escapeHtml(subject)}</strong></p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
    '<hr>',
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    `<p>To answer, write to <a href="mailto:${escapeHtml(sender.email)}">${escapeHtml(sender.email)}</a>.</p>`,
  ].join('\n');
  const prefix = origin === 'servicePage' ? '[Services] ' : '';
  return { to, subject: `${prefix}${subject}`, text, html };
}
