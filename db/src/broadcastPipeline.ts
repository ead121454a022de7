import type { ClientBase } from 'pg';

/**
 * What happens to a new broadcast after its insert, each done by the worker on its own: mailing it to the
 * list's subscribers, matching it against saved searches, announcing it to open lists. An insert into
 * broadcast queues one broadcast_pending row per consumer (trigger of Migration20261123170000BroadcastPipeline).
 */
export const BROADCAST_CONSUMERS = ['delivery', 'savedSearch', 'live'] as const;
export type BroadcastConsumer = (typeof BROADCAST_CONSUMERS)[number];

/** The channel the pipeline NOTIFYs; the worker's consumers LISTEN on it. */
export const BROADCAST_PENDING_CHANNEL = 'broadcast_pending';

/**
 * Queues a broadcast again (a resend) for the given consumers and wakes the worker; call it inside the
 * transaction that marks the resend.
 */
export async function requeueBroadcast(
  client: ClientBase,
  broadcastId: number,
  consumers: readonly BroadcastConsumer[] = BROADCAST_CONSUMERS,
): Promise<void> {
  await client.query(
    `insert into broadcast_pending (consumer, broadcast_id) select unnest($1::text[]), $2
     on conflict (consumer, broadcast_id) do update set queued_at = now()`,
    [consumers, broadcastId],
  );
  await client.query('select pg_notify($1, $2)', [BROADCAST_PENDING_CHANNEL, '']);
}
