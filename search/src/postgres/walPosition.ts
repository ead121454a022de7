import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import type { LogPosition } from '../replicas/replicaHealth.ts';

/** How long a position probe may take (ms) before its server counts as not answering. */
const PROBE_TIMEOUT_MS = 1_000;

const SQL = {
  primary: 'SELECT pg_current_wal_lsn()::text AS lsn',
  // NULL on a server that is not a replica, which is then not one to read from.
  replica: 'SELECT pg_last_wal_replay_lsn()::text AS lsn',
} as const;

/** A PostgreSQL server's write-ahead log position, read over one connection of its own. */
export class PostgresWalPosition implements LogPosition {
  private readonly pool: pg.Pool;
  private readonly role: keyof typeof SQL;

  constructor(databaseUrl: string, role: keyof typeof SQL) {
    this.role = role;
    this.pool = new pg.Pool({
      connectionString: withDefaultUser(databaseUrl),
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      statement_timeout: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    this.pool.on('error', () => undefined);
  }

  async read(): Promise<bigint> {
    const { rows } = await this.pool.query<{ lsn: string | null }>(SQL[this.role]);
    const lsn = rows[0]?.lsn;
    if (!lsn) throw new Error('not a streaming replica (pg_last_wal_replay_lsn() is null)');
    return lsnNumber(lsn);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** 'X/Y' (two hex halves of a 64-bit position) as one number. */
export function lsnNumber(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}
