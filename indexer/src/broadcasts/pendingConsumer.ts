import pg from 'pg';
import type { Logger } from 'pino';
import { BROADCAST_PENDING_CHANNEL, withDefaultUser, type BroadcastConsumer } from '@tbs/db';
import { NotifiedLoop } from '../notifiedLoop.ts';

/** Pending rows claimed per transaction. */
const BATCH_SIZE = 200;

export interface BroadcastConsumerProps {
  databaseUrl: string;
  consumer: BroadcastConsumer;
  logger: Logger;
  batchSize?: number;
  /**
   * Does the consumer's work for a batch of new broadcasts, inside the transaction that claimed them (use
   * `client` for writes that must commit with the claim). A failure rolls the claim back: the batch is tried
   * again on the next wake, so the work must be idempotent (at-least-once).
   */
  handle(broadcastIds: number[], client: pg.PoolClient): Promise<void>;
}

/** One consumer of the new-broadcast pipeline (db/src/broadcastPipeline.ts), running in the worker. */
export interface BroadcastConsumerLoop {
  /** Claims and handles batches until none is left; the number of broadcasts handled. */
  drainUntilEmpty(): Promise<number>;
  wake(): void;
  close(): Promise<void>;
}

/** Claims a batch of the consumer's pending broadcasts, handles it and commits; how many it claimed. */
async function drainBatch(pool: pg.Pool, props: BroadcastConsumerProps, batchSize: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ broadcast_id: string }>(
      `delete from broadcast_pending where (consumer, broadcast_id) in (
         select consumer, broadcast_id from broadcast_pending where consumer = $1
          order by queued_at, broadcast_id limit $2 for update skip locked)
       returning broadcast_id`,
      [props.consumer, batchSize],
    );
    if (rows.length)
      await props.handle(
        rows.map((row) => Number(row.broadcast_id)).sort((a, b) => a - b),
        client,
      );
    await client.query('commit');
    return rows.length;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Starts a consumer: it drains on NOTIFY broadcast_pending and on a poll until closed. */
export async function startBroadcastConsumer(props: BroadcastConsumerProps): Promise<BroadcastConsumerLoop> {
  const consumer = createBroadcastConsumer(props);
  await consumer.start();
  return consumer;
}

/** A consumer not yet listening (tests call drainUntilEmpty() themselves). */
export function createBroadcastConsumer(
  props: BroadcastConsumerProps,
): BroadcastConsumerLoop & { start(): Promise<void> } {
  const batchSize = props.batchSize ?? BATCH_SIZE;
  const pool = new pg.Pool({ connectionString: withDefaultUser(props.databaseUrl), max: 2 });
  pool.on('error', (error) => props.logger.error({ err: error, consumer: props.consumer }, 'pool error'));
  const drainUntilEmpty = async () => {
    let total = 0;
    for (;;) {
      const claimed = await drainBatch(pool, props, batchSize);
      total += claimed;
      if (claimed < batchSize) return total;
    }
  };
  const loop = new NotifiedLoop({
    databaseUrl: props.databaseUrl,
    channel: BROADCAST_PENDING_CHANNEL,
    logger: props.logger,
    name: `broadcast ${props.consumer}`,
    run: async () => {
      await drainUntilEmpty();
    },
  });
  return {
    start: () => loop.start(),
    drainUntilEmpty,
    wake: () => loop.wake(),
    close: async () => {
      await loop.stop();
      await pool.end();
    },
  };
}
