import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import {
  broadcastEmbeddingText,
  loadEmbeddingModel,
  vectorFromBytes,
  type EmbeddedBroadcastFields,
  type EmbeddingModel,
} from '@tbs/models';
import { POSSIBLE_MATCHES_DAYS, POSSIBLE_MATCHES_LIMIT, type PossibleMatch } from './possibleMatches.ts';
import { BroadcastVectors } from './broadcastVectors.ts';

/** The broadcast whose AI matches are asked for. */
export interface AiMatchSource extends EmbeddedBroadcastFields {
  id: number;
  side: 'WTB' | 'WTS';
}

/** The AI method's answer: no model (logged once at load), or its matches. */
export type AiMatchesAnswer = { available: false } | { available: true; matches: PossibleMatch[] };

/** The vectors are read again when older than this: a broadcast the worker embedded shows within a second. */
const REFRESH_AFTER_MS = 100;

/** More candidates than shown, so that broadcasts removed since they were embedded can be dropped. */
const CANDIDATES = 3 * POSSIBLE_MATCHES_LIMIT;

/**
 * The AI possible matches (new method): the embeddings the worker writes (broadcast_embedding), held in memory
 * for the last POSSIBLE_MATCHES_DAYS and scanned exactly (docs/benchmarks.md has the cost at scale). One per
 * api process; the model and the vectors load on first use.
 */
export class AiPossibleMatches {
  private model?: Promise<EmbeddingModel>;
  private vectors?: BroadcastVectors;
  private refreshing?: Promise<void>;
  private refreshedAt = 0;

  private readonly props: { logger: Logger; modelDir?: string };

  constructor(props: { logger: Logger; modelDir?: string }) {
    this.props = props;
  }

  /** Loads the model and the vectors ahead of the first request; a failure is logged, never thrown. */
  async warmUp(em: EntityManager): Promise<void> {
    try {
      const model = await this.loadModel();
      if (!model.available) return;
      this.vectors ??= new BroadcastVectors(model.version, model.dimensions);
      await this.refresh(em);
    } catch (error) {
      this.props.logger.error({ err: error }, 'AI possible matches: reading the vectors failed');
    }
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
    this.vectors ??= new BroadcastVectors(model.version, model.dimensions);
    await this.refresh(em);
    const vector =
      this.vectors.vectorOf(source.id) ?? (await model.embed([broadcastEmbeddingText(source)]))[0]!;
    const nearest = this.vectors.nearest(vector, {
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
    const matches = nearest
      .filter((match) => live.has(match.id))
      .slice(0, POSSIBLE_MATCHES_LIMIT)
      .map((match) => ({
        broadcastId: match.id,
        similarity: Math.round(100 * Math.max(0, Math.min(1, match.score))),
      }));
    return { available: true, matches };
  }

  /** Reads the vectors written since the last read (all of the window the first time), one reader at a time. */
  private async refresh(em: EntityManager): Promise<void> {
    if (Date.now() - this.refreshedAt < REFRESH_AFTER_MS) return;
    this.refreshing ??= this.readNewVectors(em).finally(() => (this.refreshing = undefined));
    await this.refreshing;
  }

  private async readNewVectors(em: EntityManager): Promise<void> {
    const vectors = this.vectors!;
    const startedAt = Date.now();
    const rows = await em.execute<
      {
        id: string;
        company_id: number;
        side: 'WTB' | 'WTS';
        created_at: Date;
        vector: Buffer;
        embedded_at: string;
      }[]
    >(
      `select e.broadcast_id as id, b.company_id, b.side, b.created_at, e.vector, e.embedded_at::text as embedded_at
         from broadcast_embedding e join broadcast b on b.id = e.broadcast_id
        where e.model = ? and e.embedded_at > ?::timestamptz - interval '5 seconds'
          and b.deleted_at is null and b.created_at >= now() - make_interval(days => ?)`,
      [vectors.model, vectors.embeddedUntil, POSSIBLE_MATCHES_DAYS],
    );
    for (const row of rows) {
      vectors.put(Number(row.id), {
        companyId: row.company_id,
        side: row.side,
        createdAt: new Date(row.created_at).getTime(),
        vector: vectorFromBytes(row.vector),
      });
      if (row.embedded_at > vectors.embeddedUntil) vectors.embeddedUntil = row.embedded_at;
    }
    this.refreshedAt = startedAt;
  }
}
