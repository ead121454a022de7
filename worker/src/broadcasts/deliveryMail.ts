import type { MailMessageData } from '@tbs/contracts';
import { escapeHtml } from '@tbs/rules';

/** What a broadcast mail shows: the broadcast, its sender's company and the list it went to. */
export interface BroadcastMailFacts {
  id: number;
  side: string;
  subject: string;
  message: string;
  listName: string;
  companyName: string;
  fromEmail: string;
}

/** The page of a broadcast in the web app. */
export const broadcastLink = (publicUrl: string, id: number): string =>
  `${publicUrl.replace(/\/+$/, '')}/broadcasts/${id}`;

/**
 * The Standard mail of one broadcast: its subject, then the message as the sender wrote it (plain text; the
 * html part escapes it), the sender's company and address (members reply to it), and the link to its page.
 */
export function broadcastMail(to: string, broadcast: BroadcastMailFacts, publicUrl: string): MailMessageData {
  const link = broadcastLink(publicUrl, broadcast.id);
  const from = `${broadcast.side} from ${broadcast.companyName} (${broadcast.fromEmail}) on the ${broadcast.listName} list`;
  const text = [from, '', broadcast.message, '', `View and reply: ${link}`, '', 'TBS broadcasts'].join('\n');
  const html = [
    `<p>${escapeHtml(from)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(broadcast.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">View and reply</a></p>`,
    '<p>TBS broadcasts</p>',
  ].join('\n');
  return { to, subject: broadcast.subject, text, html };
}

/** Messages are cut in the digest; the whole text is one click away. */
const DIGEST_EXCERPT = 300;
const excerpt = (message: string) =>
  message.length > DIGEST_EXCERPT ? `${message.slice(0, DIGEST_EXCERPT).trimEnd()}...` : message;

/** The daily digest of one address: every broadcast it is due, oldest first, each with its link. */
export function digestMail(
  to: string,
  day: string,
  broadcasts: BroadcastMailFacts[],
  publicUrl: string,
): MailMessageData {
  const count = broadcasts.length;
  const subject = `TBS broadcast digest ${day}: ${count} ${count === 1 ? 'broadcast' : 'broadcasts'}`;
  const text = [
    `Your daily digest of ${count} ${count === 1 ? 'broadcast' : 'broadcasts'}:`,
    ...broadcasts.flatMap((broadcast) => [
      '',
      `${broadcast.side} ${broadcast.subject}`,
      `${broadcast.companyName}, ${broadcast.listName}`,
      excerpt(broadcast.message),
      broadcastLink(publicUrl, broadcast.id),
    ]),
    '',
    'Change how you receive each list on the Broadcast settings page.',
    '',
    'TBS broadcasts',
  ].join('\n');
  const html = [
    `<p>Your daily digest of ${count} ${count === 1 ? 'broadcast' : 'broadcasts'}:</p>`,
    ...broadcasts.map(
      (broadcast) =>
        `<p><a href="${escapeHtml(broadcastLink(publicUrl, broadcast.id))}">${escapeHtml(
          `${broadcast.side} ${broadcast.subject}`,
        )}</a><br>${escapeHtml(`${broadcast.companyName}, ${broadcast.listName}`)}<br>` +
        `<span style="white-space: pre-wrap">${escapeHtml(excerpt(broadcast.message))}</span></p>`,
    ),
    `<p><a href="${escapeHtml(`${publicUrl.replace(/\/+$/, '')}/broadcast-settings`)}">Broadcast settings</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}
