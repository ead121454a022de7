/**
 * The live socket's messages, as api/src/live/protocol.ts defines them (the socket is not part of the OpenAPI
 * document, so its types are not generated).
 */
export const LIVE_PATH = '/api/live';

export interface LiveHello {
  type: 'hello';
  token?: string;
  lastEventId?: string;
}

export type LiveServerMessage =
  | { type: 'ready'; member: boolean; lastEventId: string }
  | {
      type: 'broadcast';
      id: string;
      broadcastId: number;
      listId: number;
      side: 'WTB' | 'WTS';
      createdAt: string;
    }
  | { type: 'refetch'; lastEventId: string };

/** The server's close code when this member has too many live tabs open. */
export const CLOSE_TOO_MANY = 4429;
/** The server's close code for a hello it could not read: a bug on our side, so retrying soon will not help. */
export const CLOSE_BAD_HELLO = 4400;
