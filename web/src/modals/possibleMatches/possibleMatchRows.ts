import type { PossibleMatch, PossibleMatchesPayload } from '../../queries/possibleMatches.ts';

/** Possible matches per method the modal shows (spec section 9). */
export const MAX_MATCHES_PER_METHOD = 10;

/** A row of the possible matches modal. */
export interface PossibleMatchRow {
  broadcastId: number;
  /** The broadcast page, opened in a new tab. */
  href: string;
  subject: string;
  side: string;
  companyName: string;
  date: string;
  /** '87%'. */
  similarity: string;
}

/** The rows of one method: best first as the server ranks them, at most 10, similarity as a percentage. */
export function possibleMatchRows(results: readonly PossibleMatch[]): PossibleMatchRow[] {
  return results.slice(0, MAX_MATCHES_PER_METHOD).map((match) => ({
    broadcastId: match.broadcastId,
    href: `/broadcasts/${match.broadcastId}`,
    subject: match.broadcast.subject,
    side: match.broadcast.side,
    companyName: match.broadcast.company.name,
    date: match.broadcast.date,
    similarity: `${Math.round(Math.min(100, Math.max(0, match.similarity)))}%`,
  }));
}

/** What a method's part of the modal says instead of rows (null when it has rows to show). */
export function methodNotice(answer: PossibleMatchesPayload | undefined, failed: boolean): string | null {
  // Spec: a failed fetch counts as no results.
  if (failed || !answer) return failed ? 'No possible matches found.' : null;
  if (!answer.available) return 'Not available yet.';
  return answer.results.length ? null : 'No possible matches found.';
}

/** Who opens the modal, as the stored user says. */
export interface MatchesViewer {
  /** possibleMatchesDisabled: "Don't show these possible broadcast matches again" or the profile's toggle. */
  disabled: boolean;
  /** Service-only members have no possible matches (spec role table). */
  serviceOnly: boolean;
}

/**
 * The modal stays shut for service-only members, and after sending for a member who turned possible matches
 * off; asked for from the own-broadcasts menu it opens for the latter.
 */
export function staysShut(
  viewer: MatchesViewer,
  isFromOwnBroadcasts: boolean,
  answer?: PossibleMatchesPayload,
) {
  if (viewer.serviceOnly) return true;
  if (isFromOwnBroadcasts) return false;
  return viewer.disabled || Boolean(answer?.disabled);
}
