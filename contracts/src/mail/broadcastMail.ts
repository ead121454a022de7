import type { Queue } from 'bullmq';
import type { MailMessageData } from './jobs.ts';

/** One edition of a broadcast to one address: the key of its delivery ledger row. */
export interface DeliveryKey {
  broadcastId: number;
  /** The edition as an ISO time (milliseconds), see editionSql. */
  edition: string;
  email: string;
}

/**
 * The jobs of the broadcastMail queue: a mail (a broadcast's Standard mail names its ledger row in `delivery`;
 * a digest mail names none, its ledger is broadcast_digest), or the daily digest run (the worker's
 * broadcasts/digest.ts).
 */
export type BroadcastMailJob =
  { kind: 'send'; message: MailMessageData; delivery?: DeliveryKey } | { kind: 'digest'; day?: string };

/** The broadcastMail queue: broadcast mail never waits behind, nor delays, a password reset. */
export type BroadcastMailQueue = Queue<BroadcastMailJob>;
