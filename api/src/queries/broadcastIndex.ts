import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newHnswGraph, type HierarchicalNSW } from './hnsw.ts';

type Side = 'WTB' | 'WTS';
const SIDES: readonly Side[] = ['WTB', 'WTS'];

/** What the filter needs of one indexed broadcast. */
interface Entry {
  companyId: number;
  createdAt: number;
}

export interface NearestQuery {
  side: Side;
  excludeCompanyId: number;
  excludeId: number;
  /** Only broadcasts created since then (ms). */
  since: number;
  limit: number;
}

/** Graph parameters: M 16 and efConstruction 100 build 1M-world windows in minutes; ef 100 at query time. */
const M = 16;
const EF_CONSTRUCTION = 100;
const EF_SEARCH = 100;

/** The files of one saved index: `<base>.json` names the generation whose two graphs belong to it. */
interface SavedHeader {
  format: 1;
  model: string;
  dimensions: number;
  embeddedUntil: string;
  builtAt: number;
  savedAt: number;
  generation: string;
  sides: Record<Side, { labels: number[]; companies: number[]; created: number[]; deleted: number[] }>;
}

/**
 * One side's HNSW graph (hnswlib-node, inner product of unit vectors = cosine) and what its filter reads. A
 * broadcast removed from the window (expired, or found deleted) is marked deleted in the graph, which keeps
 * its node until the next rebuild.
 */
class SideIndex {
  readonly graph: HierarchicalNSW;
  readonly entries = new Map<number, Entry>();
  readonly deleted = new Set<number>();

  constructor(dimensions: number, capacity: number) {
    this.graph = newHnswGraph('ip', dimensions);
    this.graph.initIndex({ maxElements: Math.max(1024, capacity), m: M, efConstruction: EF_CONSTRUCTION });
    this.graph.setEf(EF_SEARCH);
  }

  put(id: number, entry: Entry, vector: Float32Array): void {
    if (this.deleted.delete(id)) this.graph.unmarkDelete(id);
    else if (!this.entries.has(id) && this.graph.getCurrentCount() >= this.graph.getMaxElements())
      this.graph.resizeIndex(this.graph.getMaxElements() * 2);
    this.graph.addPoint(Array.from(vector), id);
    this.entries.set(id, entry);
  }

  remove(id: number): void {
    if (!this.entries.delete(id)) return;
    this.graph.markDelete(id);
    this.deleted.add(id);
  }
}

/**
 * The approximate nearest-neighbour index of the AI possible matches: one HNSW graph per side, holding the
 * broadcasts of the window (the last 30 days) that the worker embedded, with their company and date for the
 * filter callback (other companies, the window). It is a cache of broadcast_embedding: built from it, saved to
 * disk and read back at start, thrown away and built again when unreadable, of another model or old.
 */
export class BroadcastIndex {
  /** The newest embedded_at read so far (PostgreSQL's text form, which sorts as time). */
  embeddedUntil = '-infinity';
  readonly builtAt: number;
  readonly model: string;
  readonly dimensions: number;
  private readonly sides: Record<Side, SideIndex>;

  constructor(model: string, dimensions: number, capacity = 1024, builtAt = Date.now()) {
    this.model = model;
    this.dimensions = dimensions;
    this.builtAt = builtAt;
    this.sides = {
      WTB: new SideIndex(dimensions, capacity / 2),
      WTS: new SideIndex(dimensions, capacity / 2),
    };
  }

  /** Broadcasts held (not counting the nodes marked deleted). */
  get count(): number {
    return this.sides.WTB.entries.size + this.sides.WTS.entries.size;
  }

  /** Nodes marked deleted, which a rebuild drops. */
  get deletedCount(): number {
    return this.sides.WTB.deleted.size + this.sides.WTS.deleted.size;
  }

  /** Adds a broadcast, or replaces its vector and date (a resend is embedded again). */
  put(id: number, side: Side, entry: Entry, vector: Float32Array): void {
    this.sides[side === 'WTB' ? 'WTS' : 'WTB'].remove(id);
    this.sides[side].put(id, entry, vector);
  }

  /** Whether the broadcast is held (not marked deleted). */
  has(id: number): boolean {
    return this.sides.WTB.entries.has(id) || this.sides.WTS.entries.has(id);
  }

  /** Forgets a broadcast (deleted, or out of the window). */
  remove(id: number): void {
    for (const side of SIDES) this.sides[side].remove(id);
  }

  /** Marks deleted every broadcast created before `since` (ms); the number removed. */
  expire(since: number): number {
    let removed = 0;
    for (const side of SIDES) {
      const index = this.sides[side];
      for (const [id, entry] of index.entries)
        if (entry.createdAt < since) {
          index.remove(id);
          removed += 1;
        }
    }
    return removed;
  }

  /** The `limit` most similar broadcasts of the query's side that pass its filters, best first. */
  nearest(vector: Float32Array, query: NearestQuery): Array<{ id: number; score: number }> {
    const index = this.sides[query.side];
    if (!index.entries.size) return [];
    const { entries } = index;
    const allowed = (label: number) => {
      const entry = entries.get(label);
      return (
        entry !== undefined &&
        entry.companyId !== query.excludeCompanyId &&
        entry.createdAt >= query.since &&
        label !== query.excludeId
      );
    };
    const k = Math.min(query.limit, index.graph.getMaxElements());
    const { neighbors, distances } = index.graph.searchKnn(Array.from(vector), k, allowed);
    return neighbors
      .map((id, i) => ({ id, score: 1 - distances[i]! }))
      .sort((a, b) => b.score - a.score || b.id - a.id);
  }

  /**
   * Writes the index under `dir` as `<base>.json` plus two graph files of a new generation; the header is
   * renamed into place last, so a reader sees the old or the new index, never half of one. Other processes
   * (api workers, hosts sharing a disk) may write the same base: each generation is its own pair of files.
   */
  async save(dir: string, base: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    const generation = `${Date.now().toString(36)}-${process.pid}`;
    for (const side of SIDES)
      await this.sides[side].graph.writeIndex(join(dir, `${base}.${generation}.${side}.hnsw`));
    const header: SavedHeader = {
      format: 1,
      model: this.model,
      dimensions: this.dimensions,
      embeddedUntil: this.embeddedUntil,
      builtAt: this.builtAt,
      savedAt: Date.now(),
      generation,
      sides: Object.fromEntries(
        SIDES.map((side) => {
          const index = this.sides[side];
          const labels = [...index.entries.keys()];
          return [
            side,
            {
              labels,
              companies: labels.map((id) => index.entries.get(id)!.companyId),
              created: labels.map((id) => index.entries.get(id)!.createdAt),
              deleted: [...index.deleted],
            },
          ];
        }),
      ) as SavedHeader['sides'],
    };
    const headerPath = join(dir, `${base}.json`);
    let previous: string | undefined;
    try {
      previous = (JSON.parse(await readFile(headerPath, 'utf8')) as SavedHeader).generation;
    } catch {
      previous = undefined;
    }
    const temporary = `${headerPath}.${generation}.tmp`;
    await writeFile(temporary, JSON.stringify(header));
    await rename(temporary, headerPath);
    if (previous && previous !== generation)
      for (const side of SIDES) await rm(join(dir, `${base}.${previous}.${side}.hnsw`), { force: true });
  }

  /**
   * Reads a saved index of this model; throws when it is missing, unreadable, of another model or shape, or
   * its graphs disagree with its header (the caller builds a new one from the database).
   */
  static async load(dir: string, base: string, model: string, dimensions: number): Promise<BroadcastIndex> {
    const header = JSON.parse(await readFile(join(dir, `${base}.json`), 'utf8')) as SavedHeader;
    if (header.format !== 1 || header.model !== model || header.dimensions !== dimensions)
      throw new Error('the saved index is of another model');
    const index = new BroadcastIndex(model, dimensions, 1024, header.builtAt);
    index.embeddedUntil = header.embeddedUntil;
    for (const side of SIDES) {
      const saved = header.sides[side];
      const target = index.sides[side];
      await target.graph.readIndex(join(dir, `${base}.${header.generation}.${side}.hnsw`));
      target.graph.setEf(EF_SEARCH);
      if (target.graph.getNumDimensions() !== dimensions)
        throw new Error('the saved graph has other dimensions');
      if (target.graph.getCurrentCount() !== saved.labels.length + saved.deleted.length)
        throw new Error('the saved graph and its header disagree');
      saved.labels.forEach((id, i) =>
        target.entries.set(id, { companyId: saved.companies[i]!, createdAt: saved.created[i]! }),
      );
      for (const id of saved.deleted) target.deleted.add(id);
    }
    return index;
  }
}
