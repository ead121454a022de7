import { MikroORM } from '@mikro-orm/postgresql';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as entities from './entities/index.ts';

const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

/** The entity schemas of the whole domain. */
export const allEntities = Object.values(entities).filter(
  (value): value is Extract<(typeof entities)[keyof typeof entities], { class: unknown }> =>
    typeof value === 'object' && value !== null && 'meta' in value,
);

/** The URL with a user filled in (PGUSER, USER, else postgres) when it names none, as libpq would. */
export function withDefaultUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER ?? process.env.USER ?? 'postgres';
  return url.toString();
}

/** MikroORM options for a database URL; tests and scripts override what they need. */
export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: withDefaultUser(databaseUrl),
    entities: allEntities,
    extensions: [Migrator],
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      snapshot: false,
    },
    // The index_outbox triggers and their functions are hand-written in a migration (transition tables).
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  });
}

/** Starts MikroORM against the given database. */
export function initORM(databaseUrl: string, overrides: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, overrides));
}

/** Creates the database named in the URL when it does not exist yet (connects to the `postgres` maintenance db). */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<boolean> {
  const client = maintenanceClient(databaseUrl);
  const name = databaseName(databaseUrl);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops a database (tests only). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const client = maintenanceClient(databaseUrl);
  const name = databaseName(databaseUrl);
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** A client on the `postgres` maintenance database of the same server. */
function maintenanceClient(databaseUrl: string): pg.Client {
  const admin = new URL(withDefaultUser(databaseUrl));
  admin.pathname = '/postgres';
  return new pg.Client({ connectionString: admin.toString() });
}

/** Applies every pending checked-in migration; creates the database first when missing. */
export async function migrateToLatest(databaseUrl: string): Promise<void> {
  await createDatabaseIfMissing(databaseUrl);
  const orm = await initORM(databaseUrl);
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
}
