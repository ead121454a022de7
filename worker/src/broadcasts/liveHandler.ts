import { Redis } from 'ioredis';
import type { ClientBase } from 'pg';
import type { Logger } from 'pino';
import { RetryLaterError, startBroadcastConsumer } from './pendingConsumer.ts';
import { liveEventFields, liveStreamKey, type LiveBroadcastEvent } from '@tbs/contracts';

export interface LiveHandlerOptions {
  redis: Redis;
  /** REDIS_PREFIX: the stream is `${prefix}:live` (liveStreamKey). */
  prefix: string;
  /** LIVE_STREAM_MAXLEN: about how many events the stream keeps. */
  maxLen: number;
  /** How long to wait for the search index to take the broadcasts before trying the batch again later. */
  indexWaitMs?: number;
}

const INDEX_POLL_MS = 20;

/** The broadcasts are not in the search index yet (the indexer is behind or stopped): announced on a later try. */
export class NotIndexedYetError extends RetryLaterError {
  constructor(count: number) {
    super(`${count} broadcast(s) not in the search index yet; their live event waits`);
    this.name = 'NotIndexedYetError';
  }
}

/**
 * Waits until no index_outbox row names one of the broadcasts: the lists read the search index, so an event
 * sent before the indexer took the broadcast would make the open lists refetch without it. The drainer deletes
 * a row only when the engine holds the document, so no row left means every list query can find it.
 */
async function waitUntilIndexed(client: ClientBase, ids: readonly number[], waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await client.query<{ pending: number }>(
      `select count(*)::int as pending from index_outbox where doc_type = 'broadcast' and doc_id = any($1::bigint[])`,
      [ids],
    );
    if (rows[0]!.pending === 0) return;
    if (Date.now() >= deadline) throw new NotIndexedYetError(rows[0]!.pending);
    await new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS));
  }
}

/**
 * The 'live' consumer of the new-broadcast pipeline: appends one event per broadcast to the live stream, which
 * every api process reads, once the search index holds them. At least once: a handler run again after a failed
 * commit appends the event again, and a client only refetches its list once more. A broadcast removed before it
 * was announced is skipped.
 */
export function createLiveHandler(options: LiveHandlerOptions) {
  const key = liveStreamKey(options.prefix);
  const { maxLen } = options;
  return async (broadcastIds: readonly number[], client: ClientBase): Promise<void> => {
    if (broadcastIds.length === 0) return;
    await waitUntilIndexed(client, broadcastIds, options.indexWaitMs ?? 5000);
    const { rows } = await client.query<{ id: string; list_id: number; side: 'WTB' | 'WTS'; at: Date }>(
      `select id, list_id, side, coalesce(resent_at, created_at) as at
         from broadcast where id = any($1::bigint[]) and deleted_at is null
        order by at, id`,
      [broadcastIds],
    );
    if (rows.length === 0) return;
    const pipeline = options.redis.pipeline();
    for (const row of rows) {
      const event: LiveBroadcastEvent = {
        broadcastId: Number(row.id),
        listId: row.list_id,
        side: row.side,
        createdAt: row.at.toISOString(),
      };
      // '~': Redis trims whole macro nodes, so the stream holds at least maxLen events and trimming stays cheap.
      pipeline.xadd(key, 'MAXLEN', '~', maxLen, '*', ...liveEventFields(event));
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    // Thrown, the pending rows stay claimed by nobody and are handled again.
    if (failed) throw failed[0]!;
  };
}

/** The worker's 'live' consumer: new broadcasts to the live stream, woken by the pipeline's NOTIFY. */
export async function startLiveBroadcasts(props: {
  databaseUrl: string;
  logger: Logger;
  redisUrl: string;
  prefix: string;
  maxLen: number;
}): Promise<{ close(): Promise<void> }> {
  const redis = new Redis(props.redisUrl, { maxRetriesPerRequest: 3 });
  const consumer = await startBroadcastConsumer({
    databaseUrl: props.databaseUrl,
    consumer: 'live',
    logger: props.logger,
    handle: createLiveHandler({ redis, prefix: props.prefix, maxLen: props.maxLen }),
  });
  return {
    async close() {
      await consumer.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
