import type { SignedIn } from '../context.ts';

/** Permissions on broadcasts, one line per rule of the spec's role table. */

/** Members see who sent a broadcast; visitors see 'TBS Member'. */
export const canSeeBroadcastSender = (auth: SignedIn | undefined): boolean => Boolean(auth);

/**
 * Members read a broadcast's message; visitors its subject only. Nearly every message ends with the sender's
 * signature (name, company, phone), so a message shown to a visitor would unmask the sender (issue 21).
 */
export const canReadBroadcastMessage = (auth: SignedIn | undefined): auth is SignedIn => Boolean(auth);

/**
 * Members search broadcasts by text and company; visitors page through the newest by list and side only. A
 * visitor sees no companies, so a company filter would unmask them; and company names are public in the
 * directory, so a text search for one would single out that company's broadcasts.
 */
export const canSearchBroadcasts = (auth: SignedIn | undefined): boolean => Boolean(auth);

/**
 * How far back a visitor pages: the newest this many broadcasts of a list and side. The spec gives visitors the
 * home page's latest broadcasts and no list of their own (/broadcasts sends them home); the stricter reading
 * keeps the whole archive, a sender's history included, for members.
 */
export const VISITOR_BROADCAST_WINDOW = 100;

/** Members reply to broadcasts, except service-only ones (spec role table: "no Reply"). */
export const canReplyToBroadcast = (auth: SignedIn | undefined): auth is SignedIn =>
  Boolean(auth && !auth.company.isServiceOnly);

/** Members compose, resend and remove their own broadcasts, except service-only ones ("no Compose"). */
export const canComposeBroadcast = (auth: SignedIn | undefined): auth is SignedIn =>
  Boolean(auth && !auth.company.isServiceOnly);

/** The From Favorites and My Broadcasts tabs: members who are not service-only (spec role table). */
export const canUseOwnBroadcastTabs = (auth: SignedIn | undefined): auth is SignedIn =>
  Boolean(auth && !auth.company.isServiceOnly);
