import type { MailMessageData } from '@tbs/contracts';
import { broadcastLink } from './deliveryMail.ts';
import { escapeHtml } from '@tbs/rules';

/** A new broadcast as a saved-search mail shows it, with the saved searches of the recipient it matched. */
export interface SavedSearchHitFacts {
  broadcastId: number;
  side: string;
  subject: string;
  message: string;
  listName: string;
  companyName: string;
  /** The queries of the recipient's saved searches that it matched. */
  queries: string[];
}

const EXCERPT = 300;
const excerpt = (message: string) =>
  message.length > EXCERPT ? `${message.slice(0, EXCERPT).trimEnd()}...` : message;

/** Where members see and change their saved searches: the Saved Searches tab of /broadcasts. */
export const savedSearchesLink = (publicUrl: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/broadcasts?tab=2`;

const quoted = (queries: string[]) => queries.map((query) => `"${query}"`).join(', ');

const hitLines = (hit: SavedSearchHitFacts, publicUrl: string) => [
  `${hit.side} ${hit.subject}`,
  `${hit.companyName}, ${hit.listName}`,
  excerpt(hit.message),
  broadcastLink(publicUrl, hit.broadcastId),
];

const hitHtml = (hit: SavedSearchHitFacts, publicUrl: string) =>
  `<p><a href="${escapeHtml(broadcastLink(publicUrl, hit.broadcastId))}">${escapeHtml(
    `${hit.side} ${hit.subject}`,
  )}</a><br>${escapeHtml(`${hit.companyName}, ${hit.listName}`)}<br>` +
  `<span style="white-space: pre-wrap">${escapeHtml(excerpt(hit.message))}</span></p>`;

/** The immediate alert: one new broadcast and the saved searches it matched. */
export function savedSearchAlertMail(
  to: string,
  hit: SavedSearchHitFacts,
  publicUrl: string,
): MailMessageData {
  const intro = `A new broadcast matches your saved search ${quoted(hit.queries)}:`;
  const manage = savedSearchesLink(publicUrl);
  const text = [
    intro,
    '',
    ...hitLines(hit, publicUrl),
    '',
    `Your saved searches: ${manage}`,
    '',
    'TBS broadcasts',
  ];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    hitHtml(hit, publicUrl),
    `<p><a href="${escapeHtml(manage)}">Your saved searches</a></p>`,
  ];
  return {
    to,
    subject: `Saved search ${quoted(hit.queries)}: ${hit.side} ${hit.subject}`.slice(0, 250),
    text: text.join('\n'),
    html: html.join('\n'),
  };
}

/** A digest shows the newest hits up to this many (a mail of thousands of broadcasts helps no one). */
export const DIGEST_MAX_SHOWN = 200;

/** The daily digest of a contact's saved-search hits, oldest first. */
export function savedSearchDigestMail(
  to: string,
  day: string,
  hits: SavedSearchHitFacts[],
  publicUrl: string,
): MailMessageData {
  const count = hits.length;
  const noun = count === 1 ? 'broadcast' : 'broadcasts';
  const intro = `${count} new ${noun} matched your saved searches:`;
  const manage = savedSearchesLink(publicUrl);
  const shown = hits.slice(-DIGEST_MAX_SHOWN);
  const more = count > shown.length ? [`... and ${count - shown.length} earlier ones.`] : [];
  const text = [
    intro,
    ...shown.flatMap((hit) => ['', `Saved search ${quoted(hit.queries)}`, ...hitLines(hit, publicUrl)]),
    ...more.flatMap((line) => ['', line]),
    '',
    `Your saved searches: ${manage}`,
    '',
    'TBS broadcasts',
  ];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...shown.map(
      (hit) => `<p><b>${escapeHtml(`Saved search ${quoted(hit.queries)}`)}</b></p>${hitHtml(hit, publicUrl)}`,
    ),
    ...more.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(manage)}">Your saved searches</a></p>`,
  ];
  return {
    to,
    subject: `TBS saved searches ${day}: ${count} new ${noun}`,
    text: text.join('\n'),
    html: html.join('\n'),
  };
}
