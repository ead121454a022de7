import { Redis } from 'ioredis';
import type { ClientBase } from 'pg';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import { startBroadcastConsumer } from './pendingConsumer.ts';
import { liveEventFields, liveStreamKey, type LiveBroadcastEvent } from './liveStream.ts';

export interface LiveHandlerOptions {
  redis: Redis;
  /** Defaults to config().REDIS_PREFIX. */
  prefix?: string;
  /** Defaults to config().LIVE_STREAM_MAXLEN. */
  maxLen?: number;
}

/**
 * The 'live' consumer of the new-broadcast pipeline: appends one event per broadcast to the live stream, which
 * every api process reads. At least once: a handler run again after a failed commit appends the event again,
 * and a client only refetches its list once more. A broadcast removed before it was announced is skipped.
 */
export function createLiveHandler(options: LiveHandlerOptions) {
  const key = liveStreamKey(options.prefix);
  const maxLen = options.maxLen ?? config().LIVE_STREAM_MAXLEN;
  return async (broadcastIds: readonly number[], client: ClientBase): Promise<void> => {
    if (broadcastIds.length === 0) return;
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
  redisUrl?: string;
}): Promise<{ close(): Promise<void> }> {
  const redis = new Redis(props.redisUrl ?? config().REDIS_URL, { maxRetriesPerRequest: 3 });
  const consumer = await startBroadcastConsumer({
    databaseUrl: props.databaseUrl,
    consumer: 'live',
    logger: props.logger,
    handle: createLiveHandler({ redis }),
  });
  return {
    async close() {
      await consumer.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
