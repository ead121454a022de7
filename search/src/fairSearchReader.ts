import { SearchSlots, type SearchSlotSettings } from './searchSlots.ts';
import type { HitOf, QueryOf, SearchOptions, SearchPage, SearchReader } from './types.ts';
import type { BroadcastPrices, BroadcastPricesQuery } from './documents/broadcastDocument.ts';
import type { DocumentKind } from './documents/kinds.ts';

/**
 * Any engine's reader whose searches take turns (searchSlots.ts): at most `slots` run at once, which is the
 * engine reader's own concurrency, so its connection pool never queues and the order of turns is decided
 * here: members first, part of the slots kept for them, visitors round-robin by address.
 */
export class FairSearchReader implements SearchReader {
  private readonly inner: SearchReader;
  private readonly slots: SearchSlots;

  constructor(inner: SearchReader, settings: SearchSlotSettings) {
    this.inner = inner;
    this.slots = new SearchSlots(settings);
  }

  search<K extends DocumentKind>(
    kind: K,
    query: QueryOf<K>,
    options: SearchOptions = {},
  ): Promise<SearchPage<HitOf<K>>> {
    return this.inTurn(options, () => this.inner.search(kind, query, options));
  }

  broadcastPrices(query: BroadcastPricesQuery, options: SearchOptions = {}): Promise<BroadcastPrices> {
    return this.inTurn(options, () => this.inner.broadcastPrices(query, options));
  }

  private async inTurn<T>(options: SearchOptions, work: () => Promise<T>): Promise<T> {
    const release = await this.slots.acquire(options);
    try {
      return await work();
    } finally {
      release();
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
