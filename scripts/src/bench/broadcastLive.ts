/**
 * `npm run bench:broadcasts:live -- [--url http://127.0.0.1:3000] [--sends 50] [--gap 300]`: time from sending a
 * broadcast to it appearing in another member's open list. Needs the api and the worker running on DATABASE_URL
 * (the benchmark world). The demo member keeps a live socket open, as its browser would; each send is an insert
 * into broadcast by the demo owner (what POST /api/broadcasts commits, without the daily limits), timed until
 * (1) the live event reaches the socket and (2) the list the page then refetches (GET /api/broadcasts, page 1)
 * holds the broadcast.
 */
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { signInDemoMember, benchOptions, localApiUrl } from './benchWorld.ts';

const SENDER_EMAIL = 'owner@demo.tbs';
const EVENT_TIMEOUT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

function summary(name: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(0);
  return `${name}: p50 ${f(percentile(sorted, 0.5))} ms, p95 ${f(percentile(sorted, 0.95))} ms, max ${f(sorted.at(-1) ?? Number.NaN)} ms`;
}

/** The demo member's live socket: resolves each broadcast's event as it arrives. */
async function openLiveSocket(url: string, token: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
  const waiting = new Map<number, (at: number) => void>();
  const arrived = new Map<number, number>();
  /** The stream id's milliseconds: when the worker appended the event (same machine clock). */
  const appendedAt = new Map<number, number>();
  await new Promise<void>((resolve, reject) => {
    socket.onerror = () => reject(new Error(`Could not open ${url}/api/live`));
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', token }));
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as {
        type: string;
        id?: string;
        broadcastId?: number;
        member?: boolean;
      };
      if (data.type === 'ready') {
        if (!data.member) reject(new Error('The live socket did not take the member token'));
        resolve();
      } else if (data.type === 'broadcast' && data.broadcastId !== undefined) {
        const at = performance.now();
        arrived.set(data.broadcastId, at);
        appendedAt.set(data.broadcastId, Number(data.id?.split('-')[0]));
        waiting.get(data.broadcastId)?.(at);
      }
    };
  });
  return {
    eventOf(broadcastId: number): Promise<number> {
      const at = arrived.get(broadcastId);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No live event for broadcast ${broadcastId} in ${EVENT_TIMEOUT_MS} ms`)),
          EVENT_TIMEOUT_MS,
        );
        waiting.set(broadcastId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    appendedAt: (broadcastId: number) => appendedAt.get(broadcastId) ?? Number.NaN,
    close: () => socket.close(),
  };
}

async function main(): Promise<void> {
  const values = benchOptions({
    url: localApiUrl(),
    sends: 50,
    gap: 300,
  });
  const sends = values.sends;
  const token = await signInDemoMember(values.url);
  const live = await openLiveSocket(values.url, token);
  const db = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
  await db.connect();
  const sent: number[] = [];
  const toEvent: number[] = [];
  const toStream: number[] = [];
  const toList: number[] = [];
  let listMisses = 0;
  try {
    const sender = await db.query<{ id: number; company_id: number }>(
      'select id, company_id from contact where email = $1',
      [SENDER_EMAIL],
    );
    if (!sender.rows[0]) throw new Error(`No contact ${SENDER_EMAIL}: seed the benchmark world first`);
    const { id: contactId, company_id: companyId } = sender.rows[0];
    for (let index = 0; index < sends; index += 1) {
      const started = performance.now();
      const startedAt = Date.now();
      const inserted = await db.query<{ id: string }>(
        `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
           description, condition, price, from_email)
         values (2, $1, $2, 'WTS', $3, 'Benchmark of live updates.', '1', 'HPE', 'DL380 Gen10', 'REF', '100',
           'bench@demo.tbs') returning id`,
        [companyId, contactId, `WTS HPE DL380 Gen10 live bench ${Date.now()}-${index}`],
      );
      const id = Number(inserted.rows[0]!.id);
      sent.push(id);
      const eventAt = await live.eventOf(id);
      toEvent.push(eventAt - started);
      toStream.push(live.appendedAt(id) - startedAt);
      // What the open page does on the event: refetch page 1 of the list.
      for (let attempt = 0; ; attempt += 1) {
        const answer = await fetch(`${values.url}/api/broadcasts?page=1&pageSize=10`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await answer.json()) as { payload?: { results?: { id: number }[] } };
        if (body.payload?.results?.some((row) => row.id === id)) break;
        if (attempt === 0) listMisses += 1;
        if (attempt > 100) throw new Error(`Broadcast ${id} never appeared in the list`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      toList.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, values.gap));
    }
  } finally {
    live.close();
    // Leaves the benchmark world as it was (the outbox takes the deletes out of the index).
    if (sent.length) await db.query('delete from broadcast where id = any($1::bigint[])', [sent]);
    await db.end();
  }
  console.log(
    [
      `${sends} broadcasts sent one after another (${values.gap} ms apart), watched by one member's live socket`,
      summary('send -> appended to the stream by the worker (indexed first)', toStream),
      summary('send -> live event on the socket', toEvent),
      summary('send -> in the refetched list', toList),
      `refetches that did not hold the broadcast yet: ${listMisses}`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
