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
import type { ReplicaState } from './replicaHealth.ts';
import type { ReadReplicas } from './readReplicas.ts';
import { ReplicaRotation, type NamedSource } from './replicaRotation.ts';

/**
 * Searches spread over read replicas (replicaRotation.ts): round-robin among those in rotation, the primary for
 * a search that must see the requester's own writes (`fresh`) and while no replica is in rotation. A replica
 * that fails a search is taken out at once and the search is asked again of the primary.
 */
export class ReplicatedSearchReader implements SearchReader {
  private readonly primary: SearchReader;
  private readonly replicas: NamedSource<SearchReader>[];
  private readonly sources: ReadReplicas;
  private readonly ownsSources: boolean;
  private readonly rotation: ReplicaRotation<SearchReader>;

  /**
   * `ownsSources`: this reader made the replicas' health monitor and stops it on close; one shared with the
   * read-only SQL service is stopped by whoever made it.
   */
  constructor(
    primary: SearchReader,
    replicas: NamedSource<SearchReader>[],
    sources: ReadReplicas,
    ownsSources: boolean,
  ) {
    this.primary = primary;
    this.replicas = replicas;
    this.sources = sources;
    this.ownsSources = ownsSources;
    // The engine's own answers (too broad, busy) hold on any source; anything else is the replica's failure.
    this.rotation = new ReplicaRotation(
      sources.health,
      primary,
      replicas,
      (error) => !(error instanceof SearchTimeoutError || error instanceof SearchBusyError),
    );
  }

  /** Probes every replica once and keeps probing in the background. */
  async start(): Promise<void> {
    await this.sources.start();
  }

  /** Each replica's state: in rotation or not, its lag and why it is out. */
  states(): ReplicaState[] {
    return this.sources.states();
  }

  search<K extends DocumentKind>(
    kind: K,
    query: QueryOf<K>,
    options: SearchOptions = {},
  ): Promise<SearchPage<HitOf<K>>> {
    return this.rotation.read(options.fresh, (reader) => reader.search(kind, query, options));
  }

  broadcastPrices(query: BroadcastPricesQuery, options: SearchOptions = {}): Promise<BroadcastPrices> {
    return this.rotation.read(options.fresh, (reader) => reader.broadcastPrices(query, options));
  }

  async close(): Promise<void> {
    if (this.ownsSources) await this.sources.close();
    await Promise.all([this.primary.close(), ...this.replicas.map(({ source }) => source.close())]);
  }
}
