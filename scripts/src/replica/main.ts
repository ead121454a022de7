/**
 * npm run replica:start: a streaming read replica of this machine's PostgreSQL (DATABASE_URL's server), made
 * with pg_basebackup on a spare port, for development, the tests and the benchmarks. It prints the
 * SEARCH_DATABASE_URLS to start the api with. npm run replica:stop -- <folder> stops and removes one.
 *
 * The primary must accept replication connections from 127.0.0.1: when its pg_hba.conf has no replication
 * line, one trusting 127.0.0.1 (as the machine's PostgreSQL trusts local connections already) is added and the
 * configuration reloaded, and the command says so.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { Postgres } from '../faults/services.ts';

const REPLICATION_LINE = 'host replication all 127.0.0.1/32 trust';

async function allowReplication(databaseUrl: string): Promise<void> {
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: withDefaultUser(server.toString()) });
  await client.connect();
  try {
    const { rows } = await client.query<{ hba_file: string }>('show hba_file');
    const file = rows[0]!.hba_file;
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.some((line) => /^\s*host\s+replication\s/.test(line))) return;
    appendFileSync(file, `\n# tbs: npm run replica:start\n${REPLICATION_LINE}\n`);
    await client.query('select pg_reload_conf()');
    console.log(`Added "${REPLICATION_LINE}" to ${file} and reloaded the configuration.`);
  } finally {
    await client.end();
  }
}

async function start(): Promise<void> {
  const primary = new URL(config().DATABASE_URL);
  await allowReplication(primary.toString());
  const replica = await Postgres.replicaOf({
    port: Number(primary.port || 5432),
    database: primary.pathname.slice(1),
  });
  console.log(`Streaming replica of ${primary.host} on 127.0.0.1:${replica.port} (folder ${replica.dir}).`);
  console.log(`Start the api with SEARCH_DATABASE_URLS=${replica.url}`);
  console.log(`Stop and remove it with: npm run replica:stop -- ${replica.dir}`);
}

function stop(dir: string | undefined): void {
  if (!dir) throw new Error('usage: npm run replica:stop -- <folder printed by replica:start>');
  Postgres.at(dir).destroy();
  console.log(`Stopped and removed the replica in ${dir}.`);
}

const [command, argument] = process.argv.slice(2);
try {
  if (command === 'start') await start();
  else if (command === 'stop') stop(argument);
  else throw new Error('usage: node scripts/src/replica/main.ts start | stop <folder>');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
