/**
 * Faults of the scaled-out topology: a search replica stopped or lagging, one of two api processes killed
 * under load, and live updates across api processes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { check, checkAnswers, recovered, secondsUntil, type Sample } from './checks.ts';
import { call, type Product } from './product.ts';
import type { Postgres } from './services.ts';
import type { World } from './world.ts';

/** The number of log lines (of every product) that say a search replica left or rejoined the rotation. */
function replicaLogCount(world: World, message: 'out of rotation' | 'back in rotation'): number {
  return world.products
    .flatMap((product) => product.logLines())
    .filter((line) => line.includes(`"search replica ${message}"`)).length;
}

export async function replicaStopped(world: World, replica: Postgres): Promise<void> {
  console.log('\nFault: the search replica stopped (fast shutdown) for 5 s, then started');
  world.takeSamples();
  const outBefore = replicaLogCount(world, 'out of rotation');
  const inBefore = replicaLogCount(world, 'back in rotation');
  replica.stop();
  const stoppedAt = performance.now();
  const out = await secondsUntil(async () => replicaLogCount(world, 'out of rotation') > outBefore, 10);
  recovered('replica stopped', 'the apis leave it out', out, 2);
  await sleep(Math.max(0, 5_000 - (performance.now() - stoppedAt)));
  await replica.start();
  const back = await secondsUntil(
    async () => replicaLogCount(world, 'back in rotation') >= inBefore + world.products.length,
    20,
  );
  recovered('replica restart', 'every api reads from it again', back, 10);
  checkAnswers('replica stopped', world.takeSamples());
}

export async function replicaPaused(world: World, replica: Postgres): Promise<void> {
  console.log('\nFault: the search replica stops replaying (pg_wal_replay_pause) while a part is imported');
  world.takeSamples();
  const inBefore = replicaLogCount(world, 'back in rotation');
  const outBefore = replicaLogCount(world, 'out of rotation');
  await replica.query('select pg_wal_replay_pause()');
  const partNumber = `FAULTREPLICA${Date.now()}`;
  await world.db.query(
    `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
     select id, $1, 'Faultco', 'Imported while the replica lags', 1, 'NEW', 10 from company order by id limit 1`,
    [partNumber],
  );
  const pausedAt = performance.now();
  // Indexed on the primary by a worker; the lagging replica is left out, so a search finds it anyway.
  const found = await secondsUntil(async () => {
    const answer = await call(world.products[0]!.baseUrl, 'GET', `/api/parts?query=${partNumber}`);
    return (answer.body?.payload as { numResults?: number } | undefined)?.numResults === 1;
  }, 20);
  recovered('replica replay paused', 'a new part is searchable (from the primary)', found, 10);
  const leftOut = await secondsUntil(
    async () => replicaLogCount(world, 'out of rotation') >= outBefore + world.products.length,
    20,
  );
  recovered('replica replay paused', 'every api leaves the lagging replica out', leftOut, 10);
  await replica.query('select pg_wal_replay_resume()');
  const back = await secondsUntil(
    async () => replicaLogCount(world, 'back in rotation') >= inBefore + world.products.length,
    20,
  );
  recovered('replica replay resumed', 'every api reads from it again', back, 10);
  console.log(`  (the part was imported ${((performance.now() - pausedAt) / 1000).toFixed(1)} s ago)`);
  checkAnswers('replica paused', world.takeSamples());
}

/** A member's live socket on one api: the broadcast ids of the events it received. */
class LiveSocket {
  readonly received = new Set<number>();
  closed = false;
  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('close', () => (this.closed = true));
    socket.addEventListener('message', (message) => {
      const data = JSON.parse(String(message.data)) as { type: string; broadcastId?: number };
      if (data.type === 'broadcast' && data.broadcastId !== undefined) this.received.add(data.broadcastId);
    });
  }

  static async open(product: Product, token: string): Promise<LiveSocket> {
    const socket = new WebSocket(`${product.baseUrl.replace(/^http/, 'ws')}/api/live`);
    const live = new LiveSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('error', () => reject(new Error(`no live socket on ${product.baseUrl}`)));
      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
      socket.addEventListener('message', (message) => {
        if ((JSON.parse(String(message.data)) as { type: string }).type === 'ready') resolve();
      });
    });
    return live;
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * A WTS broadcast as POST /api/broadcasts commits it (the worker's pipeline takes it from there), its subject
 * carrying a marker so that its delivery mails can be counted.
 */
async function sendBroadcast(world: World): Promise<number> {
  const marker = world.marker('broadcast');
  const subject = `WTS fault suite live ${marker}`;
  const { rows } = await world.db.query<{ id: string }>(
    `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
       description, condition, price, from_email)
     select 2, c.company_id, c.id, 'WTS', $1, 'Fault suite live event.', '1', 'HPE', 'DL380 Gen10', 'REF', '100',
       c.email
     from contact c where c.email = 'owner@demo.tbs' returning id`,
    [subject],
  );
  if (!rows[0]) throw new Error('no demo owner to send a broadcast');
  const broadcastId = Number(rows[0].id);
  world.broadcasts.push({ marker, broadcastId });
  return broadcastId;
}

async function eventArrives(sockets: LiveSocket[], broadcastId: number): Promise<number> {
  return secondsUntil(async () => sockets.every((socket) => socket.received.has(broadcastId)), 15);
}

/** Every active contact of the world takes list 2 by Standard e-mail, so each broadcast there mails them all. */
async function subscribeEveryone(world: World): Promise<void> {
  await world.db.query(
    `insert into broadcast_setting (contact_id, list_id, email_set, type)
     select id, 2, 'primary', 0 from contact where is_active
     on conflict (contact_id, list_id, email_set) do update set type = 0`,
  );
}

export async function apiKilled(world: World): Promise<void> {
  console.log('\nFault: one of two api processes SIGKILLed under load');
  await subscribeEveryone(world);
  const [first, second] = world.products as [Product, Product];
  const sockets = [await LiveSocket.open(first, world.token), await LiveSocket.open(second, world.token)];
  try {
    const before = await sendBroadcast(world);
    const seen = await eventArrives(sockets, before);
    recovered('two apis', 'a broadcast reaches the live sockets of both', seen, 5);
    world.takeSamples();
    const killedAt = performance.now();
    await first.killApi();
    const closed = await secondsUntil(async () => sockets[0]!.closed, 10);
    check(Number.isFinite(closed), 'api killed: its live sockets close');
    // The client reconnects, and the load balancer sends it to the api that is up.
    const reconnected = await LiveSocket.open(second, world.token);
    sockets.push(reconnected);
    const after = await sendBroadcast(world);
    const delivered = await eventArrives([sockets[1]!, reconnected], after);
    recovered('api SIGKILL', 'the reconnected socket on the other api gets the next broadcast', delivered, 5);
    const up = await secondsUntil(
      async () => (await call(first.baseUrl, 'GET', '/health')).status === 200,
      30,
    );
    recovered('api SIGKILL', 'the killed api is back (restarted by its launcher)', up, 20);
    await sleep(1_000);
    const backAt = killedAt + up * 1000;
    // Lost with the process: requests in flight on it, and those sent on a kept-alive connection to it before
    // the client saw it close (reset, not refused, so not sent elsewhere), until its launcher restarted it.
    const inFlight = (sample: Sample) =>
      sample.status === 0 &&
      sample.baseUrl === first.baseUrl &&
      sample.at + sample.ms >= killedAt &&
      sample.at < backAt;
    checkAnswers('api kill', world.takeSamples(), inFlight);
  } finally {
    for (const socket of sockets) socket.close();
  }
}
