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
  /** The wait before a failed broadcast's next try, by its failed attempts (tests: 0). */
  retryDelaySeconds?: (attempts: number) => number;
}

/** One consumer of the new-broadcast pipeline (db/src/broadcastPipeline.ts), running in the worker. */
export interface BroadcastConsumerLoop {
  /** Claims and handles batches until none is left; the number of broadcasts handled. */
  drainUntilEmpty(): Promise<number>;
  wake(): void;
  close(): Promise<void>;
}

/**
 * A batch that cannot be handled yet, through no fault of its broadcasts (the live handler waits for the search
 * index): its claim is rolled back and the whole batch is tried again on the next wake, with no backoff and
 * no failed attempt counted.
 */
export class RetryLaterError extends Error {}

/** Seconds before a failed broadcast's next try: 2, 4, 8 ... up to 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts, 600);
}

/**
 * Claims up to `limit` of the consumer's due pending broadcasts (only `onlyId` when given), handles them and
 * commits; how many it claimed. A failure rolls the claim back and throws.
 */
async function claimAndHandle(
  pool: pg.Pool,
  props: BroadcastConsumerProps,
  limit: number,
  onlyId?: number,
): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ broadcast_id: string }>(
      `delete from broadcast_pending where (consumer, broadcast_id) in (
         select consumer, broadcast_id from broadcast_pending
          where consumer = $1 and (retry_at is null or retry_at <= now()) and ($3::bigint is null or broadcast_id = $3)
          order by queued_at, broadcast_id limit $2 for update skip locked)
       returning broadcast_id`,
      [props.consumer, limit, onlyId ?? null],
    );
    const ids = rows.map((row) => Number(row.broadcast_id)).sort((a, b) => a - b);
    if (ids.length) await props.handle(ids, client);
    await client.query('commit');
    return ids;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Puts a broadcast that failed back to wait, with its error, and logs it for staff. */
async function deferFailed(pool: pg.Pool, props: BroadcastConsumerProps, id: number, error: unknown) {
  const { rows } = await pool.query<{ attempts: number }>(
    'select attempts from broadcast_pending where consumer = $1 and broadcast_id = $2',
    [props.consumer, id],
  );
  if (!rows[0]) return;
  const attempts = rows[0].attempts + 1;
  const delay = (props.retryDelaySeconds ?? retryDelaySeconds)(attempts);
  const message = error instanceof Error ? error.message : String(error);
  await pool.query(
    `update broadcast_pending set attempts = $3, last_error = left($4, 2000),
            retry_at = now() + make_interval(secs => $5::double precision)
      where consumer = $1 and broadcast_id = $2`,
    [props.consumer, id, attempts, message, delay],
  );
  props.logger.error(
    { err: error, consumer: props.consumer, broadcastId: id, attempts, retryInSeconds: delay },
    'broadcast consumer failed; retried later',
  );
}

/**
 * Claims a batch and handles it. When the batch fails, each of its broadcasts is tried on its own, so one
 * that keeps failing (a poison row) waits with a growing delay while every other goes through. Returns how
 * many were claimed (handled or deferred).
 */
async function drainBatch(pool: pg.Pool, props: BroadcastConsumerProps, batchSize: number): Promise<number> {
  const { rows } = await pool.query<{ broadcast_id: string }>(
    `select broadcast_id from broadcast_pending where consumer = $1 and (retry_at is null or retry_at <= now())
      order by queued_at, broadcast_id limit $2`,
    [props.consumer, batchSize],
  );
  if (!rows.length) return 0;
  try {
    return (await claimAndHandle(pool, props, batchSize)).length;
  } catch (batchError) {
    if (batchError instanceof RetryLaterError) throw batchError;
    const ids = rows.map((row) => Number(row.broadcast_id));
    if (ids.length === 1) {
      await deferFailed(pool, props, ids[0]!, batchError);
      return 1;
    }
    for (const id of ids) {
      try {
        await claimAndHandle(pool, props, 1, id);
      } catch (error) {
        if (error instanceof RetryLaterError) throw error;
        await deferFailed(pool, props, id, error);
      }
    }
    return ids.length;
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
