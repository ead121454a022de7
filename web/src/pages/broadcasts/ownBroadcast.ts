import type { BroadcastSummary } from '../../api/types.ts';

/** True when the viewer sent the broadcast: the server's isOwn when it sends one, else the sending contact. */
export function isOwnBroadcast(broadcast: BroadcastSummary, viewerEmail: string | null): boolean {
  const flagged = (broadcast as { isOwn?: number | boolean }).isOwn;
  if (flagged !== undefined) return flagged === true || flagged === 1;
  return Boolean(viewerEmail && broadcast.contact?.email.toLowerCase() === viewerEmail.toLowerCase());
}

const RESEND_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Whether the own menu offers a resend: the server's isOkToResend when the row carries it, else older than 3
 * days (spec part 1, section 4); the server refuses a resend that is too early either way.
 */
export function isOkToResend(broadcast: BroadcastSummary, now = Date.now()): boolean {
  const flagged = (broadcast as { isOkToResend?: number | boolean }).isOkToResend;
  if (flagged !== undefined) return flagged === true || flagged === 1;
  return now - Date.parse(broadcast.date) > RESEND_AFTER_MS;
}
