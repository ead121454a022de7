/**
 * `npm run bench:broadcasts:saved -- [--searches 10000] [--history 50000] [--runs 300]`: the cost of matching
 * new broadcasts against saved searches, as the worker's 'savedSearch' consumer does it
 * (matchSavedSearches: read the batch, one set-based statement that matches, records hits and moves Last
 * Hit), committed like the consumer's claim. Builds its own database (SAVED_SEARCH_BENCH_DATABASE_URL,
 * default tbs_bench_saved_search on the DATABASE_URL server), dropped and made again on every run: contacts,
 * a broadcast history and N saved searches drawn from the same vocabulary as the new broadcasts (part
 * numbers typed with and without separators, model words, side/list/company filters), so real hits happen.
 * Prints per-broadcast cost for batches of 1 (p50/p95) and of 200 (the consumer's batch size).
 */
import pg from 'pg';
import { config } from '@tbs/config';
import { dropDatabase, migrateToLatest, withDefaultUser } from '@tbs/db';
import { matchSavedSearches } from '@tbs/worker';
import { savedSearchAnchor, savedSearchTerms } from '@tbs/rules';
import { benchOptions } from './benchWorld.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A small deterministic generator, so two runs build the same world. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const LISTS = [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15];
const BRANDS = ['HPE', 'Dell', 'Cisco', 'Lenovo', 'IBM', 'Juniper', 'Apple', 'Samsung', 'Intel', 'Fujitsu'];
const WORDS = [
  'DL380',
  'DL360',
  'Gen9',
  'Gen10',
  'R740',
  'R640',
  'C9300',
  'C3850',
  'ThinkPad',
  'T480',
  'MacBook',
  'iPhone',
  'Xeon',
  'SSD',
  'HDD',
  'DIMM',
  'PSU',
  'switch',
  'router',
  'firewall',
  'laptop',
  'server',
  'tablet',
  'monitor',
  'refurbished',
  'new',
  'sealed',
  'bulk',
  'pallet',
  'tested',
  'grade',
  'stock',
  'urgent',
  'cheap',
  'original',
];

function partNumber(next: () => number): string {
  const digits = String(100_000 + Math.floor(next() * 900_000));
  const suffix = `${'ABCDEFGHJK'[Math.floor(next() * 10)]}${Math.floor(next() * 90) + 10}`;
  return `${digits}-${suffix}`;
}

async function main(): Promise<void> {
  const values = benchOptions({
    searches: 10000,
    history: 50000,
    runs: 300,
  });
  const searches = values.searches;
  const history = values.history;
  const runs = values.runs;
  const base = new URL(withDefaultUser(config().DATABASE_URL));
  base.pathname = '/tbs_bench_saved_search';
  const databaseUrl = process.env.SAVED_SEARCH_BENCH_DATABASE_URL ?? base.toString();

  await dropDatabase(databaseUrl);
  await migrateToLatest(databaseUrl);
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const next = random(11);
  const parts = Array.from({ length: 5_000 }, () => partNumber(next));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  // 300 companies of 10 contacts.
  await client.query(
    `insert into company (name, country_code) select 'Bench company ' || n, 'NL' from generate_series(1, 300) n`,
  );
  await client.query(
    `insert into contact (company_id, name, email)
     select c.id, 'Contact ' || c.id || '-' || k, 'bench-' || c.id || '-' || k || '@example.com'
       from company c cross join generate_series(1, 10) k`,
  );
  const contacts = (
    await client.query<{ id: number; company_id: number }>('select id, company_id from contact')
  ).rows;

  const broadcastRows = (count: number) =>
    Array.from({ length: count }, () => {
      const sender = pick(contacts);
      const side = next() < 0.5 ? 'WTB' : 'WTS';
      const pn = pick(parts);
      const typed = next() < 0.5 ? pn : pn.replace('-', '');
      return {
        list_id: pick(LISTS),
        company_id: sender.company_id,
        contact_id: sender.id,
        side,
        subject: `${side} ${pick(BRANDS)} ${pick(WORDS)} ${typed}`,
        message: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}, also ${pick(parts)} and ${pick(WORDS)}. Qty ${Math.floor(next() * 100)}`,
      };
    });
  const insertBroadcasts = async (rows: ReturnType<typeof broadcastRows>): Promise<number[]> =>
    (
      await client.query<{ id: string }>(
        `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                                condition, price, from_email)
         select list_id, company_id, contact_id, side, subject, message, '1', 'HPE', 'd', 'REF', '10', 'b@example.com'
           from jsonb_to_recordset($1::jsonb) as x(list_id smallint, company_id int, contact_id int, side text,
                                                   subject text, message text)
         returning id`,
        [JSON.stringify(rows)],
      )
    ).rows.map((row) => Number(row.id));

  let started = performance.now();
  for (let done = 0; done < history; done += 5_000)
    await insertBroadcasts(broadcastRows(Math.min(5_000, history - done)));
  await client.query('delete from broadcast_pending');

  // Saved searches: 55% a part number (half typed without separators), 35% two words, 10% a company only;
  // half of them also filter side, a quarter a list.
  const saved = Array.from({ length: searches }, () => {
    const owner = pick(contacts);
    const kind = next();
    const query =
      kind < 0.55
        ? next() < 0.5
          ? pick(parts)
          : pick(parts).replace('-', '')
        : kind < 0.9
          ? `${pick(BRANDS)} ${pick(WORDS)}`
          : '';
    return {
      contact_id: owner.id,
      query,
      terms: savedSearchTerms(query),
      anchor: savedSearchAnchor(savedSearchTerms(query)),
      side: next() < 0.5 ? pick(['WTB', 'WTS']) : null,
      list_id: next() < 0.25 ? pick(LISTS) : null,
      company_id: query ? null : pick(contacts).company_id,
      is_digest: next() < 0.3,
    };
  });
  await client.query(
    `insert into saved_search (contact_id, query, terms, anchor, side, list_id, company_id, is_digest)
     select contact_id, query, terms, anchor, side, list_id, company_id, is_digest
       from jsonb_to_recordset($1::jsonb) as x(contact_id int, query text, terms text[], anchor text, side text,
                                               list_id smallint,
                                               company_id int, is_digest boolean)`,
    [JSON.stringify(saved)],
  );
  await client.query('vacuum analyze');
  console.log(
    `World: ${contacts.length} contacts, ${history} broadcasts, ${searches} saved searches (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const matchBatch = async (ids: number[]) => {
    await client.query('begin');
    const hits = await matchSavedSearches(client, ids);
    await client.query('commit');
    return hits.length;
  };

  // Warm-up, then batches of 1 (a quiet moment: each broadcast alone).
  for (const id of await insertBroadcasts(broadcastRows(20))) await matchBatch([id]);
  const single: number[] = [];
  let singleHits = 0;
  for (const id of await insertBroadcasts(broadcastRows(runs))) {
    started = performance.now();
    singleHits += await matchBatch([id]);
    single.push(performance.now() - started);
  }
  single.sort((a, b) => a - b);

  // Batches of 200 (the consumer's claim size, a busy moment).
  const batchTimes: number[] = [];
  let batchHits = 0;
  for (let batch = 0; batch < 5; batch++) {
    const ids = await insertBroadcasts(broadcastRows(200));
    started = performance.now();
    batchHits += await matchBatch(ids);
    batchTimes.push(performance.now() - started);
  }
  const perBroadcastInBatch = batchTimes.reduce((sum, value) => sum + value, 0) / (batchTimes.length * 200);

  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `explain select s.id from saved_search s where s.anchor = any($1::text[]) and s.terms <@ $1::text[]`,
    [['HPE', 'DL380', '875490B21']],
  );
  await client.end();

  console.log(`\nSaved-search matching, ${searches} saved searches:`);
  console.log(
    `- one broadcast per batch (${runs} runs): p50 ${ms(percentile(single, 50))}, p95 ${ms(percentile(single, 95))}, max ${ms(single.at(-1) ?? 0)}; ${(singleHits / runs).toFixed(1)} hits per broadcast`,
  );
  console.log(
    `- batches of 200 (5 runs): ${ms(perBroadcastInBatch)} per broadcast (${ms(Math.max(...batchTimes))} the slowest batch); ${(batchHits / 1000).toFixed(1)} hits per broadcast`,
  );
  console.log(`- plan of the anchor lookup: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
