import { defineEntity, p } from '@mikro-orm/core';
import { Broadcast } from './broadcast.ts';

export const DELIVERY_KINDS = ['standard', 'digest'] as const;

/**
 * The delivery ledger (written by the worker's delivery consumer, read by the mail jobs): one row per
 * broadcast edition and address. The edition is the broadcast's send time (its resend time after a resend),
 * so a resend delivers again while a re-run of the same edition finds every address already served.
 */
export const BroadcastDelivery = defineEntity({
  name: 'BroadcastDelivery',
  properties: {
    broadcast: () => p.manyToOne(Broadcast).primary().deleteRule('cascade'),
    edition: p.datetime().primary(),
    email: p.string().length(254).primary(),
    kind: p.enum(DELIVERY_KINDS),
    queuedAt: p.datetime().defaultRaw('now()'),
    /** Standard: when the mail went out. Digest: when the row was taken into its address's digest. */
    sentAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'broadcast_delivery_digest_idx',
      expression: `create index broadcast_delivery_digest_idx on broadcast_delivery (email, queued_at) where kind = 'digest' and sent_at is null`,
    },
  ],
});

/** One digest mail per address and day: the ledger that keeps a second digest run from mailing again. */
export const BroadcastDigest = defineEntity({
  name: 'BroadcastDigest',
  properties: {
    email: p.string().length(254).primary(),
    day: p.date().primary(),
    broadcastCount: p.integer(),
    queuedAt: p.datetime().defaultRaw('now()'),
  },
});
