import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, withDefaultUser } from '../orm.ts';

/** The server on which test databases are made (its `postgres` maintenance database). */
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres';

/** The URL of a test database of this run on the test server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates one template database for the run; each vitest worker clones it once (workerDatabase.ts), so test
 * files run in parallel on databases of their own. Drops every database of the run afterwards.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const run = `tbs_test_${randomBytes(4).toString('hex')}`;
  await migrateToLatest(testDatabaseUrl(`${run}_template`));
  process.env.TBS_TEST_RUN = run;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  return async () => {
    if (process.env.KEEP_TEST_DB) return;
    const client = new pg.Client({ connectionString: withDefaultUser(SERVER) });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 order by datname desc`,
        [`${run}%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
