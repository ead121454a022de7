/**
 * `npm run bench:broadcasts:search -- [--n 300]`: server-side latency of broadcast searches (engine only,
 * page and exact total in one statement) over the database in DATABASE_URL, a benchmark world seeded with
 * e.g. `npm run seed -- --reset --broadcasts 1000000`. Builds the broadcast index first when it is empty
 * (and prints how long that took). Terms are drawn from the broadcasts themselves: a word of a subject,
 * a part number as sellers type it (with its separators) and as buyers type it (without), the lists, sides
 * and the favourites of contacts that have some.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { partNumbersIn, type BroadcastSearchQuery, createSearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { rebuildEmptyIndexes } from '@tbs/worker';
import { percentile, printSearchKinds } from './searchKinds.ts';

interface Sample {
  word: string;
  typed: string;
  listId: number;
  side: 'WTB' | 'WTS';
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { n: { type: 'string', default: '300' } } });
  const n = Number(values.n);
  const databaseUrl = config().DATABASE_URL;

  const writer = createSearchWriter();
  const started = performance.now();
  const rebuilt = await rebuildEmptyIndexes(databaseUrl, writer, pino({ level: 'silent' }), ['broadcast']);
  if (rebuilt.length)
    console.log(
      `Index built for ${rebuilt.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  const indexed = await writer.count('broadcast');
  await writer.close();

  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const rows = (
    await client.query<{ subject: string; list_id: number; side: 'WTB' | 'WTS' }>(
      `select subject, list_id, side from broadcast tablesample system (1) where deleted_at is null limit $1`,
      [Math.max(n, 1000)],
    )
  ).rows;
  const samples: Sample[] = rows.flatMap((row) => {
    const typed = row.subject
      .split(/\s+/)
      .find((token) => partNumbersIn(token).length && /[-/.]/.test(token));
    const word = row.subject.split(/\s+/).find((token) => /^[A-Za-z]{4,}$/.test(token));
    return typed && word ? [{ typed, word, listId: row.list_id, side: row.side }] : [];
  });
  const favourites = (
    await client.query<{ company_ids: number[] }>(
      `select array_agg(company_id) as company_ids from favorite group by contact_id
        order by count(*) desc limit $1`,
      [n],
    )
  ).rows.map((row) => row.company_ids);
  await client.end();
  if (!samples.length || !favourites.length)
    throw new Error('The world holds no broadcasts or no favourites');

  const pick = (i: number) => samples[i % samples.length]!;
  const fav = (i: number) => favourites[i % favourites.length]!;
  const page = { page: 1, pageSize: 10 };
  const kinds: Array<{ name: string; query: (i: number) => BroadcastSearchQuery }> = [
    { name: 'all, newest first (home)', query: () => ({ ...page }) },
    { name: 'a word', query: (i) => ({ term: pick(i).word, ...page }) },
    { name: 'a part number as typed (with separators)', query: (i) => ({ term: pick(i).typed, ...page }) },
    {
      name: 'a part number without separators',
      query: (i) => ({
        term: pick(i)
          .typed.replace(/[^A-Za-z0-9]/g, '')
          .toLowerCase(),
        ...page,
      }),
    },
    {
      name: 'a word, list and side',
      query: (i) => ({ term: pick(i).word, listId: pick(i).listId, side: pick(i).side, ...page }),
    },
    {
      name: 'a part number, list and side',
      query: (i) => ({ term: pick(i).typed, listId: pick(i).listId, side: pick(i).side, ...page }),
    },
    {
      name: 'list and side, no term',
      query: (i) => ({ listId: pick(i).listId, side: pick(i).side, ...page }),
    },
    { name: 'From Favorites', query: (i) => ({ companyIds: fav(i), ...page }) },
    {
      name: 'From Favorites and a word',
      query: (i) => ({ term: pick(i).word, companyIds: fav(i), ...page }),
    },
    {
      name: 'exact phrase (2 words)',
      query: (i) => ({ term: `${pick(i).word} ${pick(i).typed}`, exactPhrase: true, ...page }),
    },
    { name: 'a word, page 50', query: (i) => ({ term: pick(i).word, page: 50, pageSize: 10 }) },
  ];

  const reader = createSearchReader({ poolSize: 2 });
  console.log(
    `Broadcast search over ${indexed.toLocaleString('en-US')} indexed broadcasts, ${n} queries per kind (ms)`,
  );
  try {
    await printSearchKinds(reader, 'broadcast', kinds, n);
    const times: number[] = [];
    for (let i = 0; i < Math.min(n, 100); i += 1) {
      const t0 = performance.now();
      await reader.broadcastPrices({ term: pick(i).typed, rates: { USD: 1.08, GBP: 0.85 }, maxPoints: 500 });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const f = (value: number) => value.toFixed(1);
    console.log(
      `| price statistics (a part number, WTS) | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1)!)} | 0 | - |`,
    );
  } finally {
    await reader.close();
  }
}

await main();
