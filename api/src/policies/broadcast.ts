import type { SignedIn } from '../context.ts';

/** Permissions on broadcasts, one line per rule of the spec's role table. */

/** Members see who sent a broadcast; visitors see 'TBS Member'. */
export const canSeeBroadcastSender = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** Members reply to broadcasts, except service-only ones (spec role table: "no Reply"). */
export const canReplyToBroadcast = (auth: SignedIn | undefined): auth is SignedIn =>
  Boolean(auth && !auth.company.isServiceOnly);

/** Members compose, resend and remove their own broadcasts, except service-only ones ("no Compose"). */
export const canComposeBroadcast = (auth: SignedIn | undefined): auth is SignedIn =>
  Boolean(auth && !auth.company.isServiceOnly);

/** Members filter broadcasts by company; a visitor sees no companies, so a company filter would unmask them. */
export const canFilterBroadcastsByCompany = (auth: SignedIn | undefined): auth is SignedIn => Boolean(auth);

/** The From Favorites and My Broadcasts tabs: members who are not service-only (spec role table). */
export const canUseOwnBroadcastTabs = (auth: SignedIn | undefined): auth is SignedIn =>
  Boolean(auth && !auth.company.isServiceOnly);
