import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newHnswGraph, type HierarchicalNSW } from './hnsw.ts';
import type { Logger } from 'pino';
import { broadcastEmbeddingText, type EmbeddedBroadcastFields, type EmbeddingModel } from '@tbs/models';

/** At most this many stock lines are shown, and at most this many of one part number. */
export const STOCK_MATCHES_LIMIT = 10;
const LINES_PER_PART_NUMBER = 3;
/** Part numbers looked up per WTB (their stock lines are then ranked). */
const PART_NUMBERS = 20;
/** Below this similarity (%) a part number is not offered (the broadcasts' floor, AI_SIMILARITY_FLOOR). */
const FLOOR = 45;
/** New part numbers are read at most this often (a scan of inventory_part's updated_at, in the background). */
const REFRESH_AFTER_MS = 5 * 60_000;
const EMBED_BATCH = 256;

/** A stock line found for a WTB: the part's id and the similarity of its part number's description. */
export interface StockMatch {
  partId: number;
  similarity: number;
}

interface CatalogueRow {
  part_number_norm: string;
  part_number: string;
  manufacturer: string;
  description: string;
  updated_at: string;
}

/**
 * The third list of the possible-matches modal: members' stock lines that answer a WTB worded differently. The
 * embedding model reads each distinct part number once (its manufacturer, part number and description as one
 * stock line of it writes them), not every stock line: a million stock lines carry a few tens of thousands of
 * part numbers. An HNSW index of those vectors gives a WTB's nearest part numbers; their stock lines (other
 * companies', in stock) are read from inventory_part by its part-number index. Built in the api process on
 * first use and topped up with the part numbers changed since (docs/capabilities/ai-possible-matches.md).
 */
export class AiStockMatches {
  private graph?: HierarchicalNSW;
  private readonly norms: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private updatedUntil = '-infinity';
  private opening?: Promise<void>;
  private refreshing?: Promise<void>;
  private refreshedAt = 0;
  private readonly props: { logger: Logger; model: () => Promise<EmbeddingModel> };

  constructor(props: { logger: Logger; model: () => Promise<EmbeddingModel> }) {
    this.props = props;
  }

  /** The stock lines answering a WTB, best first; null without a usable model. */
  async find(
    em: EntityManager,
    source: EmbeddedBroadcastFields,
    viewerCompanyId: number,
  ): Promise<StockMatch[] | null> {
    const model = await this.props.model();
    if (!model.available) return null;
    this.opening ??= this.readNewPartNumbers(em.fork(), model);
    await this.opening;
    if (Date.now() - this.refreshedAt > REFRESH_AFTER_MS && !this.refreshing)
      this.refreshing = this.readNewPartNumbers(em.fork(), model)
        .catch((error: unknown) => this.props.logger.warn({ err: error }, 'AI stock matches: refresh failed'))
        .finally(() => (this.refreshing = undefined));
    const graph = this.graph;
    if (!graph || !this.norms.length) return [];
    const [vector] = await model.embed([broadcastEmbeddingText(source)]);
    const { neighbors, distances } = graph.searchKnn(
      Array.from(vector!),
      Math.min(PART_NUMBERS, this.norms.length),
    );
    const similarityOf = new Map<string, number>();
    neighbors.forEach((slot, i) => {
      const similarity = Math.round(100 * Math.max(0, Math.min(1, 1 - distances[i]!)));
      if (similarity >= FLOOR) similarityOf.set(this.norms[slot]!, similarity);
    });
    if (!similarityOf.size) return [];
    const lines = await em.execute<
      { id: string; part_number_norm: string; price: string; quantity: number }[]
    >(
      `select id, part_number_norm, price, quantity from inventory_part
        where part_number_norm in (?) and company_id <> ? and quantity > 0`,
      [[...similarityOf.keys()], viewerCompanyId],
    );
    // Most similar part number first; among its lines a priced one before CALL (0), the cheapest, the most.
    lines.sort(
      (a, b) =>
        similarityOf.get(b.part_number_norm)! - similarityOf.get(a.part_number_norm)! ||
        a.part_number_norm.localeCompare(b.part_number_norm) ||
        Number(Number(a.price) === 0) - Number(Number(b.price) === 0) ||
        Number(a.price) - Number(b.price) ||
        b.quantity - a.quantity ||
        Number(a.id) - Number(b.id),
    );
    const perPartNumber = new Map<string, number>();
    const matches: StockMatch[] = [];
    for (const line of lines) {
      const taken = perPartNumber.get(line.part_number_norm) ?? 0;
      if (taken >= LINES_PER_PART_NUMBER) continue;
      perPartNumber.set(line.part_number_norm, taken + 1);
      matches.push({ partId: Number(line.id), similarity: similarityOf.get(line.part_number_norm)! });
      if (matches.length === STOCK_MATCHES_LIMIT) break;
    }
    return matches;
  }

  /**
   * Embeds the part numbers whose stock lines changed since the last read (all of them the first time), one
   * description per part number (its newest line's), a batch at a time with the event loop given back between.
   */
  private async readNewPartNumbers(em: EntityManager, model: EmbeddingModel): Promise<void> {
    if (!model.available) return;
    const startedAt = Date.now();
    const rows = await em.execute<CatalogueRow[]>(
      `select distinct on (part_number_norm) part_number_norm, part_number, manufacturer, description,
              updated_at::text as updated_at
         from inventory_part where updated_at > ?::timestamptz - interval '5 seconds' and quantity > 0
        order by part_number_norm, updated_at desc`,
      [this.updatedUntil],
    );
    this.graph ??= (() => {
      const graph = newHnswGraph('ip', model.dimensions);
      graph.initIndex({
        maxElements: Math.max(1024, Math.ceil(rows.length * 1.2)),
        m: 16,
        efConstruction: 100,
      });
      graph.setEf(64);
      return graph;
    })();
    const graph = this.graph;
    for (let i = 0; i < rows.length; i += EMBED_BATCH) {
      const batch = rows.slice(i, i + EMBED_BATCH);
      const vectors = await model.embed(
        batch.map((row) =>
          broadcastEmbeddingText({
            subject: `${row.part_number} ${row.manufacturer} ${row.description}`,
            message: '',
            brand: row.manufacturer,
            description: row.description,
            condition: '',
          }),
        ),
      );
      batch.forEach((row, j) => {
        let slot = this.slotOf.get(row.part_number_norm);
        if (slot === undefined) {
          slot = this.norms.length;
          if (slot >= graph.getMaxElements()) graph.resizeIndex(graph.getMaxElements() * 2);
          this.norms.push(row.part_number_norm);
          this.slotOf.set(row.part_number_norm, slot);
        }
        graph.addPoint(Array.from(vectors[j]!), slot);
        if (row.updated_at > this.updatedUntil) this.updatedUntil = row.updated_at;
      });
      await yieldToRequests();
    }
    this.refreshedAt = startedAt;
    if (rows.length)
      this.props.logger.info(
        { partNumbers: rows.length, ms: Date.now() - startedAt },
        'AI stock matches: part numbers embedded',
      );
  }
}
