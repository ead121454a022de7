/**
 * `npm run bench:ai-matches -- [--runs 300]`: the time of the AI possible-matches list of a broadcast as the
 * api computes it (AiPossibleMatches.find: the source's vector, the exact scan of the last 30 days' vectors of
 * the other side, the check that the found broadcasts are live), on the DATABASE_URL world after
 * `npm run models:backfill`. Prints the first call (loading the vectors), p50/p95/max of the next ones, the
 * vectors held and the process's memory.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { AiPossibleMatches } from '@tbs/api';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { startBroadcastEmbedding } from '@tbs/worker';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '300' }, sends: { type: 'string', default: '20' } },
  });
  const orm = await initORM(config().DATABASE_URL);
  const em = orm.em.fork();
  const sources = await em.execute<
    {
      id: string;
      company_id: number;
      side: 'WTB' | 'WTS';
      subject: string;
      message: string;
      brand: string;
      description: string;
      condition: string;
    }[]
  >(
    `select b.id, b.company_id, b.side, b.subject, b.message, b.brand, b.description, b.condition
       from broadcast b join broadcast_embedding e on e.broadcast_id = b.id
      where b.deleted_at is null and b.created_at >= now() - interval '30 days'
      order by random() limit ?`,
    [Number(values.runs) + 1],
  );
  const matches = new AiPossibleMatches({ logger: pino({ level: 'warn' }) });
  const find = (row: (typeof sources)[number]) =>
    matches.find(em, { ...row, id: Number(row.id) }, row.company_id);
  let started = performance.now();
  const first = await find(sources[0]!);
  const loadMs = performance.now() - started;
  if (!first.available) throw new Error('no model');
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (const row of sources.slice(1)) {
    started = performance.now();
    await find(row);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerList = (cpu.user + cpu.system) / 1000 / times.length;
  times.sort((a, b) => a - b);
  const held = await em.execute<{ n: string }[]>(
    `select count(*) as n from broadcast_embedding e join broadcast b on b.id = e.broadcast_id
      where b.deleted_at is null and b.created_at >= now() - interval '30 days'`,
  );
  console.log(
    `first call (loads ${held[0]!.n} vectors of the last 30 days): ${(loadMs / 1000).toFixed(1)} s; ` +
      `${times.length} lists: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `max ${times.at(-1)!.toFixed(1)} ms; CPU ${cpuMsPerList.toFixed(1)} ms a list; RSS ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
  );
  console.log(await sendToListLatency(em, matches, sources.slice(1, 1 + Number(values.sends))));
  await orm.close(true);
}

/**
 * From send to AI matches available: with the worker's 'embedding' consumer running in this process, another
 * company sends the other side of a source broadcast (its words, the other side); the time until the source's
 * AI list shows it.
 */
async function sendToListLatency(
  em: Parameters<AiPossibleMatches['find']>[0],
  matches: AiPossibleMatches,
  sources: Array<{ id: string; company_id: number; side: 'WTB' | 'WTS'; subject: string; message: string }>,
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
  return `send to AI list (${times.length} sends, worker consumer in this process): p50 ${percentile(times, 50).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`;
}

await main();
