/**
 * @tbs/db/testDatabase: test databases of their own, cloned from the run's migrated template. Vitest only (it
 * waits with vi.waitFor): the browser tests and the fault suite reach @tbs/db/testing, never this.
 */
import pg from 'pg';
import { vi } from 'vitest';
import { withDefaultUser } from '../orm.ts';
import { testDatabaseUrl } from './globalSetup.ts';

/** PostgreSQL refuses to copy a template while another session is on it (autovacuum, a clone of another worker). */
const TEMPLATE_BUSY = /being accessed by other users/;

/**
 * Makes a database of this name as a copy of the run's migrated template (globalSetup.ts), unless it exists; its
 * URL. A copy takes a fraction of a second where migrating an empty database takes many: every test database
 * of the run starts this way.
 */
export async function cloneTemplateDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDefaultUser(testDatabaseUrl('postgres')) });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await createFromTemplate(client, name);
  } finally {
    await client.end();
  }
  return testDatabaseUrl(name);
}

/** CREATE DATABASE ... TEMPLATE, again while the template is busy; any other error at once. */
async function createFromTemplate(client: pg.Client, name: string): Promise<void> {
  let failure: unknown;
  await vi.waitFor(
    async () => {
      try {
        await client.query(`create database "${name}" template "${process.env.TBS_TEST_RUN}_template"`);
      } catch (error) {
        if (TEMPLATE_BUSY.test((error as Error).message)) throw error;
        failure = error;
      }
    },
    { timeout: 15_000, interval: 100 },
  );
  if (failure) throw failure;
}
