/**
 * `npm run bench:replica -- [--seconds 10] [--clients 16] [--writes 100]`: search throughput with the primary
 * alone against the primary plus one streaming replica, side by side (rounds alternate), and the freshness of
 * the replica: from a search document committed on the primary to a search that finds it through the replica.
 * Runs over DATABASE_URL's benchmark world and makes its own replica of that server on a spare port
 * (removed at the end). Searches run in-process through @tbs/search, as the api runs them, so the figure is
 * the databases' capacity, not an HTTP server's.
 */
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { createSearchReader, type PartDocument, type SearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { Postgres } from '../faults/services.ts';
import { allowReplication } from '../replica/allowReplication.ts';
import { benchOptions } from './benchWorld.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function sampleTerms(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ pn: string; word: string }>(
      `select part_number as pn, split_part(description, ' ', 1) as word
         from inventory_part tablesample system (1) limit 2000`,
    );
    if (!rows.length) throw new Error('No parts in DATABASE_URL: seed the benchmark world first');
    // Mostly exact part numbers, as members search, and some description words.
    return rows.flatMap((row, index) => (index % 4 === 3 ? [row.word] : [row.pn]));
  } finally {
    await client.end();
  }
}

/** `clients` searching back to back for `seconds`: searches per second and latency. */
async function closedLoop(reader: SearchReader, terms: string[], clients: number, seconds: number) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = Math.floor(Math.random() * terms.length);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const term = terms[next++ % terms.length]!;
        const started = performance.now();
        await reader.search('part', { term, page: 1, pageSize: 10 }).catch(() => undefined);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** Commits one part document on the primary and times until a search through the replica finds it. */
async function freshness(reader: SearchReader, databaseUrl: string, writes: number): Promise<number[]> {
  const writer = createSearchWriter({ SEARCH_ENGINE: 'postgres', DATABASE_URL: databaseUrl });
  const delays: number[] = [];
  try {
    for (let index = 0; index < writes; index += 1) {
      const partNumber = `FRESH${Date.now().toString(36).toUpperCase()}X${index}`;
      const document: PartDocument = {
        id: 2_000_000_000 + index,
        companyId: 1,
        partNumber,
        partNumberNorm: partNumber,
        manufacturer: 'Benchco',
        description: 'Replica freshness probe',
        quantity: 1,
        condition: 'NEW',
        price: 1,
        isRfqDisabled: false,
        companyName: 'Benchmark',
        countryCode: 'NL',
        tierRank: 0,
        updatedAt: new Date().toISOString(),
      };
      const started = performance.now();
      await writer.upsert('part', [document]);
      for (;;) {
        const page = await reader.search('part', { term: partNumber, page: 1, pageSize: 1 });
        if (page.total > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      delays.push(performance.now() - started);
      await writer.delete('part', [document.id]);
    }
  } finally {
    await writer.close();
  }
  return delays.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const values = benchOptions({
    seconds: 10,
    clients: 16,
    writes: 100,
  });
  const [seconds, clients, writes] = [values.seconds, values.clients, values.writes].map(Number) as [
    number,
    number,
    number,
  ];
  const databaseUrl = config().DATABASE_URL;
  const primaryUrl = new URL(databaseUrl);
  const terms = await sampleTerms(databaseUrl);
  await allowReplication(databaseUrl);
  console.log('Making a streaming replica of the benchmark server (pg_basebackup)…');
  const replica = await Postgres.replicaOf({
    port: Number(primaryUrl.port || 5432),
    database: primaryUrl.pathname.slice(1),
  });
  const settings = { SEARCH_ENGINE: 'postgres' as const, DATABASE_URL: databaseUrl };
  const alone = createSearchReader({ poolSize: 8 }, { ...settings, SEARCH_DATABASE_URLS: [] });
  const withReplica = createSearchReader(
    { poolSize: 8 },
    { ...settings, SEARCH_DATABASE_URLS: [replica.url], SEARCH_REPLICA_CHECK_MS: 200 },
  );
  try {
    // Warm both servers' caches, then alternate so that neither side gets the quieter minute.
    await closedLoop(alone, terms, clients, 2);
    await closedLoop(withReplica, terms, clients, 2);
    console.log(`\n${clients} clients, ${seconds} s per round, ${terms.length} sampled terms`);
    console.log(
      '| round | primary alone: searches/s, p50, p95 | primary + 1 replica: searches/s, p50, p95 |',
    );
    console.log('|---|---|---|');
    for (let round = 1; round <= 2; round += 1) {
      const a = await closedLoop(alone, terms, clients, seconds);
      const b = await closedLoop(withReplica, terms, clients, seconds);
      const show = (r: typeof a) =>
        `${r.perSecond.toFixed(0)}/s, ${r.p50.toFixed(1)} ms, ${r.p95.toFixed(1)} ms`;
      console.log(`| ${round} | ${show(a)} | ${show(b)} |`);
    }
    const delays = await freshness(withReplica, databaseUrl, writes);
    console.log(
      `\nWrite on the primary to searchable through the replica (${writes} writes): ` +
        `p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms, ` +
        `max ${delays.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    await alone.close();
    await withReplica.close();
    replica.destroy();
  }
}

await main();
