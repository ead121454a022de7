import type { SignedIn } from '../context.ts';

/** Possible matches are for members who are not service-only (spec role table: "no ... possible matches"). */
export const canUsePossibleMatches = (auth: SignedIn): boolean => !auth.company.isServiceOnly;

/**
 * Only the sender sees a broadcast's possible matches (the own-broadcasts menu is the owner's alone, and the
 * modal after sending is the sender's); the stricter of "sender" and "sender's company".
 */
export const canSeePossibleMatchesOf = (auth: SignedIn, broadcast: { contact: { id: number } }): boolean =>
  broadcast.contact.id === auth.contact.id;
