import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';
import { INDEX_WRITE_LOCK } from './postgres/postgresSearchEngine.ts';
import { enqueueTierAnniversaries } from './tierAnniversaries.ts';
import type { DocType, IndexChange, SearchEngine } from './types.ts';

/** Outbox rows claimed per transaction. */
const BATCH_SIZE = 5_000;
/** Fallback poll when a notification is missed (e.g. while the listener reconnects). */
const POLL_MS = 1_000;

export interface OutboxDrainerProps {
  databaseUrl: string;
  engine: SearchEngine;
  logger: Logger;
}

/** Groups claimed outbox rows into one change per document type, ids deduplicated. */
export function changesOf(rows: Array<{ doc_type: DocType; doc_id: string | number }>): IndexChange[] {
  const byType = new Map<DocType, Set<number>>();
  for (const row of rows) {
    const ids = byType.get(row.doc_type) ?? new Set<number>();
    ids.add(Number(row.doc_id));
    byType.set(row.doc_type, ids);
  }
  return [...byType].map(([type, ids]) => ({ type, ids: [...ids] }) as IndexChange);
}

/**
 * Drains index_outbox into the search engine: wakes on NOTIFY 'index_outbox' and polls every second;
 * each batch is claimed (deleted) in a transaction that commits only after the engine took it, so a
 * crash leaves the rows for the next run (at-least-once; applying a change twice is harmless).
 */
export class OutboxDrainer {
  private readonly pool: pg.Pool;
  private listener?: pg.Client;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  /** The UTC day whose tier anniversaries have been queued. */
  private anniversariesDay?: string;

  private readonly props: OutboxDrainerProps;

  constructor(props: OutboxDrainerProps) {
    this.props = props;
    this.pool = new pg.Pool({ connectionString: withDefaultUser(props.databaseUrl), max: 2 });
    this.pool.on('error', (error) => props.logger.error({ err: error }, 'outbox pool error'));
  }

  /** Starts listening and polling; resolves once the listener is connected. */
  async start(): Promise<void> {
    this.stopped = false;
    this.listener = new pg.Client({ connectionString: withDefaultUser(this.props.databaseUrl) });
    this.listener.on('notification', () => this.wake());
    this.listener.on('error', (error) => this.props.logger.warn({ err: error }, 'outbox listener error'));
    await this.listener.connect();
    await this.listener.query('listen index_outbox');
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  /** Runs a drain now, or once more after the running one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainUntilEmpty()
      .then(() => undefined)
      .catch((error: unknown) => this.props.logger.error({ err: error }, 'outbox drain failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
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
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [INDEX_WRITE_LOCK]);
      const { rows } = await client.query<{ doc_type: DocType; doc_id: string }>(
        `delete from index_outbox where id in (
           select id from index_outbox order by id limit $1 for update skip locked)
         returning doc_type, doc_id`,
        [BATCH_SIZE],
      );
      for (const change of changesOf(rows)) await this.props.engine.apply(change);
      await client.query('commit');
      return rows.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Stops listening and polling and waits for the running batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  /** Stops and closes the pool. */
  async close(): Promise<void> {
    await this.stop();
    await this.pool.end();
  }
}

/** Rebuilds the part index when it is empty but parts exist (a freshly seeded or restored database). */
export async function rebuildIfEmpty(
  engine: SearchEngine,
  databaseUrl: string,
  logger: Logger,
): Promise<boolean> {
  if ((await engine.count('part')) > 0) return false;
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from inventory_part limit 1');
    if (!rows.length) return false;
  } finally {
    await client.end();
  }
  logger.info('search index empty: rebuilding parts');
  const report = await engine.rebuild('part');
  logger.info(report, 'search index rebuilt');
  return true;
}
