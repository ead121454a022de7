import { forgetViewerData, queryClient } from '../api/queryClient.ts';
import { useSession } from '../stores/session.ts';
import { notifyError } from '../stores/snackbars.ts';

const UNAUTHORIZED = 401;

/** The server's answer to a token whose session ended: `{status: 401, payload: {sessionEnded: true}}`. */
export function isSessionEndedAnswer(body: { status: number; payload?: unknown }): boolean {
  if (body.status !== UNAUTHORIZED || typeof body.payload !== 'object' || body.payload === null) return false;
  return (body.payload as { sessionEnded?: unknown }).sessionEnded === true;
}

/**
 * Signs the member out in this browser after the server said their session ended (revoked, expired, signed out
 * elsewhere): forgets the user and what was fetched for them, and says so. Only while `deadToken` is still the
 * stored one, so the many calls refused together say it once, and a call from before a new sign-in ends nothing.
 */
export function endSessionLocally(deadToken: string): void {
  const session = useSession.getState();
  if (session.token !== deadToken) return;
  session.signOut();
  forgetViewerData(queryClient);
  notifyError('Your session has ended', 'Please sign in again to continue as a member.');
}
