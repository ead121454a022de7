/**
 * The live socket's messages, shared by the api (api/src/live/) and the web (web/src/live/): the socket is not
 * part of the OpenAPI document, so its types live here instead of being generated.
 */

/** Where browsers open the live socket (same origin as the app; nginx relays it with the Upgrade headers). */
export const LIVE_PATH = '/api/live';

/**
 * The client's first and only message. The session token travels here, not in the URL (URLs end up in access
 * logs and browser history) nor in a header. `lastEventId` is the id of the last event the client saw before
 * it reconnected: the server sends what came after it, or `refetch` when it can no longer tell.
 */
export interface LiveHello {
  type: 'hello';
  token?: string;
  lastEventId?: string;
}

/** What the server sends. */
export type LiveServerMessage =
  | { type: 'ready'; member: boolean; lastEventId: string }
  | {
      type: 'broadcast';
      /** The stream id of the event, to send back as lastEventId after a reconnect. */
      id: string;
      broadcastId: number;
      listId: number;
      side: 'WTB' | 'WTS';
      createdAt: string;
    }
  /** Events were missed that the stream no longer holds: reload the lists, then go on from lastEventId. */
  | { type: 'refetch'; lastEventId: string };

/** Close codes of the live socket (4000-4999 are the application's own). */
export const LIVE_CLOSE = {
  /** The server is stopping: reconnect (another api process answers). */
  goingAway: 1001,
  /** No hello in time, a malformed hello or a second message: a bug on our side, retrying soon will not help. */
  badHello: 4400,
  /**
   * The hello's token has no live session (revoked, expired, idle): the client signs out locally, says so, and
   * connects again as a visitor (as the HTTP calls answer 401 'Your session has ended').
   */
  sessionEnded: 4401,
  /** The contact has LIVE_MAX_SOCKETS_PER_CONTACT sockets open already: back off for long. */
  tooMany: 4429,
  /** The client did not read its messages fast enough (send buffer over the limit). */
  tooSlow: 4408,
} as const;
