/** The turns of searches, driven with searches that end only when the test says so (no engine, no timing). */
import { describe, expect, it } from 'vitest';
import { SearchSlots, type ReleaseSlot, type SearchSlotSettings } from './searchSlots.ts';
import { SearchBusyError, type SearchOptions } from './types.ts';

const HOUR = 3_600_000;

function slotsOf(settings: Partial<SearchSlotSettings> = {}) {
  const slots = new SearchSlots({
    slots: 1,
    visitorSlots: 1,
    memberQueue: { max: 100, waitMs: HOUR },
    visitorQueue: { max: 1000, perAddress: 5, waitMs: HOUR },
    ...settings,
  });
  /** Names of the searches in the order they got their slot. */
  const started: string[] = [];
  const running = new Map<string, ReleaseSlot>();
  const refused: string[] = [];
  const search = (name: string, options: SearchOptions) =>
    slots.acquire(options).then(
      (release) => {
        started.push(name);
        running.set(name, release);
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(SearchBusyError);
        refused.push(name);
      },
    );
  const visitor = (name: string, address: string) => search(name, { lane: 'visitor', address });
  const member = (name: string) => search(name, { lane: 'member' });
  /** Ends a running search and lets the next one take its slot. */
  const finish = async (name: string) => {
    running.get(name)!();
    running.delete(name);
    await settled();
  };
  return { started, refused, visitor, member, finish };
}

/** Lets every resolved turn run its continuation. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SearchSlots', () => {
  it('serves waiting visitors round-robin by address: a busy address gets one turn per round', async () => {
    const { started, visitor, finish } = slotsOf();
    void visitor('a1', '192.0.2.1');
    await settled();
    for (const [name, address] of [
      ['a2', '192.0.2.1'],
      ['a3', '192.0.2.1'],
      ['a4', '192.0.2.1'],
      ['b1', '192.0.2.2'],
      ['c1', '192.0.2.3'],
      ['c2', '192.0.2.3'],
    ] as const)
      void visitor(name, address);
    await settled();
    expect(started).toEqual(['a1']);
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'c2']) await finish(name);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'c2', 'a4']);
  });

  it('lets one address wait with at most perAddress searches, while other addresses still queue', async () => {
    const { started, refused, visitor, finish } = slotsOf({
      visitorQueue: { max: 4, perAddress: 2, waitMs: HOUR },
    });
    void visitor('a1', '192.0.2.1');
    await settled();
    for (const name of ['a2', 'a3', 'a4']) void visitor(name, '192.0.2.1');
    for (const name of ['b1', 'c1', 'd1']) void visitor(name, `192.0.2.${name.charCodeAt(0)}`);
    await settled();
    // a4 is a third from one address, d1 the fifth waiting search of the queue of four.
    expect(refused).toEqual(['a4', 'd1']);
    for (const name of ['a1', 'a2', 'b1', 'c1']) await finish(name);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  });

  it('serves a burst of 150 addresses in arrival order, refusing none', async () => {
    const { started, refused, visitor, finish } = slotsOf({
      slots: 8,
      visitorSlots: 6,
      visitorQueue: { max: 200, perAddress: 5, waitMs: HOUR },
    });
    const names = Array.from({ length: 150 }, (_, index) => `v${index}`);
    for (const [index, name] of names.entries()) void visitor(name, `198.51.100.${index}`);
    await settled();
    expect(started).toEqual(names.slice(0, 6));
    for (let done = 0; done < 150; done += 1) await finish(names[done]!);
    expect(refused).toEqual([]);
    expect(started).toEqual(names);
  });

  it('never queues a member behind visitors: a freed slot goes to a waiting member first', async () => {
    const { started, member, visitor, finish } = slotsOf({ slots: 3, visitorSlots: 2 });
    for (const name of ['v1', 'v2', 'v3', 'v4']) void visitor(name, `192.0.2.${name.slice(1)}`);
    await settled();
    // Two visitors run, the third slot is the members'.
    expect(started).toEqual(['v1', 'v2']);
    void member('m1');
    void member('m2');
    await settled();
    expect(started).toEqual(['v1', 'v2', 'm1']);
    // The visitor's slot freed while a member waits goes to the member, though visitors waited longer.
    await finish('v1');
    expect(started).toEqual(['v1', 'v2', 'm1', 'm2']);
    await finish('m1');
    expect(started.at(-1)).toBe('v3');
  });

  it("answers a search busy when its wait ends, and the address's later searches keep their turn", async () => {
    const { started, refused, visitor, finish } = slotsOf({
      visitorQueue: { max: 10, perAddress: 5, waitMs: 1 },
    });
    void visitor('a1', '192.0.2.1');
    await settled();
    await visitor('a2', '192.0.2.1');
    expect(refused).toEqual(['a2']);
    void visitor('b1', '192.0.2.2');
    await finish('a1');
    expect(started).toEqual(['a1', 'b1']);
  });
});
