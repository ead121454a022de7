/**
 * npm run replica:start: a streaming read replica of this machine's PostgreSQL (DATABASE_URL's server), made
 * with pg_basebackup on a spare port, for development, the tests and the benchmarks. It prints the
 * SEARCH_DATABASE_URLS to start the api with. npm run replica:stop -- <folder> stops and removes one.
 *
 * The primary must accept replication connections from 127.0.0.1: when its pg_hba.conf has no replication
 * line, one trusting 127.0.0.1 (as the machine's PostgreSQL trusts local connections already) is added and the
 * configuration reloaded, and the command says so.
 */
import { config } from '@tbs/config';
import { Postgres } from '../faults/services.ts';
import { allowReplication } from './allowReplication.ts';

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
