import type { SignedIn } from '../context.ts';

/** Permissions on broadcasts, one line per rule of the spec's role table. */

/** Members see who sent a broadcast; visitors see 'TBS Member'. */
export const canSeeBroadcastSender = (auth: SignedIn | undefined): boolean => Boolean(auth);
