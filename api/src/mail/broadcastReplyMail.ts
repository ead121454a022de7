import type { MailMessageData } from '@tbs/contracts';
import { escapeHtml } from '@tbs/rules';

/** Who answers a broadcast: the signed-in member, as our records know them (never as the form says). */
export interface BroadcastReplier {
  name: string;
  email: string;
  companyName: string;
  address: string | null;
  country: string | null;
}

/** The e-mail that carries a member's reply to the sender of a broadcast. */
export function broadcastReplyMail(props: {
  to: string;
  broadcastSubject: string;
  subject: string;
  body: string;
  replier: BroadcastReplier;
}): MailMessageData {
  const { to, broadcastSubject, subject, body, replier } = props;
  const location = [replier.address, replier.country].filter(Boolean).join(', ');
  const sender = [
    `Name: ${replier.name}`,
    `Company: ${replier.companyName}`,
    ...(location ? [`Address: ${location}`] : []),
    `Reply to: ${replier.email}`,
  ];
  const text = [
    `${replier.name} of ${replier.companyName} replied to your broadcast "${broadcastSubject}" on TBS:`,
    '',
    body,
    '',
    '--',
    ...sender,
    '',
    `To answer, write to ${replier.email}.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(replier.name)} of ${escapeHtml(replier.companyName)} replied to your broadcast ` +
      `&quot;${escapeHtml(broadcastSubject)}&quot; on TBS:</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(body)}</p>`,
    '<hr>',
    `<p>${sender.map(escapeHtml).join('<br>')}</p>`,
    `<p>To answer, write to <a href="mailto:${escapeHtml(replier.email)}">${escapeHtml(replier.email)}</a>.</p>`,
  ].join('\n');
  // A subject is one line: line breaks typed into it would fold into the mail's header.
  return { to, subject: subject.replace(/\s+/g, ' ').trim(), text, html };
}
