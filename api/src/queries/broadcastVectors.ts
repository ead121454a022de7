/** What is known of one embedded broadcast besides its vector. */
export interface VectorEntry {
  companyId: number;
  side: 'WTB' | 'WTS';
  createdAt: number;
  vector: Float32Array;
}

export interface NearestQuery {
  side: 'WTB' | 'WTS';
  excludeCompanyId: number;
  excludeId: number;
  /** Only broadcasts created since then (ms). */
  since: number;
  limit: number;
}

/**
 * The embedded broadcasts of one model, one partition per side (a list only ever scans the other side), each
 * in flat arrays scanned exactly: the dot product of unit vectors is their cosine similarity.
 */
export class BroadcastVectors {
  /** The newest embedded_at read so far (PostgreSQL's text form, which sorts as time). */
  embeddedUntil = '-infinity';
  readonly model: string;
  readonly dimensions: number;
  private readonly sides: Record<'WTB' | 'WTS', VectorPartition>;

  constructor(model: string, dimensions: number) {
    this.model = model;
    this.dimensions = dimensions;
    this.sides = { WTB: new VectorPartition(dimensions), WTS: new VectorPartition(dimensions) };
  }

  get count(): number {
    return this.sides.WTB.count + this.sides.WTS.count;
  }

  /** Adds a broadcast's vector, or replaces it (a resend embedded again). */
  put(id: number, entry: VectorEntry): void {
    this.sides[entry.side].put(id, entry);
  }

  vectorOf(id: number): Float32Array | undefined {
    return this.sides.WTB.vectorOf(id) ?? this.sides.WTS.vectorOf(id);
  }

  /** The `limit` most similar broadcasts of the query's side that pass its filters, best first. */
  nearest(vector: Float32Array, query: NearestQuery): Array<{ id: number; score: number }> {
    return this.sides[query.side].nearest(vector, query);
  }
}

/** The broadcasts of one side in flat, growing arrays (one Float32Array of all vectors). */
class VectorPartition {
  private size = 0;
  private ids = new Float64Array(1024);
  private companies = new Int32Array(1024);
  private created = new Float64Array(1024);
  private values: Float32Array;
  private readonly slots = new Map<number, number>();
  private readonly dimensions: number;

  constructor(dimensions: number) {
    this.dimensions = dimensions;
    this.values = new Float32Array(1024 * dimensions);
  }

  get count(): number {
    return this.size;
  }

  put(id: number, entry: VectorEntry): void {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      if (this.size === this.ids.length) this.grow();
      slot = this.size++;
      this.slots.set(id, slot);
    }
    this.ids[slot] = id;
    this.companies[slot] = entry.companyId;
    this.created[slot] = entry.createdAt;
    this.values.set(entry.vector, slot * this.dimensions);
  }

  vectorOf(id: number): Float32Array | undefined {
    const slot = this.slots.get(id);
    return slot === undefined
      ? undefined
      : this.values.slice(slot * this.dimensions, (slot + 1) * this.dimensions);
  }

  nearest(vector: Float32Array, query: NearestQuery): Array<{ id: number; score: number }> {
    const dimensions = this.dimensions;
    const values = this.values;
    const best: Array<{ id: number; score: number }> = [];
    let floor = -Infinity;
    for (let slot = 0; slot < this.size; slot++) {
      if (this.companies[slot] === query.excludeCompanyId || this.created[slot]! < query.since) continue;
      if (this.ids[slot] === query.excludeId) continue;
      let score = 0;
      const offset = slot * dimensions;
      for (let d = 0; d < dimensions; d++) score += vector[d]! * values[offset + d]!;
      if (score <= floor) continue;
      best.push({ id: this.ids[slot]!, score });
      best.sort((a, b) => b.score - a.score || b.id - a.id);
      if (best.length > query.limit) best.pop();
      if (best.length === query.limit) floor = best.at(-1)!.score;
    }
    return best;
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    const grown = <T extends Float64Array | Int32Array | Float32Array>(array: T, length: number): T => {
      const next = new (array.constructor as new (n: number) => T)(length);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids, capacity);
    this.companies = grown(this.companies, capacity);
    this.created = grown(this.created, capacity);
    this.values = grown(this.values, capacity * this.dimensions);
  }
}
