import { appendFileSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';

const REPLICATION_LINE = 'host replication all 127.0.0.1/32 trust';

/**
 * Lets pg_basebackup and a replica stream from the server of `databaseUrl` over 127.0.0.1: when its pg_hba.conf
 * has no replication line, one trusting 127.0.0.1 (as this machine's PostgreSQL trusts local connections
 * already) is added and the configuration reloaded, and it says so.
 */
export async function allowReplication(databaseUrl: string): Promise<void> {
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
