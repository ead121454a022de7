import { config, type Config } from '@tbs/config';
import { FairSearchReader } from './fairSearchReader.ts';
import { PostgresSearchReader } from './postgres/postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgres/postgresSearchWriter.ts';
import { isSourceFailure, PostgresSqlSource, type SqlFormat } from './postgres/postgresSqlSource.ts';
import { PostgresWalPosition } from './postgres/walPosition.ts';
import { ReadReplicas } from './replicas/readReplicas.ts';
import type { ReplicaState } from './replicas/replicaHealth.ts';
import { ReplicatedSearchReader } from './replicas/replicatedSearchReader.ts';
import { ReplicatedSql, type ReadSql, type SqlSource } from './replicas/replicatedSql.ts';
import type { SearchReader, SearchWriter } from './types.ts';

/** Where the engine is and how it is reached (from the configuration). */
export type SearchSettings = Pick<Config, 'SEARCH_ENGINE' | 'DATABASE_URL'>;

/** The read replicas searches may read from, and when one is left out. */
export type ReplicaSettings = Pick<
  Config,
  'SEARCH_DATABASE_URLS' | 'SEARCH_REPLICA_MAX_LAG_MS' | 'SEARCH_REPLICA_CHECK_MS'
>;

/** The read side's settings: the engine, and how many searches run and wait at once. */
export type SearchReaderSettings = SearchSettings &
  Partial<ReplicaSettings> &
  Partial<
    Pick<
      Config,
      | 'SEARCH_POOL_SIZE'
      | 'SEARCH_QUEUE_WAIT_MS'
      | 'SEARCH_QUEUE_MAX'
      | 'SEARCH_MEMBER_RESERVE'
      | 'SEARCH_VISITOR_QUEUE_WAIT_MS'
      | 'SEARCH_VISITOR_QUEUE_MAX'
      | 'SEARCH_VISITOR_QUEUE_PER_ADDRESS'
    >
  >;

/** Engine-neutral tuning of the read side; each defaults to its configuration variable. */
export interface SearchReaderOptions {
  /** Concurrent searches per process. */
  poolSize?: number;
  /** How long one search may run before it is answered as too broad. */
  timeoutMs?: number;
  /** How long a member's search waits for a free slot before it is answered as busy (SearchBusyError). */
  queueWaitMs?: number;
  /** Members' searches that may wait for a slot at once; one more is answered as busy at once. */
  maxQueued?: number;
  /** Of poolSize, how many only members' searches use (visitors' searches get the rest, at least one). */
  memberReserve?: number;
  /** How long a visitor's search waits for its turn before it is answered as busy. */
  visitorQueueWaitMs?: number;
  /** Visitors' searches that may wait at once, and of them from one address. */
  visitorQueueMax?: number;
  visitorQueuePerAddress?: number;
  /** Told when a read replica leaves or rejoins the rotation (SEARCH_DATABASE_URLS). */
  onReplicaChange?: (state: ReplicaState) => void;
  /**
   * The process's read replicas under their one health monitor (createReadReplicas), shared with the read-only
   * SQL service; without it the reader watches SEARCH_DATABASE_URLS itself.
   */
  replicas?: ReadReplicas;
}

/**
 * The read replicas of SEARCH_DATABASE_URLS under one health monitor, probing from now on; undefined without
 * replicas. One per process: the search reader and the read-only SQL service (createReadSql) both read through
 * it. Its maker closes it.
 */
export function createReadReplicas(
  settings: Pick<Config, 'DATABASE_URL'> & Partial<ReplicaSettings>,
  onChange?: (state: ReplicaState) => void,
): ReadReplicas | undefined {
  const urls = settings.SEARCH_DATABASE_URLS ?? [];
  if (!urls.length) return undefined;
  const replicas = new ReadReplicas(
    new PostgresWalPosition(settings.DATABASE_URL, 'primary'),
    urls.map((url) => ({ name: new URL(url).host, url, position: new PostgresWalPosition(url, 'replica') })),
    {
      maxLagMs: settings.SEARCH_REPLICA_MAX_LAG_MS ?? 5000,
      checkEveryMs: settings.SEARCH_REPLICA_CHECK_MS ?? 500,
      onChange,
    },
  );
  void replicas.start();
  return replicas;
}

/**
 * Read-only SQL (news, analytics) on the read replicas in rotation, or on `primary` (the api's own connection)
 * when a read must be fresh, no replica is in rotation or there are none. `format` writes the values into a
 * statement as the primary's connection does, so a replica answers exactly as the primary would.
 */
export function createReadSql(
  primary: SqlSource,
  format: SqlFormat,
  replicas: ReadReplicas | undefined,
  poolSize?: number,
): ReadSql {
  if (!replicas)
    return { execute: (sql, params = []) => primary.execute(sql, params), close: () => primary.close() };
  return new ReplicatedSql(
    primary,
    replicas.replicas.map(({ name, url }) => ({
      name,
      source: new PostgresSqlSource({ databaseUrl: url, format, poolSize }),
    })),
    replicas,
    isSourceFailure,
  );
}

/**
 * The read side of the engine SEARCH_ENGINE names (the api), its searches taking turns (searchSlots.ts):
 * members first with part of the concurrency kept for them, visitors round-robin by address. This file is
 * the one place outside an engine's own folder that names engines: a second engine is a new case here and a
 * folder beside postgres/.
 */
export function createSearchReader(
  options: SearchReaderOptions = {},
  settings: SearchReaderSettings = config(),
): SearchReader {
  const poolSize = options.poolSize ?? settings.SEARCH_POOL_SIZE ?? 8;
  const queueWaitMs = options.queueWaitMs ?? settings.SEARCH_QUEUE_WAIT_MS ?? 1500;
  const maxQueued = options.maxQueued ?? settings.SEARCH_QUEUE_MAX ?? 32;
  const memberReserve = options.memberReserve ?? settings.SEARCH_MEMBER_RESERVE ?? 2;
  const tuning = {
    poolSize,
    queueWaitMs,
    maxQueued,
    timeoutMs: options.timeoutMs,
    onReplicaChange: options.onReplicaChange,
    replicas: options.replicas,
  };
  // Each replica brings its own connections: the process runs as many searches at once as its sources allow.
  const sources = Math.max(
    1,
    options.replicas?.replicas.length ?? settings.SEARCH_DATABASE_URLS?.length ?? 0,
  );
  const slots = poolSize * sources;
  return new FairSearchReader(engineReader(tuning, settings), {
    slots,
    visitorSlots: Math.max(1, slots - memberReserve),
    memberQueue: { max: maxQueued, waitMs: queueWaitMs },
    visitorQueue: {
      max: options.visitorQueueMax ?? settings.SEARCH_VISITOR_QUEUE_MAX ?? 200,
      perAddress: options.visitorQueuePerAddress ?? settings.SEARCH_VISITOR_QUEUE_PER_ADDRESS ?? 5,
      waitMs: options.visitorQueueWaitMs ?? settings.SEARCH_VISITOR_QUEUE_WAIT_MS ?? 5000,
    },
  });
}

function engineReader(tuning: SearchReaderOptions, settings: SearchReaderSettings): SearchReader {
  switch (settings.SEARCH_ENGINE) {
    case 'postgres':
      return postgresReader(tuning, settings);
    default:
      return unknownEngine(settings.SEARCH_ENGINE);
  }
}

/**
 * The primary alone, or the primary with its streaming replicas (replicas/): searches read from a replica in
 * rotation, and from the primary when they must be fresh or no replica is in rotation.
 */
function postgresReader(
  { onReplicaChange, replicas: shared, ...tuning }: SearchReaderOptions,
  settings: SearchReaderSettings,
): SearchReader {
  const primary = new PostgresSearchReader({ databaseUrl: settings.DATABASE_URL, ...tuning });
  const replicas = shared ?? createReadReplicas(settings, onReplicaChange);
  if (!replicas) return primary;
  return new ReplicatedSearchReader(
    primary,
    replicas.replicas.map(({ name, url }) => ({
      name,
      source: new PostgresSearchReader({ databaseUrl: url, ...tuning }),
    })),
    replicas,
    // A reader that made its own health monitor stops it on close.
    !shared,
  );
}

/** The write side of the engine SEARCH_ENGINE names (the worker, reindex, benchmarks). */
export function createSearchWriter(settings: SearchSettings = config()): SearchWriter {
  switch (settings.SEARCH_ENGINE) {
    case 'postgres':
      return new PostgresSearchWriter({ databaseUrl: settings.DATABASE_URL });
    default:
      return unknownEngine(settings.SEARCH_ENGINE);
  }
}

function unknownEngine(engine: never): never {
  throw new Error(`Unknown search engine ${String(engine)}`);
}
