import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, reconnectDelay, type SocketLike } from './liveConnection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let token: string | null;
let changes: number;
let endedTokens: string[];
const connection = () =>
  new LiveConnection({
    url: 'ws://app/api/live',
    getToken: () => token,
    onChange: () => (changes += 1),
    onSessionEnded: (ended) => {
      endedTokens.push(ended);
      token = null;
    },
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1 - 1e-9,
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'secret-token';
  changes = 0;
  endedTokens = [];
});
afterEach(() => vi.useRealTimers());

describe('LiveConnection', () => {
  it('sends the token in the first message, never in the address', () => {
    connection().start();
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'hello', token: 'secret-token' });
  });

  it('asks for a refetch once ready (what came before the socket), on each new broadcast and on a refetch message', () => {
    connection().start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', member: true, lastEventId: '5-0' });
    expect(changes).toBe(1);
    sockets[0]!.receive({
      type: 'broadcast',
      id: '6-0',
      broadcastId: 1,
      listId: 2,
      side: 'WTS',
      createdAt: '',
    });
    sockets[0]!.receive({ type: 'refetch', lastEventId: '9-0' });
    expect(changes).toBe(3);
  });

  it('reconnects with backoff and resumes from the last event it saw', () => {
    const live = connection();
    live.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', member: true, lastEventId: '5-0' });
    sockets[0]!.receive({
      type: 'broadcast',
      id: '7-0',
      broadcastId: 1,
      listId: 2,
      side: 'WTS',
      createdAt: '',
    });
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The second attempt fails too: it waits twice as long.
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]!.open();
    expect(JSON.parse(sockets[2]!.sent[0]!)).toEqual({
      type: 'hello',
      token: 'secret-token',
      lastEventId: '7-0',
    });
  });

  it('stops reconnecting once stopped', () => {
    const live = connection();
    live.start();
    sockets[0]!.open();
    live.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reports a session that ended once, and comes back as a visitor without the token', () => {
    connection().start();
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    expect(endedTokens).toEqual(['secret-token']);
    vi.advanceTimersByTime(1000);
    sockets[1]!.open();
    expect(JSON.parse(sockets[1]!.sent[0]!)).toEqual({ type: 'hello' });
    sockets[1]!.drop();
    expect(endedTokens).toEqual(['secret-token']);
  });

  it('waits long after "too many live connections"', () => {
    connection().start();
    sockets[0]!.open();
    sockets[0]!.drop(4429);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.999)).toBeCloseTo(8000, -1);
    expect(reconnectDelay(50, () => 0.999)).toBeLessThanOrEqual(30_000);
  });
});
