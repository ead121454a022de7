import { randomBytes } from 'node:crypto';
import { dropDatabase, migrateToLatest } from '../orm.ts';

/** Creates and migrates a fresh database for the test run, and drops it afterwards. */
export default async function setup(): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres');
  base.pathname = `/tbs_test_${runId}`;
  const databaseUrl = base.toString();
  await migrateToLatest(databaseUrl);
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_PREFIX = `tbs_test_${runId}`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  return async () => {
    if (!process.env.KEEP_TEST_DB) await dropDatabase(databaseUrl);
  };
}
