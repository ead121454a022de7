import { config, type Config } from '@tbs/config';
import { FairSearchReader } from './fairSearchReader.ts';
import { PostgresSearchReader } from './postgres/postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgres/postgresSearchWriter.ts';
import { PostgresWalPosition } from './postgres/walPosition.ts';
import type { ReplicaState } from './replicas/replicaHealth.ts';
import { ReplicatedSearchReader } from './replicas/replicatedSearchReader.ts';
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
  };
  // Each replica brings its own connections: the process runs as many searches at once as its sources allow.
  const sources = Math.max(1, settings.SEARCH_DATABASE_URLS?.length ?? 0);
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
  { onReplicaChange, ...tuning }: SearchReaderOptions,
  settings: SearchReaderSettings,
): SearchReader {
  const primary = new PostgresSearchReader({ databaseUrl: settings.DATABASE_URL, ...tuning });
  const replicaUrls = settings.SEARCH_DATABASE_URLS ?? [];
  if (!replicaUrls.length) return primary;
  const reader = new ReplicatedSearchReader(
    { name: 'primary', reader: primary, position: new PostgresWalPosition(settings.DATABASE_URL, 'primary') },
    replicaUrls.map((url) => ({
      name: new URL(url).host,
      reader: new PostgresSearchReader({ databaseUrl: url, ...tuning }),
      position: new PostgresWalPosition(url, 'replica'),
    })),
    {
      maxLagMs: settings.SEARCH_REPLICA_MAX_LAG_MS ?? 5000,
      checkEveryMs: settings.SEARCH_REPLICA_CHECK_MS ?? 500,
      onChange: onReplicaChange,
    },
  );
  void reader.start();
  return reader;
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
