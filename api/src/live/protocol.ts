import { z } from 'zod';
import { STREAM_ID } from '@tbs/contracts';

export { LIVE_CLOSE, LIVE_PATH, type LiveServerMessage } from '@tbs/rules';

/** The client's hello (LiveHello of @tbs/rules) as the server checks it. */
export const HelloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(200).optional(),
  lastEventId: z.string().regex(STREAM_ID).optional(),
});
export type Hello = z.infer<typeof HelloSchema>;

/** Time to send the hello after the socket opened. */
export const HELLO_TIMEOUT_MS = 10_000;
/** Largest message the server accepts (a hello is about 150 bytes); ws closes with 1009 beyond. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** A catch-up longer than this is answered with refetch: one list reload is cheaper than many events. */
export const MAX_CATCH_UP_EVENTS = 500;
/** Unsent bytes after which a socket is dropped instead of buffering without bound. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
