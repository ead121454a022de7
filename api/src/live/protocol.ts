import { z } from 'zod';
import { STREAM_ID } from '@tbs/indexer/broadcasts/liveStream';

/** Where browsers open the live socket (same origin as the app; nginx relays it with the Upgrade headers). */
export const LIVE_PATH = '/api/live';

/**
 * The client's first and only message. The session token travels here, not in the URL (URLs end up in access
 * logs and browser history) nor in a header. `lastEventId` is the id of the last event the client saw before
 * it reconnected: the server sends what came after it, or `refetch` when it can no longer tell.
 */
export const HelloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(200).optional(),
  lastEventId: z.string().regex(STREAM_ID).optional(),
});
export type Hello = z.infer<typeof HelloSchema>;

/** What the server sends; web/src/live/protocol.ts mirrors it. */
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
  /** No hello within HELLO_TIMEOUT_MS, a malformed hello or a second message. */
  badHello: 4400,
  /** The contact has LIVE_MAX_SOCKETS_PER_CONTACT sockets open already: back off for long. */
  tooMany: 4429,
  /** The client did not read its messages fast enough (send buffer over the limit). */
  tooSlow: 4408,
} as const;

/** Time to send the hello after the socket opened. */
export const HELLO_TIMEOUT_MS = 10_000;
/** Largest message the server accepts (a hello is about 150 bytes); ws closes with 1009 beyond. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** A catch-up longer than this is answered with refetch: one list reload is cheaper than many events. */
export const MAX_CATCH_UP_EVENTS = 500;
/** Unsent bytes after which a socket is dropped instead of buffering without bound. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
