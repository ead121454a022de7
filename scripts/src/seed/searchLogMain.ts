/**
 * `npm run seed:search-log -- --rows 10000000 --months 12 [--page-views N] [--seed N]`: appends a generated
 * member search log (and page views) to DATABASE_URL's seeded world, then builds the analytics rollups from
 * it (the first fold the worker would otherwise do). `--rollups-only` drops the rollups and builds them again
 * from the logs as they are, generating nothing.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { rebuildAnalytics } from '@tbs/worker';
import { generatePageViews, generateSearchLog } from './searchLog.ts';

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 1 || number > max)
    throw new Error(`--${name} must be an integer from 1 to ${max}, got '${value}'`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      months: { type: 'string' },
      'page-views': { type: 'string' },
      seed: { type: 'string' },
      'rollups-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const rows = count('rows', values.rows, 1_000_000, 100_000_000);
  const months = count('months', values.months, 12, 60);
  const pageViews = count('page-views', values['page-views'], Math.ceil(rows / 5), 100_000_000);
  const seed = count('seed', values.seed, 1999, 2 ** 31);
  const client = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
  await client.connect();
  try {
    const timed = async (label: string, work: () => Promise<unknown>) => {
      const started = performance.now();
      const result = await work();
      console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`, result ?? '');
    };
    if (values['rollups-only']) {
      await client.query(
        'truncate analytics_search_rollup, analytics_page_rollup, analytics_demand, analytics_home_top_search, analytics_rollup_state',
      );
    } else {
      await timed('search_log rows', () => generateSearchLog(client, { rows, months, seed }));
      await timed('page_view rows', () => generatePageViews(client, { rows: pageViews, months, seed }));
      await timed('analyze', () =>
        client.query('analyze search_log; analyze page_view').then(() => undefined),
      );
    }
    await timed('rollups', () => rebuildAnalytics(client, '2000-01-01'));
    // Vacuum sets the visibility map, so the rankings read the rollup's indexes without visiting its rows.
    await timed('vacuum analyze rollups', async () => {
      for (const table of ['analytics_search_rollup', 'analytics_page_rollup', 'analytics_demand'])
        await client.query(`vacuum analyze ${table}`);
    });
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
