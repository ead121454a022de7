/** A piece of a broadcast's message: plain text, or a link with the address it opens. */
export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses, www. addresses and e-mail addresses; nothing else becomes a link (javascript:, data:...).
const LINK = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
// Punctuation that ends a sentence more often than an address.
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The href of a matched address, or null when it is not an address we open. */
function hrefOf(match: string): string | null {
  if (/^https?:\/\//i.test(match)) return safeHttpUrl(match);
  if (/^www\./i.test(match)) return safeHttpUrl(`https://${match}`);
  return /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(match) ? `mailto:${match}` : null;
}

function safeHttpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a plain-text message into text and links, for rendering as React nodes (never as HTML): markup in a
 * message stays text, and only http(s), www. and e-mail addresses become links.
 */
export function linkifyMessage(message: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let cursor = 0;
  for (const match of message.matchAll(LINK)) {
    const start = match.index;
    const found = match[0];
    const trailing = TRAILING.exec(found)?.[0] ?? '';
    const address = found.slice(0, found.length - trailing.length);
    const href = address ? hrefOf(address) : null;
    pushText(message.slice(cursor, start));
    if (href) segments.push({ kind: 'link', text: address, href });
    else pushText(address);
    pushText(trailing);
    cursor = start + found.length;
  }
  pushText(message.slice(cursor));
  return segments;
}
