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
 * The embedded broadcasts of one model in flat arrays (one Float32Array of all vectors), scanned exactly:
 * the dot product of unit vectors is their cosine similarity.
 */
export class BroadcastVectors {
  /** The newest embedded_at read so far (PostgreSQL's text form, which sorts as time). */
  embeddedUntil = '-infinity';
  private size = 0;
  private ids = new Float64Array(1024);
  private companies = new Int32Array(1024);
  private sides = new Uint8Array(1024);
  private created = new Float64Array(1024);
  private values: Float32Array;
  private readonly slots = new Map<number, number>();

  readonly model: string;
  readonly dimensions: number;

  constructor(model: string, dimensions: number) {
    this.model = model;
    this.dimensions = dimensions;
    this.values = new Float32Array(1024 * dimensions);
  }

  get count(): number {
    return this.size;
  }

  /** Adds a broadcast's vector, or replaces it (a resend embedded again). */
  put(id: number, entry: VectorEntry): void {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      if (this.size === this.ids.length) this.grow();
      slot = this.size++;
      this.slots.set(id, slot);
    }
    this.ids[slot] = id;
    this.companies[slot] = entry.companyId;
    this.sides[slot] = entry.side === 'WTS' ? 1 : 0;
    this.created[slot] = entry.createdAt;
    this.values.set(entry.vector, slot * this.dimensions);
  }

  vectorOf(id: number): Float32Array | undefined {
    const slot = this.slots.get(id);
    return slot === undefined
      ? undefined
      : this.values.slice(slot * this.dimensions, (slot + 1) * this.dimensions);
  }

  /** The `limit` most similar broadcasts that pass the query's filters, best first. */
  nearest(vector: Float32Array, query: NearestQuery): Array<{ id: number; score: number }> {
    const side = query.side === 'WTS' ? 1 : 0;
    const dimensions = this.dimensions;
    const values = this.values;
    const best: Array<{ id: number; score: number }> = [];
    let floor = -Infinity;
    for (let slot = 0; slot < this.size; slot++) {
      if (this.sides[slot] !== side || this.companies[slot] === query.excludeCompanyId) continue;
      if (this.created[slot]! < query.since || this.ids[slot] === query.excludeId) continue;
      let score = 0;
      const offset = slot * dimensions;
      for (let d = 0; d < dimensions; d++) score += vector[d]! * values[offset + d]!;
      if (best.length >= query.limit && score <= floor) continue;
      best.push({ id: this.ids[slot]!, score });
      best.sort((a, b) => b.score - a.score || b.id - a.id);
      if (best.length > query.limit) best.pop();
      floor = best.length >= query.limit ? best.at(-1)!.score : -Infinity;
    }
    return best;
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    const grown = <T extends Float64Array | Int32Array | Uint8Array | Float32Array>(
      array: T,
      length: number,
    ): T => {
      const next = new (array.constructor as new (n: number) => T)(length);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids, capacity);
    this.companies = grown(this.companies, capacity);
    this.sides = grown(this.sides, capacity);
    this.created = grown(this.created, capacity);
    this.values = grown(this.values, capacity * this.dimensions);
  }
}
