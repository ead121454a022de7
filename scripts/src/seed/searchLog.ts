/**
 * A realistic member search log for the analytics benchmark: part numbers searched with Zipf-like popularity
 * (drawn from the stock of the seeded world, plus part numbers nobody stocks, which find nothing), searchers
 * from the seeded member companies (busy traders search more), weekday and office-hour rhythm, rows in time
 * order. Streamed with COPY; foreign-key triggers are skipped for the load (the ids come from the database).
 */
import type pg from 'pg';
import { normalisePartNumber } from '@tbs/rules';
import { copyRows, type Row } from './pgCopy.ts';
import { Random, WeightedSampler, zipfWeights } from './random.ts';

export interface SearchLogOptions {
  rows: number;
  months: number;
  seed?: number;
  /** The end of the log (default now). */
  now?: Date;
  /** Share of searches for part numbers nobody stocks (they find nothing). */
  unstockedShare?: number;
}

interface Searcher {
  contactId: number;
  companyId: number;
}

interface Vocabulary {
  /** What members type, Zipf-ranked (index 0 the most searched). */
  queries: string[];
  /** Results a search for it finds (0 for the unstocked ones). */
  resultCounts: Int32Array;
}

const DAY_MS = 86_400_000;
/** Relative search volume by UTC hour (European office hours). */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 8, 12, 14, 14, 13, 10, 12, 14, 13, 11, 8, 5, 3, 2, 2, 1, 1];

async function loadSearchers(client: pg.Client): Promise<Searcher[]> {
  const { rows } = await client.query<{ contact_id: number; company_id: number }>(
    `select c.id as contact_id, c.company_id from contact c join company co on co.id = c.company_id
      where co.is_active and not c.is_staff order by c.id`,
  );
  if (!rows.length) throw new Error('No member contacts: seed the world first (npm run seed).');
  return rows.map((row) => ({ contactId: row.contact_id, companyId: row.company_id }));
}

/** Stocked part numbers (shuffled, so popularity does not follow the table order) and invented unstocked ones. */
async function loadVocabulary(client: pg.Client, rng: Random, unstockedShare: number): Promise<Vocabulary> {
  const { rows } = await client.query<{ part_number: string; lines: number }>(
    `select min(part_number) as part_number, count(*)::int as lines
       from inventory_part group by part_number_norm order by part_number_norm limit 60000`,
  );
  if (!rows.length) throw new Error('No inventory: seed the world first (npm run seed).');
  const stocked = rows.map((row) => ({ query: row.part_number, results: row.lines }));
  const unstockedCount = Math.round((stocked.length * unstockedShare) / (1 - unstockedShare));
  const unstocked = Array.from({ length: unstockedCount }, (_, index) => ({
    query: `${rng.pick(['QX', 'ZN', 'VB', 'KT'])}${100_000 + index}-${rng.int(10, 99)}`,
    results: 0,
  }));
  const all = [...stocked, ...unstocked];
  rng.shuffle(all);
  return {
    queries: all.map((item) => item.query),
    resultCounts: Int32Array.from(all, (item) => item.results),
  };
}

/** Searches of each day, weekdays busier than weekends, adding up to `total`. */
function searchesPerDay(rng: Random, days: number, firstDay: number, total: number): number[] {
  const weights = Array.from({ length: days }, (_, index) => {
    const weekday = new Date((firstDay + index) * DAY_MS).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 0.3 : 1) * (0.85 + 0.3 * rng.next());
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((total * weight) / sum));
  counts[counts.length - 1]! += total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/** How members type a part number: as listed, lower case, or without separators. */
function typed(rng: Random, query: string): string {
  const roll = rng.next();
  if (roll < 0.6) return query;
  if (roll < 0.85) return query.toLowerCase();
  return query.replace(/[^A-Za-z0-9]/g, '');
}

function* searchRows(
  rng: Random,
  options: Required<Omit<SearchLogOptions, 'seed' | 'unstockedShare'>>,
  vocabulary: Vocabulary,
  searchers: Searcher[],
): Generator<Row> {
  const lastDay = Math.floor(options.now.getTime() / DAY_MS);
  const days = Math.max(1, Math.round(options.months * 30.44));
  const firstDay = lastDay - days + 1;
  const popularity = new WeightedSampler(zipfWeights(vocabulary.queries.length, 1.05, 2));
  const activity = new WeightedSampler(zipfWeights(searchers.length, 0.8, 10));
  const hours = new WeightedSampler(HOUR_WEIGHTS);
  const perDay = searchesPerDay(rng, days, firstDay, options.rows);
  const endMs = options.now.getTime();
  for (let day = 0; day < days; day++) {
    const count = perDay[day]!;
    const dayStart = (firstDay + day) * DAY_MS;
    // Offsets in the day, sorted, so rows arrive in time order like the real log.
    const offsets = new Float64Array(count);
    for (let i = 0; i < count; i++) offsets[i] = hours.sample(rng) * 3_600_000 + rng.next() * 3_600_000;
    offsets.sort();
    for (let i = 0; i < count; i++) {
      const at = Math.min(dayStart + Math.floor(offsets[i]!), endMs);
      const rank = popularity.sample(rng);
      const query = typed(rng, vocabulary.queries[rank]!);
      const searcher = searchers[activity.sample(rng)]!;
      yield [
        query,
        normalisePartNumber(query),
        vocabulary.resultCounts[rank]!,
        searcher.contactId,
        searcher.companyId,
        new Date(at),
      ];
    }
  }
}

/** Appends `rows` searches over the last `months` months to search_log; the number written. */
export async function generateSearchLog(client: pg.Client, options: SearchLogOptions): Promise<number> {
  const rng = new Random(options.seed ?? 1999);
  const [searchers, vocabulary] = await Promise.all([
    loadSearchers(client),
    loadVocabulary(client, rng.fork('vocabulary'), options.unstockedShare ?? 0.15),
  ]);
  await client.query('begin');
  try {
    // The contact and company ids were just read from the database: skip the per-row foreign-key triggers.
    await client.query("set local session_replication_role = 'replica'");
    const written = await copyRows(client, {
      table: 'search_log',
      columns: ['query', 'query_norm', 'result_count', 'contact_id', 'company_id', 'created_at'],
      rows: searchRows(
        rng.fork('searches'),
        { rows: options.rows, months: options.months, now: options.now ?? new Date() },
        vocabulary,
        searchers,
      ),
    });
    await client.query('commit');
    return written;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Pages members open, dynamic ones with the ids of the seeded world (weights: how often). */
const PAGES: readonly (readonly [path: string | ((rng: Random) => string), weight: number])[] = [
  ['/', 30],
  ['/parts', 20],
  [(rng) => `/parts/${rng.int(1, 200_000)}`, 14],
  [(rng) => `/parts/stats/${rng.pick(['875490-B21', '652583-B21', 'J9774A', 'P408e'])}`, 4],
  ['/broadcasts', 12],
  [(rng) => `/broadcasts/${rng.int(1, 50_000)}`, 8],
  ['/companies', 6],
  [(rng) => `/companies/${rng.int(1, 3000)}`, 9],
  ['/inventory', 5],
  ['/news', 3],
  [(rng) => `/news/fraud-warnings/warning-${rng.int(1, 300)}`, 2],
  ['/profile', 2],
  ['/invoices', 1],
  ['/help', 1],
];

/** Appends `rows` page views over the last `months` months, by the seeded members, in time order. */
export async function generatePageViews(client: pg.Client, options: SearchLogOptions): Promise<number> {
  const rng = new Random((options.seed ?? 1999) + 1);
  const searchers = await loadSearchers(client);
  const now = options.now ?? new Date();
  const days = Math.max(1, Math.round(options.months * 30.44));
  const firstDay = Math.floor(now.getTime() / DAY_MS) - days + 1;
  const perDay = searchesPerDay(rng, days, firstDay, options.rows);
  const pages = new WeightedSampler(PAGES.map(([, weight]) => weight));
  const activity = new WeightedSampler(zipfWeights(searchers.length, 0.8, 10));
  function* rows(): Generator<Row> {
    for (let day = 0; day < days; day++) {
      const count = perDay[day]!;
      for (let i = 0; i < count; i++) {
        const at = Math.min((firstDay + day) * DAY_MS + Math.floor((i / count) * DAY_MS), now.getTime());
        const page = PAGES[pages.sample(rng)]![0];
        const path = typeof page === 'string' ? page : page(rng);
        yield [path, searchers[activity.sample(rng)]!.contactId, new Date(at)];
      }
    }
  }
  await client.query('begin');
  try {
    await client.query("set local session_replication_role = 'replica'");
    const written = await copyRows(client, {
      table: 'page_view',
      columns: ['path', 'contact_id', 'created_at'],
      rows: rows(),
    });
    await client.query('commit');
    return written;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
