/**
 * A vitest setup file of the server tests: points this worker at its own clone of the run's migrated template
 * database (made on its first test file) and its own Redis prefix, so files run in parallel without sharing
 * rows, queues or rate-limit counters. Files of one worker run one after another on the same database.
 */
import pg from 'pg';
import { withDefaultUser } from '../orm.ts';
import { testDatabaseUrl } from './globalSetup.ts';

const run = process.env.TBS_TEST_RUN!;
const worker = `${run}_w${process.env.VITEST_POOL_ID ?? '1'}`;

/** Clones the template unless this worker already has its database. */
async function ensureWorkerDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(testDatabaseUrl('postgres')) });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [worker]);
    if (!found.rowCount) await client.query(`create database "${worker}" template "${run}_template"`);
  } finally {
    await client.end();
  }
}

await ensureWorkerDatabase();
process.env.DATABASE_URL = testDatabaseUrl(worker);
process.env.REDIS_PREFIX = worker;
