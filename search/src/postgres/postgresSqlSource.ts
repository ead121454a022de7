import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import type { SqlSource } from '../replicas/replicatedSql.ts';

/** Turns `?` placeholders and their values into one statement (the api passes MikroORM's own formatting). */
export type SqlFormat = (sql: string, params: readonly unknown[]) => string;

export interface PostgresSqlSourceProps {
  databaseUrl: string;
  /** Writes the values into the statement exactly as EntityManager.execute does, so both answer alike. */
  format: SqlFormat;
  /** Connections (default 4). */
  poolSize?: number;
  /** How long a connection may take (ms) before the server counts as not answering (default 2 s). */
  connectTimeoutMs?: number;
  /**
   * How long a statement may take (ms) before the server counts as not answering (default 30 s): a replica
   * that hangs rather than refusing still gives its statements back to the primary.
   */
  queryTimeoutMs?: number;
}

/** Dates, timestamps and intervals stay the strings PostgreSQL sends, as MikroORM's connection keeps them. */
const RAW_STRING_TYPES = new Set([1082, 1114, 1184, 1186]);
/** Their arrays: arrays of those strings. */
const RAW_STRING_ARRAY_TYPES = new Set([1182, 1115, 1185, 1187]);

/** text[] (its parser gives arrays of strings). */
const TEXT_ARRAY_TYPE = 1009;

const asString = (value: string) => value;
/** pg's own parsers by type id (its typing lists only the scalar builtins). */
const parserOf = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (RAW_STRING_TYPES.has(oid)) return asString;
    if (RAW_STRING_ARRAY_TYPES.has(oid)) return parserOf(TEXT_ARRAY_TYPE, format);
    return parserOf(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * SQLSTATE classes of a server that cannot answer now, whatever the statement: connection exceptions (08),
 * insufficient resources (53), operator intervention such as a shutdown (57), system errors (58), internal
 * errors (XX). A replica also cancels a statement whose rows replay removes (40001, conflict with recovery).
 */
const SOURCE_FAILURE_CLASSES = new Set(['08', '53', '57', '58', 'XX']);
/** A statement cancelled by its own statement_timeout would be cancelled on the primary too. */
const QUERY_CANCELED = '57014';

/**
 * Whether a statement failed because of the server rather than the statement: every error without an SQLSTATE
 * (refused or dropped connections, timeouts) and the SQLSTATEs above. Bad SQL and bad values (42, 22, ...)
 * would fail on the primary as well, and take no replica out.
 */
export function isSourceFailure(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError) || !error.code) return true;
  if (error.code === QUERY_CANCELED) return false;
  return error.code === '40001' || SOURCE_FAILURE_CLASSES.has(error.code.slice(0, 2));
}

/** Read-only statements on one PostgreSQL server (a read replica), over a small pool of its own. */
export class PostgresSqlSource implements SqlSource {
  private readonly pool: pg.Pool;
  private readonly format: SqlFormat;

  constructor(props: PostgresSqlSourceProps) {
    this.format = props.format;
    this.pool = new pg.Pool({
      connectionString: withDefaultUser(props.databaseUrl),
      max: props.poolSize ?? 4,
      connectionTimeoutMillis: props.connectTimeoutMs ?? 2_000,
      query_timeout: props.queryTimeoutMs ?? 30_000,
      types,
    });
    this.pool.on('error', () => undefined);
  }

  async execute<T extends object[]>(sql: string, params: readonly unknown[]): Promise<T> {
    const { rows } = await this.pool.query(this.format(sql, params));
    return rows as T;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
