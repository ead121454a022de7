import {
  SearchBusyError,
  type HitOf,
  type QueryOf,
  type SearchOptions,
  type SearchPage,
  type SearchReader,
} from './types.ts';
import type { BroadcastPrices, BroadcastPricesQuery } from './documents/broadcastDocument.ts';
import type { DocumentKind } from './documents/kinds.ts';

export interface MemberReserveProps {
  /** Visitors' searches that may run at once: the reader's concurrency less what is kept for members. */
  visitorSlots: number;
  /** How long a visitor's search waits for a slot before SearchBusyError. */
  waitMs: number;
  /** Visitors' searches that may wait at once; one more is SearchBusyError at once. */
  maxQueued: number;
}

/**
 * Any engine's reader with part of its concurrency kept for members: visitors' searches run at most
 * `visitorSlots` at a time, waiting for a slot a bounded time in a bounded queue, so that however many
 * anonymous searches arrive, a member's search finds a free connection of the engine.
 */
export class MemberReservedSearchReader implements SearchReader {
  private readonly inner: SearchReader;
  private readonly props: MemberReserveProps;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(inner: SearchReader, props: MemberReserveProps) {
    this.inner = inner;
    this.props = props;
  }

  async search<K extends DocumentKind>(
    kind: K,
    query: QueryOf<K>,
    options: SearchOptions = {},
  ): Promise<SearchPage<HitOf<K>>> {
    return this.inLane(options, () => this.inner.search(kind, query, options));
  }

  async broadcastPrices(query: BroadcastPricesQuery, options: SearchOptions = {}): Promise<BroadcastPrices> {
    return this.inLane(options, () => this.inner.broadcastPrices(query, options));
  }

  private async inLane<T>(options: SearchOptions, work: () => Promise<T>): Promise<T> {
    if (options.lane !== 'visitor') return work();
    await this.visitorSlot();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Takes a visitor slot, waiting for one at most waitMs. */
  private visitorSlot(): Promise<void> {
    if (this.running < this.props.visitorSlots) {
      this.running += 1;
      return Promise.resolve();
    }
    const busy = new SearchBusyError(Math.max(1, Math.ceil(this.props.waitMs / 1000)));
    if (this.waiting.length >= this.props.maxQueued) return Promise.reject(busy);
    return new Promise((resolve, reject) => {
      // A released slot passes straight to the first waiter (running stays the same).
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(busy);
      }, this.props.waitMs);
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
