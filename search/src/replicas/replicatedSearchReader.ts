import type { BroadcastPrices, BroadcastPricesQuery } from '../documents/broadcastDocument.ts';
import type { DocumentKind } from '../documents/kinds.ts';
import {
  SearchBusyError,
  SearchTimeoutError,
  type HitOf,
  type QueryOf,
  type SearchOptions,
  type SearchPage,
  type SearchReader,
} from '../types.ts';
import {
  ReplicaHealth,
  type LogPosition,
  type ReplicaHealthSettings,
  type ReplicaState,
} from './replicaHealth.ts';

/** A source of searches: the engine reader bound to it and its write-ahead log position. */
export interface SearchSource {
  name: string;
  reader: SearchReader;
  position: LogPosition;
}

/**
 * Searches spread over read replicas, round-robin among those in rotation (replicaHealth.ts); the primary answers
 * a search that must see the requester's own writes (`fresh`), and every search while no replica is in rotation.
 * A replica that fails a search is taken out at once and the search is asked again of the primary, so a
 * replica going away costs the member nothing but the time of one failed attempt.
 */
export class ReplicatedSearchReader implements SearchReader {
  private readonly primary: SearchReader;
  private readonly replicas: SearchSource[];
  private readonly health: ReplicaHealth;
  private next = 0;

  constructor(primary: SearchSource, replicas: SearchSource[], settings: ReplicaHealthSettings) {
    this.primary = primary.reader;
    this.replicas = replicas;
    this.health = new ReplicaHealth(
      primary.position,
      replicas.map(({ name, position }) => ({ name, replayed: position })),
      settings,
    );
  }

  /** Probes every replica once and keeps probing in the background. */
  async start(): Promise<void> {
    await this.health.start();
  }

  /** Each replica's state: in rotation or not, its lag and why it is out. */
  states(): ReplicaState[] {
    return this.health.states();
  }

  search<K extends DocumentKind>(
    kind: K,
    query: QueryOf<K>,
    options: SearchOptions = {},
  ): Promise<SearchPage<HitOf<K>>> {
    return this.read(options, (reader) => reader.search(kind, query, options));
  }

  broadcastPrices(query: BroadcastPricesQuery, options: SearchOptions = {}): Promise<BroadcastPrices> {
    return this.read(options, (reader) => reader.broadcastPrices(query, options));
  }

  private async read<T>(options: SearchOptions, work: (reader: SearchReader) => Promise<T>): Promise<T> {
    const replica = options.fresh ? undefined : this.pick();
    if (!replica) return work(this.primary);
    try {
      return await work(replica.reader);
    } catch (error) {
      // The engine's own answers (too broad, busy) hold on any source; anything else is the replica's failure.
      if (error instanceof SearchTimeoutError || error instanceof SearchBusyError) throw error;
      this.health.takeOut(replica.name, error);
      return work(this.primary);
    }
  }

  private pick(): SearchSource | undefined {
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[this.next % this.replicas.length]!;
      this.next = (this.next + 1) % this.replicas.length;
      if (this.health.inRotation(replica.name)) return replica;
    }
    return undefined;
  }

  async close(): Promise<void> {
    await this.health.stop();
    await Promise.all([this.primary.close(), ...this.replicas.map(({ reader }) => reader.close())]);
  }
}
