import type { ClientBase } from 'pg';

/**
 * What happens to a new broadcast after its insert, each done by the worker on its own: mailing it to the
 * list's subscribers, matching it against saved searches, announcing it to open lists, embedding it for the
 * AI possible matches. An insert into broadcast queues one broadcast_pending row per consumer (trigger of
 * Migration20261123170000BroadcastPipeline, 'embedding' since Migration20261128211000BroadcastEmbedding).
 */
export const BROADCAST_CONSUMERS = ['delivery', 'savedSearch', 'live', 'embedding'] as const;
export type BroadcastConsumer = (typeof BROADCAST_CONSUMERS)[number];

/** The channel the pipeline NOTIFYs; the worker's consumers LISTEN on it. */
export const BROADCAST_PENDING_CHANNEL = 'broadcast_pending';

/** A MikroORM EntityManager (`?` placeholders) or a pg client (`$1`): the api writes through the one, tests the other. */
type Executor = ClientBase | { execute(sql: string, params: unknown[]): Promise<unknown> };

/**
 * Queues a broadcast again (a resend) for the given consumers and wakes the worker, in one statement; call it
 * inside the transaction that marks the resend.
 */
export async function requeueBroadcast(
  db: Executor,
  broadcastId: number,
  consumers: readonly BroadcastConsumer[] = BROADCAST_CONSUMERS,
): Promise<void> {
  // The consumers are our own constants (checked), so they are written into the text: no array parameter,
  // whose binding differs between the two executors.
  const names = consumers.filter((name) => BROADCAST_CONSUMERS.includes(name)).map((name) => `'${name}'`);
  const statement = (id: string) =>
    `with queued as (
       insert into broadcast_pending (consumer, broadcast_id) select consumer, ${id}::bigint
         from unnest(array[${names.join(', ')}]::text[]) as consumer
       on conflict (consumer, broadcast_id) do update
         set queued_at = now(), attempts = 0, retry_at = null, last_error = null)
     select pg_notify('${BROADCAST_PENDING_CHANNEL}', '')`;
  if ('execute' in db) await db.execute(statement('?'), [broadcastId]);
  else await db.query(statement('$1'), [broadcastId]);
}
