import pg from 'pg';
import type { Logger } from 'pino';
import { ADVISORY_LOCKS, OUTBOX_CHANNEL, withDefaultUser, type OutboxKind } from '@tbs/db';
import { inBatchTransaction } from '../batchTransaction.ts';
import { NotifiedLoop } from '../notifiedLoop.ts';
import type { SearchWriter } from '@tbs/search';
import { applyChange, changesOf } from './applyChange.ts';
import { enqueueTierAnniversaries } from './tierAnniversaries.ts';

/** Outbox rows claimed per transaction. */
const BATCH_SIZE = 5_000;
/** Fallback poll when a notification is missed (e.g. while the listener reconnects). */
const POLL_MS = 1_000;

export interface OutboxDrainerProps {
  databaseUrl: string;
  /** The write side of the configured engine. */
  writer: SearchWriter;
  logger: Logger;
}

/**
 * Drains index_outbox into the search index: wakes on NOTIFY and polls every second; each batch is claimed
 * (deleted) in a transaction that commits only after the engine took its documents, so a crash leaves the
 * rows for the next run (at-least-once; applying a change twice is harmless). Engine-neutral: documents are
 * read from the database here and handed to the writer.
 */
export class OutboxDrainer {
  private readonly pool: pg.Pool;
  private readonly loop: NotifiedLoop;
  /** The UTC day whose tier anniversaries have been queued. */
  private anniversariesDay?: string;

  private readonly props: OutboxDrainerProps;

  constructor(props: OutboxDrainerProps) {
    this.props = props;
    // One connection claims a batch, the other reads its documents.
    this.pool = new pg.Pool({ connectionString: withDefaultUser(props.databaseUrl), max: 2 });
    this.pool.on('error', (error) => props.logger.error({ err: error }, 'outbox pool error'));
    this.loop = new NotifiedLoop({
      databaseUrl: props.databaseUrl,
      channel: OUTBOX_CHANNEL,
      logger: props.logger,
      name: 'index outbox',
      pollMs: POLL_MS,
      run: async () => {
        await this.drainUntilEmpty();
      },
    });
  }

  /** Starts listening and polling; resolves once the listener is connected. */
  start(): Promise<void> {
    return this.loop.start();
  }

  /** Runs a drain now, or once more after the running one. */
  wake(): void {
    this.loop.wake();
  }

  /** Drains batches until the outbox is empty; returns the number of rows applied. */
  async drainUntilEmpty(): Promise<number> {
    await this.queueAnniversariesOncePerDay();
    let total = 0;
    for (;;) {
      const claimed = await this.drainBatch();
      total += claimed;
      if (claimed < BATCH_SIZE) return total;
    }
  }

  /** Tiers change with time alone: once per UTC day, re-derive the companies reaching a new tier. */
  private async queueAnniversariesOncePerDay(): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    if (this.anniversariesDay === day) return;
    const client = await this.pool.connect();
    try {
      const queued = await enqueueTierAnniversaries(client);
      if (queued) this.props.logger.info({ queued }, 'tier anniversaries queued for reindexing');
      this.anniversariesDay = day;
    } finally {
      client.release();
    }
  }

  /** Claims one batch, applies it to the engine, commits; returns how many rows it claimed. */
  async drainBatch(): Promise<number> {
    return inBatchTransaction(this.pool, this.props.logger, 'index outbox', async (client) => {
      await client.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.searchIndexWrite]);
      const { rows } = await client.query<{ doc_type: OutboxKind; doc_id: string }>(
        `delete from index_outbox where id in (
           select id from index_outbox order by id limit $1 for update skip locked)
         returning doc_type, doc_id`,
        [BATCH_SIZE],
      );
      for (const change of changesOf(rows)) await applyChange(change, this.pool, this.props.writer);
      return rows.length;
    });
  }

  /** Stops listening and polling and waits for the running batch. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Stops and closes the pool. */
  async close(): Promise<void> {
    await this.stop();
    await this.pool.end();
  }
}
