import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { WebSocket, type ClientOptions } from 'ws';
import { buildBroadcast, buildContact, type BuiltContact } from '@tbs/db/testing';
import { createBroadcastConsumer, type BroadcastConsumerLoop, createLiveHandler } from '@tbs/worker/testing';
import { liveStreamKey } from '@tbs/contracts';
import { clientIp, startTestServer, type TestServer } from '../test/server.ts';
import type { LiveServerMessage } from './protocol.ts';
import { config } from '@tbs/config';

/** The stream the api's live server reads (its defaults), as the worker's consumer is told. */
const liveStream = { prefix: config().REDIS_PREFIX, maxLen: config().LIVE_STREAM_MAXLEN };

type Closed = { code: number; reason: string };

/** A live socket as a browser tab holds it: messages in arrival order, awaited one by one. */
class LiveClient {
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<Closed>;
  private readonly queue: LiveServerMessage[] = [];
  private waiter: (() => void) | undefined;

  constructor(url: string, options: ClientOptions = {}) {
    this.ws = new WebSocket(url, { headers: { ...clientIp() }, ...options });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused with ${response.statusCode}`)),
      );
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.ws.on('message', (data) => {
      this.queue.push(JSON.parse(data.toString()) as LiveServerMessage);
      this.waiter?.();
    });
  }

  async hello(hello: { token?: string; lastEventId?: string } = {}): Promise<LiveServerMessage> {
    await this.opened;
    this.ws.send(JSON.stringify({ type: 'hello', ...hello }));
    return this.next();
  }

  /** The next message (skipping events of broadcasts other tests of this database queued). */
  async next(ofBroadcasts?: readonly number[]): Promise<LiveServerMessage> {
    for (;;) {
      const message = this.queue.shift();
      if (message) {
        if (!ofBroadcasts || message.type !== 'broadcast' || ofBroadcasts.includes(message.broadcastId))
          return message;
        continue;
      }
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  close(): void {
    this.ws.close();
  }
}

let a: TestServer;
let b: TestServer;
let member: BuiltContact;
let sender: BuiltContact;
let consumer: BroadcastConsumerLoop;
const clients: LiveClient[] = [];
const open = (url: string, options?: ClientOptions) => {
  const client = new LiveClient(url, options);
  clients.push(client);
  return client;
};

/** Sends a broadcast (an insert, as any sender does) and runs the worker's 'live' consumer once. */
async function sendBroadcast(): Promise<number> {
  const id = await buildBroadcast(a.orm, { id: sender.contact.id, company: sender.company.id }, { list: 2 });
  await a.indexOutbox();
  await consumer.drainUntilEmpty();
  return id;
}

beforeAll(async () => {
  // Two api processes sharing one Redis prefix, as node:cluster runs them.
  a = await startTestServer();
  b = await startTestServer();
  member = await buildContact(a.orm);
  sender = await buildContact(a.orm);
  consumer = createBroadcastConsumer({
    databaseUrl: process.env.DATABASE_URL!,
    consumer: 'live',
    logger: pino({ level: 'silent' }),
    handle: createLiveHandler({ redis: a.redis, ...liveStream }),
  });
  await a.indexOutbox();
  await consumer.drainUntilEmpty();
});

afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  await consumer?.close();
  await a?.close();
  await b?.close();
});

describe('live updates of the broadcast lists', () => {
  it('delivers a new broadcast to the open sockets of every api process', async () => {
    const token = await a.signIn(member);
    const onA = open(a.liveUrl);
    const onB = open(b.liveUrl);
    expect(await onA.hello({ token })).toMatchObject({ type: 'ready', member: true });
    expect(await onB.hello({ token })).toMatchObject({ type: 'ready', member: true });

    const id = await sendBroadcast();
    for (const client of [onA, onB]) {
      expect(await client.next([id])).toMatchObject({
        type: 'broadcast',
        broadcastId: id,
        listId: 2,
        side: 'WTS',
      });
    }
  });

  it('announces a broadcast only once the search index has it (the lists read the index)', async () => {
    const client = open(a.liveUrl);
    await client.hello();
    const id = await buildBroadcast(a.orm, { id: sender.contact.id, company: sender.company.id });
    const impatient = createBroadcastConsumer({
      databaseUrl: process.env.DATABASE_URL!,
      consumer: 'live',
      logger: pino({ level: 'silent' }),
      handle: createLiveHandler({ redis: a.redis, ...liveStream, indexWaitMs: 0 }),
    });
    try {
      await expect(impatient.drainUntilEmpty()).rejects.toThrow(/not in the search index yet/);
    } finally {
      await impatient.close();
    }
    await a.indexOutbox();
    await consumer.drainUntilEmpty();
    // The first message for it is the event of the committed, indexed broadcast.
    expect(await client.next([id])).toMatchObject({ type: 'broadcast', broadcastId: id });
  });

  it('gives a visitor the same events, which name no company or contact', async () => {
    const visitor = open(a.liveUrl);
    expect(await visitor.hello()).toMatchObject({ type: 'ready', member: false });
    const id = await sendBroadcast();
    const event = await visitor.next([id]);
    expect(Object.keys(event).sort()).toEqual(['broadcastId', 'createdAt', 'id', 'listId', 'side', 'type']);
  });

  it('closes the socket of a session that ended with 4401, and lets the visitor in without the token', async () => {
    const token = await a.signIn(member);
    await a.request('POST', '/api/auth/logout', { token });
    const dead = open(a.liveUrl);
    await dead.opened;
    dead.ws.send(JSON.stringify({ type: 'hello', token }));
    expect(await dead.closed).toEqual({ code: 4401, reason: 'Your session has ended' });
    const unknown = open(a.liveUrl);
    await unknown.opened;
    unknown.ws.send(JSON.stringify({ type: 'hello', token: 'no-such-session-token' }));
    expect((await unknown.closed).code).toBe(4401);
    expect(await open(a.liveUrl).hello()).toMatchObject({ type: 'ready', member: false });
  });

  it('catches a reconnecting client up on what it missed, on another process', async () => {
    const first = open(a.liveUrl);
    await first.hello();
    const seen = await sendBroadcast();
    const event = await first.next([seen]);
    if (event.type !== 'broadcast') throw new Error('expected an event');
    first.close();
    await first.closed;

    const missed = [await sendBroadcast(), await sendBroadcast()];
    const again = open(b.liveUrl);
    expect(await again.hello({ lastEventId: event.id })).toMatchObject({ type: 'ready' });
    const caughtUp = [await again.next(missed), await again.next(missed)];
    expect(caughtUp.map((message) => message.type === 'broadcast' && message.broadcastId)).toEqual(missed);
  });

  it('tells a client whose last event fell off the stream to refetch', async () => {
    const first = open(a.liveUrl);
    await first.hello();
    const seen = await sendBroadcast();
    const event = await first.next([seen]);
    if (event.type !== 'broadcast') throw new Error('expected an event');
    first.close();
    await sendBroadcast();
    // What LIVE_STREAM_MAXLEN does to a long-gone client: the events after its id are no longer there.
    await a.redis.xtrim(liveStreamKey(), 'MAXLEN', 0);

    const again = open(b.liveUrl);
    expect(await again.hello({ lastEventId: event.id })).toMatchObject({ type: 'ready' });
    expect(await again.next()).toMatchObject({ type: 'refetch' });
    // And it is live again from there.
    const next = await sendBroadcast();
    expect(await again.next([next])).toMatchObject({ type: 'broadcast', broadcastId: next });
  });

  it('refuses a page of another origin', async () => {
    const foreign = open(a.liveUrl, { origin: 'https://evil.example' });
    await expect(foreign.opened).rejects.toThrow(/403/);
    const own = open(a.liveUrl, { origin: a.url });
    await expect(own.hello()).resolves.toMatchObject({ type: 'ready' });
  });

  it('closes a socket whose first message is not a hello, or that sends a large message', async () => {
    const bad = open(a.liveUrl);
    await bad.opened;
    bad.ws.send('{"type":"subscribe"}');
    expect((await bad.closed).code).toBe(4400);

    const large = open(a.liveUrl);
    await large.opened;
    large.ws.send(JSON.stringify({ type: 'hello', token: 'x'.repeat(10_000) }));
    expect((await large.closed).code).toBe(1009);
  });
});

describe('live socket limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({}, { maxSocketsPerIp: 2, maxSocketsPerContact: 1 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('caps the sockets of one client address', async () => {
    const headers = clientIp();
    await open(limited.liveUrl, { headers }).hello();
    await open(limited.liveUrl, { headers }).hello();
    await expect(open(limited.liveUrl, { headers }).opened).rejects.toThrow(/429/);
    // Another address is not affected.
    await expect(open(limited.liveUrl).hello()).resolves.toMatchObject({ type: 'ready' });
  });

  it('caps how often one client address opens sockets, even when it closes them', async () => {
    const often = await startTestServer({}, { maxConnectsPerIpPerMinute: 3 });
    try {
      const headers = clientIp();
      for (let i = 0; i < 3; i += 1) {
        const socket = open(often.liveUrl, { headers });
        await socket.hello();
        socket.ws.close();
        await socket.closed;
      }
      await expect(open(often.liveUrl, { headers }).opened).rejects.toThrow(/429/);
      await expect(open(often.liveUrl).hello()).resolves.toMatchObject({ type: 'ready' });
    } finally {
      await often.close();
    }
  });

  it('caps the sockets of one member', async () => {
    const token = await limited.signIn(await buildContact(limited.orm));
    expect(await open(limited.liveUrl).hello({ token })).toMatchObject({ member: true });
    const second = open(limited.liveUrl);
    await second.opened;
    second.ws.send(JSON.stringify({ type: 'hello', token }));
    expect((await second.closed).code).toBe(4429);
  });

  it('drops a socket that does not answer pings', async () => {
    const pinged = await startTestServer({}, { pingIntervalMs: 50 });
    try {
      const silent = open(pinged.liveUrl, { autoPong: false });
      await silent.hello();
      expect((await silent.closed).code).toBe(1006);
    } finally {
      await pinged.close();
    }
  });
});
