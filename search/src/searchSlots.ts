import { SearchBusyError, type SearchOptions } from './types.ts';

/** How many searches run at once, and how long and how many wait, per lane. */
export interface SearchSlotSettings {
  /** Searches that run at once: the engine reader's concurrency. Members may use every one. */
  slots: number;
  /** Of `slots`, how many visitors' searches may use at once (the rest is kept for members). */
  visitorSlots: number;
  /** Members' searches that may wait at once, and how long each waits before SearchBusyError. */
  memberQueue: { max: number; waitMs: number };
  /**
   * Visitors' searches that may wait at once, of them at most `perAddress` from one address, and how long each
   * waits before SearchBusyError.
   */
  visitorQueue: { max: number; perAddress: number; waitMs: number };
}

/** A search waiting for its slot: `start` hands it the slot. */
interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** Hands the slot back (once); the next waiting search gets it. */
export type ReleaseSlot = () => void;

/**
 * The turns of one reader's searches. A member's search runs whenever any slot is free and, when none is,
 * waits ahead of every visitor: a freed slot goes to the members' queue first. Visitors' searches use at most
 * `visitorSlots` at once and wait in one queue per address, the addresses taking turns round-robin: a burst
 * from many addresses is served in arrival order of addresses, one search each per round, and one address
 * sending many searches gets one turn per round (and at most `perAddress` waiting), never the whole queue.
 */
export class SearchSlots {
  private readonly settings: SearchSlotSettings;
  private runningMembers = 0;
  private runningVisitors = 0;
  private readonly members: Waiting[] = [];
  /** Visitors' waiting searches per address; the Map's order is the order in which addresses take turns. */
  private readonly visitors = new Map<string, Waiting[]>();
  private waitingVisitors = 0;

  constructor(settings: SearchSlotSettings) {
    this.settings = settings;
  }

  /** A slot for a search of this lane, at once or after its turn; SearchBusyError when the queue is full or the wait ends. */
  acquire(options: SearchOptions): Promise<ReleaseSlot> {
    return options.lane === 'visitor' ? this.acquireVisitor(options.address) : this.acquireMember();
  }

  private acquireMember(): Promise<ReleaseSlot> {
    if (this.freeSlots() > 0) return Promise.resolve(this.startMember());
    const { max, waitMs } = this.settings.memberQueue;
    if (this.members.length >= max) return Promise.reject(busy(waitMs));
    return this.wait(this.members, waitMs, () => this.startMember());
  }

  private acquireVisitor(address: string): Promise<ReleaseSlot> {
    if (this.waitingVisitors === 0 && this.visitorSlotFree()) return Promise.resolve(this.startVisitor());
    const { max, perAddress, waitMs } = this.settings.visitorQueue;
    const queue = this.visitors.get(address) ?? [];
    if (this.waitingVisitors >= max || queue.length >= perAddress) return Promise.reject(busy(waitMs));
    if (queue.length === 0) this.visitors.set(address, queue);
    this.waitingVisitors += 1;
    return this.wait(
      queue,
      waitMs,
      () => this.startVisitor(),
      () => this.forgetVisitor(address, queue),
    );
  }

  /** Queues a search until `start` is called for it, or refuses it after waitMs. */
  private wait(
    queue: Waiting[],
    waitMs: number,
    start: () => ReleaseSlot,
    forget: () => void = () => undefined,
  ): Promise<ReleaseSlot> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          clearTimeout(waiting.timer);
          resolve(start());
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiting), 1);
          forget();
          reject(busy(waitMs));
        }, waitMs),
      };
      queue.push(waiting);
    });
  }

  /** After a visitor's search left its queue: an address without waiting searches loses its place in the rotation. */
  private forgetVisitor(address: string, queue: Waiting[]): void {
    this.waitingVisitors -= 1;
    if (queue.length === 0) this.visitors.delete(address);
  }

  private freeSlots(): number {
    return this.settings.slots - this.runningMembers - this.runningVisitors;
  }

  private visitorSlotFree(): boolean {
    return this.freeSlots() > 0 && this.runningVisitors < this.settings.visitorSlots;
  }

  private startMember(): ReleaseSlot {
    this.runningMembers += 1;
    return () => {
      this.runningMembers -= 1;
      this.handOn();
    };
  }

  private startVisitor(): ReleaseSlot {
    this.runningVisitors += 1;
    return () => {
      this.runningVisitors -= 1;
      this.handOn();
    };
  }

  /** Gives free slots to waiting searches: members first, then visitors, one address after another. */
  private handOn(): void {
    while (this.freeSlots() > 0 && this.members.length > 0) this.members.shift()!.start();
    while (this.waitingVisitors > 0 && this.visitorSlotFree()) this.nextVisitor().start();
  }

  /** The first waiting search of the address whose turn it is; the address moves to the end of the rotation. */
  private nextVisitor(): Waiting {
    const [address, queue] = this.visitors.entries().next().value!;
    const next = queue.shift()!;
    this.visitors.delete(address);
    if (queue.length > 0) this.visitors.set(address, queue);
    this.waitingVisitors -= 1;
    return next;
  }
}

const busy = (waitMs: number) => new SearchBusyError(Math.max(1, Math.ceil(waitMs / 1000)));
