import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';
import {
  broadcastEmbeddingText,
  loadEmbeddingModel,
  vectorFromBytes,
  type EmbeddedBroadcastFields,
  type Embedder,
  type EmbeddingModel,
} from '@tbs/models';
import { POSSIBLE_MATCHES_DAYS, POSSIBLE_MATCHES_LIMIT, type PossibleMatch } from './possibleMatches.ts';
import { BroadcastIndex } from './broadcastIndex.ts';
import { AiStockMatches } from './aiStockMatches.ts';

/** The broadcast whose AI matches are asked for. */
export interface AiMatchSource extends EmbeddedBroadcastFields {
  id: number;
  side: 'WTB' | 'WTS';
}

/** The AI method's answer: no model (logged once at load), or its matches. */
export type AiMatchesAnswer = { available: false } | { available: true; matches: PossibleMatch[] };

/** The NOTIFY channel the worker's 'embedding' consumer signals after writing vectors. */
export const EMBEDDING_CHANNEL = 'broadcast_embedding';

/** A request reads the vectors written since the last read when that read is older than this. */
const REFRESH_AFTER_MS = 100;
/** Without notifications (the listener lost), the index still reads new vectors this often. */
const POLL_MS = 5_000;
/** Expired broadcasts are marked deleted this often; the index is saved this often when it changed. */
const HOUSEKEEPING_MS = 10 * 60_000;
/** A saved or running index older than this, or with more nodes marked deleted than this share, is rebuilt. */
const REBUILD_AFTER_MS = 24 * 3_600_000;
const REBUILD_DELETED_SHARE = 0.25;
/** Rows read per query while building; the event loop is given back after this many ms of graph inserts. */
const BUILD_BATCH = 5_000;
const BUILD_SLICE_MS = 20;

/** More candidates than shown, so that broadcasts removed since they were embedded can be dropped. */
const CANDIDATES = 3 * POSSIBLE_MATCHES_LIMIT;

/**
 * Below this similarity (%) an AI candidate is not shown: the highest floor at which the tuning half of the
 * evaluation pairs kept its recall@10 within 3 points (`npm run models:eval`, docs/benchmarks.md); on the other
 * half it raised precision@10 from 8.9 % to 10.8 % (the old method: 8.3 %) for 1.9 points of recall.
 */
export const AI_SIMILARITY_FLOOR = 45;

interface EmbeddingRow {
  id: string;
  company_id: number;
  side: 'WTB' | 'WTS';
  created_at: Date;
  vector: Buffer;
  embedded_at: string;
}

/**
 * The AI possible matches (new method): the worker's embeddings (broadcast_embedding) of the last
 * POSSIBLE_MATCHES_DAYS in an HNSW index (BroadcastIndex), searched with a filter for side, company and date.
 * The index is a cache of the table, one per api process: read from its saved file or built at start (warmUp),
 * kept current from the vectors written since its last read (on the worker's NOTIFY, a poll, and before a
 * request when older than REFRESH_AFTER_MS), saved every HOUSEKEEPING_MS, and rebuilt daily or when too many
 * nodes are marked deleted. Removed broadcasts are checked against the table on every answer.
 */
export class AiPossibleMatches {
  private model?: Promise<EmbeddingModel>;
  private index?: BroadcastIndex;
  private opening?: Promise<BroadcastIndex>;
  private refreshing?: Promise<void>;
  private refreshAgain = false;
  private refreshedAt = 0;
  private rebuilding?: Promise<void>;
  private lastHousekeeping = Date.now();
  private changedSinceSave = false;
  private listener?: pg.Client;
  private listening = false;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private persistence?: { dir: string; base: string };
  /** While a graph is written to disk (on another thread) it is not changed: removals wait here. */
  private saving?: Promise<void>;
  private removalsWhileSaving: number[] = [];

  private readonly props: { logger: Logger; modelDir?: string; indexDir?: string };
  /** The modal's third list (members' stock lines answering a WTB), with the same model. */
  readonly stock: AiStockMatches;

  constructor(props: { logger: Logger; modelDir?: string; indexDir?: string }) {
    this.props = props;
    this.stock = new AiStockMatches({ logger: props.logger, model: () => this.loadModel() });
  }

  /**
   * At the api's start: loads the model, reads the saved index or builds it, listens for new vectors and keeps
   * the saved copy current. A failure is logged, never thrown (requests then build the index themselves).
   */
  async warmUp(em: EntityManager, databaseUrl: string): Promise<void> {
    try {
      const model = await this.loadModel();
      if (!model.available) return;
      const database = new URL(withDefaultUser(databaseUrl)).pathname.slice(1) || 'postgres';
      this.persistence = {
        dir: this.props.indexDir || join(tmpdir(), 'tbs-ai-index'),
        base: `${database}-${model.version}`,
      };
      await this.listen(databaseUrl, em);
      const poll = setInterval(() => void this.poll(em, databaseUrl), POLL_MS);
      poll.unref();
      this.timers.push(poll);
      await this.ensureIndex(em, model);
      await this.refresh(em, true);
    } catch (error) {
      this.props.logger.error({ err: error }, 'AI possible matches: preparing the index failed');
    }
  }

  /** Stops listening and polling and saves the index (when warmUp gave it a place). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.listener?.end().catch(() => undefined);
    await this.refreshing?.catch(() => undefined);
    await this.rebuilding?.catch(() => undefined);
    if (this.changedSinceSave) await this.save();
    const model = await this.model;
    if (model?.available) await model.close();
  }

  private loadModel(): Promise<EmbeddingModel> {
    this.model ??= loadEmbeddingModel(this.props.modelDir || undefined, this.props.logger);
    return this.model;
  }

  /** Up to POSSIBLE_MATCHES_LIMIT live broadcasts of the other side and other companies, most similar first. */
  async find(
    em: EntityManager,
    source: AiMatchSource,
    viewerCompanyId: number,
    now = new Date(),
  ): Promise<AiMatchesAnswer> {
    const model = await this.loadModel();
    if (!model.available) return { available: false };
    const index = await this.ensureIndex(em, model);
    // With the worker's NOTIFY heard, new vectors arrive by it; without (no listener, or it was lost) a request
    // reads them itself, so a send still shows within a second.
    if (!this.listening && Date.now() - this.refreshedAt >= REFRESH_AFTER_MS) await this.refresh(em);
    const [vector] = await model.embed([broadcastEmbeddingText(source)]);
    const nearest = index.nearest(vector!, {
      side: source.side === 'WTS' ? 'WTB' : 'WTS',
      excludeCompanyId: viewerCompanyId,
      excludeId: source.id,
      since: now.getTime() - POSSIBLE_MATCHES_DAYS * 86_400_000,
      limit: CANDIDATES,
    });
    if (!nearest.length) return { available: true, matches: [] };
    // MikroORM writes an array parameter as a list of parameters.
    const live = new Set(
      (
        await em.execute<{ id: string }[]>(
          `select id from broadcast where id in (?) and deleted_at is null`,
          [nearest.map((match) => match.id)],
        )
      ).map((row) => Number(row.id)),
    );
    for (const match of nearest)
      if (!live.has(match.id)) {
        // Removed since it was embedded: out of the graph's answers from now on.
        if (this.saving) this.removalsWhileSaving.push(match.id);
        else index.remove(match.id);
        this.changedSinceSave = true;
      }
    const matches = nearest
      .filter((match) => live.has(match.id))
      .map((match) => ({
        broadcastId: match.id,
        similarity: Math.round(100 * Math.max(0, Math.min(1, match.score))),
      }))
      .filter((match) => match.similarity >= AI_SIMILARITY_FLOOR)
      .slice(0, POSSIBLE_MATCHES_LIMIT);
    return { available: true, matches };
  }

  /** The index, read from its saved copy or built from the table on first use. */
  private async ensureIndex(em: EntityManager, model: Embedder): Promise<BroadcastIndex> {
    if (this.index) return this.index;
    this.opening ??= this.openIndex(em, model).then((index) => (this.index = index));
    return this.opening;
  }

  private async openIndex(em: EntityManager, model: Embedder): Promise<BroadcastIndex> {
    const { persistence } = this;
    if (persistence) {
      const started = performance.now();
      try {
        const saved = await BroadcastIndex.load(
          persistence.dir,
          persistence.base,
          model.version,
          model.dimensions,
        );
        if (Date.now() - saved.builtAt > REBUILD_AFTER_MS)
          throw new Error('the saved index is older than a day');
        saved.expire(Date.now() - POSSIBLE_MATCHES_DAYS * 86_400_000);
        this.props.logger.info(
          { broadcasts: saved.count, ms: Math.round(performance.now() - started) },
          'AI possible matches: saved index read',
        );
        return saved;
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        this.props.logger.info(
          { reason: missing ? 'no saved index' : (error as Error).message },
          'AI possible matches: building the index from broadcast_embedding',
        );
      }
    }
    const built = await this.build(em, model);
    this.changedSinceSave = true;
    if (persistence) await this.save(built);
    return built;
  }

  /**
   * A new index of the window's vectors, read in id order a batch at a time; the event loop is given back
   * every BUILD_SLICE_MS so that requests keep being answered. Vectors written meanwhile are read by the
   * refresh that follows (the index starts from the newest embedded_at before the build).
   */
  private async build(em: EntityManager, model: Embedder): Promise<BroadcastIndex> {
    const started = performance.now();
    // The newest vector of the whole table, not of the window: vectors of older broadcasts (a backfill) written
    // later must not keep the next reads scanning them.
    const [window] = await em.execute<{ until: string; n: string }[]>(
      `select (select coalesce(max(embedded_at)::text, '-infinity') from broadcast_embedding) as until, count(*) as n
         from broadcast_embedding e join broadcast b on b.id = e.broadcast_id
        where e.model = ? and b.deleted_at is null and b.created_at >= now() - make_interval(days => ?)`,
      [model.version, POSSIBLE_MATCHES_DAYS],
    );
    const index = new BroadcastIndex(
      model.version,
      model.dimensions,
      Math.ceil(Number(window!.n) * 1.1) + 1024,
    );
    index.embeddedUntil = window!.until;
    let after = 0;
    for (;;) {
      const rows = await em.execute<EmbeddingRow[]>(
        `select b.id, b.company_id, b.side, b.created_at, e.vector, e.embedded_at::text as embedded_at
           from broadcast b join broadcast_embedding e on e.broadcast_id = b.id
          where b.id > ? and e.model = ? and b.deleted_at is null
            and b.created_at >= now() - make_interval(days => ?)
          order by b.id limit ?`,
        [after, model.version, POSSIBLE_MATCHES_DAYS, BUILD_BATCH],
      );
      await this.addRows(index, rows);
      if (rows.length < BUILD_BATCH) break;
      after = Number(rows.at(-1)!.id);
    }
    this.props.logger.info(
      { broadcasts: index.count, ms: Math.round(performance.now() - started) },
      'AI possible matches: index built',
    );
    return index;
  }

  private async addRows(index: BroadcastIndex, rows: EmbeddingRow[]): Promise<void> {
    if (index === this.index) await this.saving;
    let slice = performance.now();
    for (const row of rows) {
      index.put(
        Number(row.id),
        row.side,
        { companyId: row.company_id, createdAt: new Date(row.created_at).getTime() },
        vectorFromBytes(row.vector),
      );
      if (performance.now() - slice > BUILD_SLICE_MS) {
        await yieldToRequests();
        slice = performance.now();
      }
    }
  }

  /** Reads new vectors, and listens again when the listener was lost (requests read for themselves meanwhile). */
  private async poll(em: EntityManager, databaseUrl: string): Promise<void> {
    if (!this.listening && !this.closed) {
      await this.listener?.end().catch(() => undefined);
      await this.listen(databaseUrl, em).catch((error: unknown) =>
        this.props.logger.warn({ err: error }, 'AI possible matches: listening again failed'),
      );
    }
    await this.refreshQuietly(em);
  }

  /** Listens for the worker's NOTIFY after it writes vectors; a lost listener is listened again by the poll. */
  private async listen(databaseUrl: string, em: EntityManager): Promise<void> {
    const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
    const lost = () => {
      if (this.listener === client) this.listening = false;
    };
    client.on('notification', () => void this.refreshQuietly(em, true));
    client.on('error', (error) => {
      lost();
      this.props.logger.warn({ err: error }, 'AI possible matches: listener error');
    });
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${EMBEDDING_CHANNEL}`);
    this.listener = client;
    this.listening = true;
  }

  private refreshQuietly(em: EntityManager, force = false): Promise<void> {
    if (this.closed || !this.index) return Promise.resolve();
    return this.refresh(em, force).catch((error: unknown) =>
      this.props.logger.warn({ err: error }, 'AI possible matches: reading new vectors failed'),
    );
  }

  /** Reads the vectors written since the last read, one reader at a time (a call meanwhile runs once more). */
  private async refresh(em: EntityManager, force = false): Promise<void> {
    if (this.refreshing) {
      if (force) this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        await this.readNewVectors(em);
      } while (this.refreshAgain && !this.closed);
    })().finally(() => (this.refreshing = undefined));
    await this.refreshing;
  }

  private async readNewVectors(em: EntityManager): Promise<void> {
    const index = this.index;
    if (!index) return;
    const startedAt = Date.now();
    // Five seconds back: a transaction that committed late may have written an earlier embedded_at.
    // The newest embedded_at first (index only), so that vectors outside the window move the mark too.
    const [{ until } = { until: null }] = await em.execute<{ until: string | null }[]>(
      `select max(embedded_at)::text as until from broadcast_embedding where embedded_at > ?::timestamptz`,
      [index.embeddedUntil],
    );
    const rows = await em.execute<EmbeddingRow[]>(
      `select e.broadcast_id as id, b.company_id, b.side, b.created_at, e.vector, e.embedded_at::text as embedded_at
         from broadcast_embedding e join broadcast b on b.id = e.broadcast_id
        where e.model = ? and e.embedded_at > ?::timestamptz - interval '5 seconds'
          and b.deleted_at is null and b.created_at >= now() - make_interval(days => ?)`,
      [index.model, index.embeddedUntil, POSSIBLE_MATCHES_DAYS],
    );
    // The overlap re-reads what the last read took: a held broadcast at or before the mark is not put again
    // (an HNSW update repairs its neighbours' links: thousands of them per request otherwise).
    const mark = index.embeddedUntil;
    await this.addRows(
      index,
      rows.filter((row) => row.embedded_at > mark || !index.has(Number(row.id))),
    );
    if (until && until > index.embeddedUntil) index.embeddedUntil = until;
    if (rows.length) this.changedSinceSave = true;
    this.refreshedAt = startedAt;
    if (this.persistence && Date.now() - this.lastHousekeeping > HOUSEKEEPING_MS) await this.housekeeping(em);
  }

  /** Marks expired broadcasts deleted, saves the index, and starts a rebuild when one is due. */
  private async housekeeping(em: EntityManager): Promise<void> {
    this.lastHousekeeping = Date.now();
    const index = this.index!;
    if (index.expire(Date.now() - POSSIBLE_MATCHES_DAYS * 86_400_000)) this.changedSinceSave = true;
    const due =
      Date.now() - index.builtAt > REBUILD_AFTER_MS ||
      index.deletedCount > REBUILD_DELETED_SHARE * Math.max(1, index.count);
    if (due && !this.rebuilding) {
      const model = (await this.loadModel()) as Embedder;
      this.rebuilding = this.build(em.fork(), model)
        .then(async (fresh) => {
          this.index = fresh;
          await this.refresh(em, true);
          this.changedSinceSave = true;
          await this.save();
        })
        .catch((error: unknown) =>
          this.props.logger.error({ err: error }, 'AI possible matches: rebuild failed'),
        )
        .finally(() => (this.rebuilding = undefined));
    } else if (this.changedSinceSave) await this.save();
  }

  private async save(index = this.index): Promise<void> {
    if (!this.persistence || !index) return;
    await this.saving;
    this.changedSinceSave = false;
    this.saving = index
      .save(this.persistence.dir, this.persistence.base)
      .catch((error: unknown) =>
        this.props.logger.warn({ err: error }, 'AI possible matches: saving the index failed'),
      )
      .finally(() => {
        this.saving = undefined;
        for (const id of this.removalsWhileSaving.splice(0)) this.index?.remove(id);
      });
    await this.saving;
  }
}
