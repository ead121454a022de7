/**
 * `npm run bench:ai-matches -- [--runs 300] [--sends 20] [--index-dir DIR]`: the AI possible matches at scale, on
 * the DATABASE_URL world after `npm run models:backfill`, as the api computes them (AiPossibleMatches):
 * - building the HNSW index of the last 30 days from broadcast_embedding (time, CPU, memory, size on disk);
 * - reading the saved index back, as an api restart does;
 * - the list of a broadcast (p50/p95, CPU per list), and the index's recall@10 against an exact scan of the
 *   same vectors with the same filters;
 * - from send to AI matches available, with the worker's 'embedding' consumer in this process.
 */
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino, type Logger } from 'pino';
import { AiPossibleMatches } from '@tbs/api';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { loadEmbeddingModel, vectorFromBytes, broadcastEmbeddingText } from '@tbs/models';
import { startBroadcastEmbedding } from '@tbs/worker';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

type Source = {
  id: string;
  company_id: number;
  side: 'WTB' | 'WTS';
  subject: string;
  message: string;
  brand: string;
  description: string;
  condition: string;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '300' },
      sends: { type: 'string', default: '20' },
      'index-dir': { type: 'string' },
      'skip-recall': { type: 'boolean', default: false },
      /** Keeps the saved index of --index-dir and skips the build. */
      'reuse-index': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = config().DATABASE_URL;
  const orm = await initORM(databaseUrl);
  const em = orm.em.fork();
  const indexDir = values['index-dir'] ?? (await mkdtemp(join(tmpdir(), 'tbs-ai-bench-')));
  await mkdir(indexDir, { recursive: true });
  const logger = pino({ level: 'warn' });
  if (!values['reuse-index']) await buildFresh(indexDir, databaseUrl, logger, em, orm);

  const wall = performance.now();
  let cpu = process.cpuUsage();

  const matches = new AiPossibleMatches({ logger, indexDir });
  await matches.warmUp(orm.em.fork(), databaseUrl);
  console.log(
    `index read back from disk: ${((performance.now() - wall) / 1000).toFixed(1)} s wall, ${(cpuMs(cpu) / 1000).toFixed(1)} s CPU; RSS ${mb(process.memoryUsage().rss)}`,
  );

  // 3. Lists.
  const sources = await em.execute<Source[]>(
    `select b.id, b.company_id, b.side, b.subject, b.message, b.brand, b.description, b.condition
       from broadcast b join broadcast_embedding e on e.broadcast_id = b.id
      where b.deleted_at is null and b.created_at >= now() - interval '30 days'
      order by random() limit ?`,
    [Number(values.runs)],
  );
  const find = (row: Source) => matches.find(em, { ...row, id: Number(row.id) }, row.company_id);
  const times: number[] = [];
  const lists: number[][] = [];
  cpu = process.cpuUsage();
  for (const row of sources) {
    const started = performance.now();
    const answer = await find(row);
    times.push(performance.now() - started);
    lists.push(answer.available ? answer.matches.map((match) => match.broadcastId) : []);
  }
  const cpuPerList = cpuMs(cpu) / times.length;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${times.length} lists: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
      `max ${sorted.at(-1)!.toFixed(1)} ms; CPU ${cpuPerList.toFixed(2)} ms a list; RSS ${mb(process.memoryUsage().rss)}`,
  );
  if (!values['skip-recall']) console.log(await recallAgainstExact(em, sources, lists));

  // 4. Send to list.
  console.log(await sendToListLatency(em, matches, sources.slice(0, Number(values.sends))));
  await matches.close();
  if (!values['index-dir']) await rm(indexDir, { recursive: true, force: true });
  await orm.close(true);
}

/** Step 1: builds the index from the table (no saved copy) and saves it; prints time, CPU, memory, size. */
async function buildFresh(
  indexDir: string,
  databaseUrl: string,
  logger: Logger,
  em: Parameters<AiPossibleMatches['find']>[0],
  orm: { em: { fork(): Parameters<AiPossibleMatches['find']>[0] } },
): Promise<void> {
  for (const name of await readdir(indexDir)) await rm(join(indexDir, name), { force: true });
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const building = new AiPossibleMatches({ logger, indexDir });
  await building.warmUp(orm.em.fork(), databaseUrl);
  const build = {
    s: (performance.now() - wall) / 1000,
    cpu: cpuMs(cpu) / 1000,
    rss: process.memoryUsage().rss,
  };
  await building.close();
  let onDisk = 0;
  for (const name of await readdir(indexDir)) onDisk += (await stat(join(indexDir, name))).size;
  const [held] = await em.execute<{ n: string }[]>(
    `select count(*) as n from broadcast_embedding e join broadcast b on b.id = e.broadcast_id
      where b.deleted_at is null and b.created_at >= now() - interval '30 days'`,
  );
  console.log(
    `index build (${held!.n} vectors of the last 30 days): ${build.s.toFixed(1)} s wall, ${build.cpu.toFixed(1)} s CPU; ` +
      `RSS ${mb(build.rss)}; saved: ${mb(onDisk)} in ${indexDir}`,
  );
}

/** The exact top 10 (a full scan of the window's vectors with the same filters) against the index's lists. */
async function recallAgainstExact(
  em: Parameters<AiPossibleMatches['find']>[0],
  sources: Source[],
  lists: number[][],
): Promise<string> {
  const model = await loadEmbeddingModel();
  if (!model.available) return 'no model';
  const rows = await em.execute<{ id: string; company_id: number; side: string; vector: Buffer }[]>(
    `select b.id, b.company_id, b.side, e.vector from broadcast b join broadcast_embedding e on e.broadcast_id = b.id
      where e.model = ? and b.deleted_at is null and b.created_at >= now() - interval '30 days'`,
    [model.version],
  );
  const vectors = rows.map((row) => ({
    id: Number(row.id),
    company: row.company_id,
    side: row.side,
    vector: vectorFromBytes(row.vector),
  }));
  let found = 0;
  let expected = 0;
  for (const [i, source] of sources.entries()) {
    const [query] = await model.embed([broadcastEmbeddingText(source)]);
    const side = source.side === 'WTB' ? 'WTS' : 'WTB';
    const scored: Array<{ id: number; score: number }> = [];
    for (const entry of vectors) {
      if (entry.side !== side || entry.company === source.company_id) continue;
      let score = 0;
      for (let d = 0; d < query!.length; d++) score += query![d]! * entry.vector[d]!;
      scored.push({ id: entry.id, score });
    }
    scored.sort((a, b) => b.score - a.score);
    const exact = scored.slice(0, lists[i]!.length || 10).map((entry) => entry.id);
    const listed = new Set(lists[i]);
    expected += exact.length;
    found += exact.filter((id) => listed.has(id)).length;
  }
  await model.close();
  return `index recall@10 against the exact scan (${sources.length} lists): ${((100 * found) / Math.max(1, expected)).toFixed(1)} %`;
}

/**
 * From send to AI matches available: with the worker's 'embedding' consumer running in this process, another
 * company sends the other side of a source broadcast (its words, the other side); the time until the source's
 * AI list shows it (the list asked every 10 ms, as many members' requests would).
 */
async function sendToListLatency(
  em: Parameters<AiPossibleMatches['find']>[0],
  matches: AiPossibleMatches,
  sources: Source[],
): Promise<string> {
  const logger = pino({ level: 'warn' });
  const embedding = await startBroadcastEmbedding({ databaseUrl: config().DATABASE_URL, logger });
  const times: number[] = [];
  try {
    for (const source of sources) {
      const side = source.side === 'WTB' ? 'WTS' : 'WTB';
      const started = performance.now();
      const [sent] = await em.execute<{ id: string }[]>(
        `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                                condition, price, from_email)
         select b.list_id, c.company_id, c.id, ?, ?, b.message, b.quantity, b.brand, b.description, b.condition,
                b.price, c.email
           from broadcast b, (select id, company_id, email from contact where company_id <> ? limit 1) c
          where b.id = ?
         returning id`,
        [side, source.subject.replace(/^WT[SB]/, side), source.company_id, source.id],
      );
      const id = Number(sent!.id);
      for (;;) {
        const answer = await matches.find(em, { ...source, id: Number(source.id) }, source.company_id);
        if (answer.available && answer.matches.some((match) => match.broadcastId === id)) break;
        if (performance.now() - started > 10_000) throw new Error(`broadcast ${id} not listed after 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(performance.now() - started);
    }
  } finally {
    await embedding.close();
  }
  times.sort((a, b) => a - b);
  return (
    `send to AI list (${times.length} sends, worker consumer in this process): p50 ${percentile(times, 50).toFixed(0)} ms, ` +
    `p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`
  );
}

await main();
