import type { ReadReplicas } from './readReplicas.ts';
import { ReplicaRotation, type NamedSource } from './replicaRotation.ts';

export interface ReadSqlOptions {
  /**
   * The answer must show the requester's own latest writes: it is read from the primary, never from a read
   * replica that may lag.
   */
  fresh?: boolean;
}

/**
 * Read-only SQL (`?` placeholders, as EntityManager.execute takes them) for the reads that are searches in all
 * but engine: the news lists and searches, the analytics views. Without read replicas it is the primary; with
 * them (SEARCH_DATABASE_URLS) the replicas in rotation answer, as they do the engine's searches.
 * Only statements that write nothing may be sent: a replica refuses writes.
 */
export interface ReadSql {
  execute<T extends object[] = Record<string, unknown>[]>(
    sql: string,
    params?: readonly unknown[],
    options?: ReadSqlOptions,
  ): Promise<T>;
  close(): Promise<void>;
}

/** One server's way of running a statement, rows as EntityManager.execute gives them. */
export interface SqlSource {
  execute<T extends object[]>(sql: string, params: readonly unknown[]): Promise<T>;
  close(): Promise<void>;
}

/**
 * Read-only SQL over the primary and its read replicas (replicaRotation.ts): the replicas in rotation take
 * turns; a statement that fails on a replica for a reason of the replica's own (`failedSource`: unreachable,
 * shutting down, cancelled by replay) takes it out of rotation and is run again on the primary, so the user
 * sees no error. A statement that would fail anywhere (bad SQL, bad input) fails as it is and takes nothing
 * out.
 */
export class ReplicatedSql implements ReadSql {
  private readonly primary: SqlSource;
  private readonly replicas: NamedSource<SqlSource>[];
  private readonly rotation: ReplicaRotation<SqlSource>;

  constructor(
    primary: SqlSource,
    replicas: NamedSource<SqlSource>[],
    sources: ReadReplicas,
    failedSource: (error: unknown) => boolean,
  ) {
    this.primary = primary;
    this.replicas = replicas;
    this.rotation = new ReplicaRotation(sources.health, primary, replicas, failedSource);
  }

  execute<T extends object[] = Record<string, unknown>[]>(
    sql: string,
    params: readonly unknown[] = [],
    options: ReadSqlOptions = {},
  ): Promise<T> {
    return this.rotation.read(options.fresh, (source) => source.execute<T>(sql, params));
  }

  /** Closes the replicas' connections and the primary source (the health monitor is its maker's to stop). */
  async close(): Promise<void> {
    await Promise.all([this.primary.close(), ...this.replicas.map(({ source }) => source.close())]);
  }
}
