/**
 * `npm run bench:search -- [--n 1000]`: server-side latency of the search engine per query kind over the
 * database in DATABASE_URL (the benchmark world), drawing terms from the indexed part numbers, then the
 * lag from a write to its visibility with a drainer running (`--lag-only` skips the latency part).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { createSearchReader, type PartSearchQuery, SearchTimeoutError, type SearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { OutboxDrainer } from '@tbs/worker';
import { pino } from 'pino';

interface Kind {
  name: string;
  queries: (i: number) => PartSearchQuery[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { n: { type: 'string', default: '1000' }, 'lag-only': { type: 'boolean', default: false } },
  });
  const n = Number(values.n);
  const databaseUrl = config().DATABASE_URL;
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const sample = (
    await client.query<{ pn: string; word: string; country: string }>(
      `select p.part_number_norm as pn, split_part(p.description, ' ', 1) as word, c.country_code as country
         from inventory_part p tablesample system (1) join company c on c.id = p.company_id limit $1`,
      [Math.max(n, 1000)],
    )
  ).rows;
  const manufacturers = (
    await client.query<{ m: string }>(
      `select manufacturer as m from inventory_part tablesample system (1) group by 1 order by count(*) desc limit 5`,
    )
  ).rows.map((row) => row.m);
  await client.end();
  const pick = (i: number) => sample[i % sample.length]!;
  const one = (term: string, extra: Partial<PartSearchQuery> = {}): PartSearchQuery[] => [
    { term, page: 1, pageSize: 10, ...extra },
  ];
  const kinds: Kind[] = [
    { name: 'exact part number', queries: (i) => one(pick(i).pn) },
    { name: '4-character prefix', queries: (i) => one(pick(i).pn.slice(0, 4)) },
    { name: 'infix (5 inner chars)', queries: (i) => one(pick(i).pn.slice(2, 7)) },
    { name: 'description word', queries: (i) => one(pick(i).word) },
    { name: '5 terms', queries: (i) => [0, 1, 2, 3, 4].flatMap((k) => one(pick(i * 5 + k).pn)) },
    { name: 'exact phrase', queries: (i) => one(pick(i).pn, { exactPhrase: true }) },
    { name: 'country filter', queries: (i) => one(pick(i).pn.slice(0, 5), { countryCode: pick(i).country }) },
    { name: 'sorted by price', queries: (i) => one(pick(i).pn.slice(0, 5), { sort: 'price' }) },
    { name: 'deep page (50)', queries: (i) => one(pick(i).pn.slice(0, 3), { page: 50 }) },
    { name: '2-3 characters', queries: (i) => one(pick(i).pn.slice(0, 2 + (i % 2))) },
    { name: 'manufacturer name', queries: (i) => one(manufacturers[i % manufacturers.length]!) },
  ];
  const reader = createSearchReader({ poolSize: 4 });
  if (values['lag-only']) kinds.length = 0;
  console.log(`Search latency over ${n} queries per kind (ms, server side, engine only)`);
  console.log('| kind | p50 | p95 | p99 | max | timeouts | mean total |');
  console.log('|---|---|---|---|---|---|---|');
  try {
    for (const kind of kinds) {
      const runs = kind.name === '2-3 characters' || kind.name === 'manufacturer name' ? Math.min(n, 100) : n;
      const times: number[] = [];
      let timeouts = 0;
      let totals = 0;
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        try {
          for (const query of kind.queries(i)) totals += (await reader.search('part', query)).total;
        } catch (error) {
          if (!(error instanceof SearchTimeoutError)) throw error;
          timeouts += 1;
        }
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const f = (value: number) => value.toFixed(1);
      console.log(
        `| ${kind.name} (${runs}) | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1)!)} | ${timeouts} | ${Math.round(totals / runs)} |`,
      );
    }
    await measureLag(reader, databaseUrl);
  } finally {
    await reader.close();
  }
}

/** Write-to-visibility lag: a part inserted with a drainer running, until search finds it (20 writes). */
async function measureLag(reader: SearchReader, databaseUrl: string): Promise<void> {
  const writer = createSearchWriter();
  const drainer = new OutboxDrainer({ databaseUrl, writer, logger: pino({ level: 'silent' }) });
  await drainer.start();
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const lags: number[] = [];
  try {
    const [company] = (await client.query<{ id: number }>('select id from company order by id limit 1')).rows;
    for (let i = 0; i < 20; i += 1) {
      const partNumber = `LAG${Date.now()}X${i}`;
      const started = performance.now();
      const inserted = await client.query<{ id: string }>(
        `insert into inventory_part (company_id, part_number, manufacturer, description, condition, price)
         values ($1, $2, 'BENCH', 'lag probe', 'REF', 1) returning id`,
        [company!.id, partNumber],
      );
      while ((await reader.search('part', { term: partNumber, page: 1, pageSize: 10 })).total === 0) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      lags.push(performance.now() - started);
      await client.query('delete from inventory_part where id = $1', [inserted.rows[0]!.id]);
    }
  } finally {
    await client.end();
    await drainer.close();
    await writer.close();
  }
  lags.sort((a, b) => a - b);
  console.log(
    `Write-to-search lag over ${lags.length} writes: p50 ${percentile(lags, 50).toFixed(1)} ms, max ${lags.at(-1)!.toFixed(1)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
