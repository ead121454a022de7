/**
 * Searches served by a streaming replica (SEARCH_DATABASE_URLS): a real primary and a real replica made with
 * pg_basebackup, each on a spare port of a cluster of the test's own, so replay can be paused and the replica
 * stopped without touching the machine's PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabaseIfMissing, migrateToLatest } from '@tbs/db';
import { createSearchReader, type PartDocument, type SearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { Postgres } from '../faults/services.ts';

const DATABASE = 'tbs_replica_test';
let primary: Postgres;
let replica: Postgres;
let nextId = 1;

beforeAll(async () => {
  primary = await Postgres.create(DATABASE);
  await createDatabaseIfMissing(primary.url);
  await migrateToLatest(primary.url);
  replica = await Postgres.replicaOf({ port: primary.port, database: DATABASE });
}, 120_000);

afterAll(() => {
  replica?.destroy();
  primary?.destroy();
});

/** A reader over the primary and the replica, the replica left out when further behind than maxLagMs. */
function readerWith(maxLagMs: number): SearchReader {
  return createSearchReader(
    { poolSize: 2 },
    {
      SEARCH_ENGINE: 'postgres',
      DATABASE_URL: primary.url,
      SEARCH_DATABASE_URLS: [replica.url],
      SEARCH_REPLICA_MAX_LAG_MS: maxLagMs,
      SEARCH_REPLICA_CHECK_MS: 100,
    },
  );
}

/** Indexes one part on the primary, as the worker does, and answers its part number. */
async function indexPart(): Promise<string> {
  const id = nextId++;
  const partNumber = `RPL${id}X${Date.now().toString(36).toUpperCase()}`;
  const writer = createSearchWriter({ SEARCH_ENGINE: 'postgres', DATABASE_URL: primary.url });
  const document: PartDocument = {
    id,
    companyId: 1,
    partNumber,
    partNumberNorm: partNumber,
    manufacturer: 'HPE',
    description: 'SSD 960GB',
    quantity: 5,
    condition: 'NEW',
    price: 100,
    isRfqDisabled: false,
    companyName: 'Replica Test BV',
    countryCode: 'NL',
    tierRank: 0,
    updatedAt: new Date().toISOString(),
  };
  try {
    await writer.upsert('part', [document]);
  } finally {
    await writer.close();
  }
  return partNumber;
}

async function finds(reader: SearchReader, partNumber: string, fresh = false): Promise<boolean> {
  const page = await reader.search('part', { term: partNumber, page: 1, pageSize: 10 }, { fresh });
  return page.hits.some((hit) => hit.partNumber === partNumber);
}

describe('searches on a streaming replica', () => {
  it('finds what the primary indexed, read from the replica', async () => {
    const reader = readerWith(5_000);
    try {
      const partNumber = await indexPart();
      await vi.waitFor(async () => expect(await finds(reader, partNumber)).toBe(true), { timeout: 10_000 });
    } finally {
      await reader.close();
    }
  });

  it('reads from the replica while it is in rotation, and from the primary for a fresh read', async () => {
    const reader = readerWith(600_000);
    await replica.query('select pg_wal_replay_pause()');
    try {
      const partNumber = await indexPart();
      // Once probed, the paused replica (within the generous bound) answers, without the new part; a fresh
      // read asks the primary, which has it.
      await vi.waitFor(async () => expect(await finds(reader, partNumber)).toBe(false), { timeout: 10_000 });
      expect(await finds(reader, partNumber, true)).toBe(true);
    } finally {
      await replica.query('select pg_wal_replay_resume()');
      await reader.close();
    }
  });

  it('leaves out a replica whose replay is paused past the bound, and takes it back once it caught up', async () => {
    const reader = readerWith(300);
    await replica.query('select pg_wal_replay_pause()');
    try {
      const partNumber = await indexPart();
      // Past the bound the primary answers, so the part is found although the replica has not replayed it.
      await vi.waitFor(async () => expect(await finds(reader, partNumber)).toBe(true), { timeout: 10_000 });
      await replica.query('select pg_wal_replay_resume()');
      const later = await indexPart();
      await vi.waitFor(async () => expect(await finds(reader, later)).toBe(true), { timeout: 10_000 });
    } finally {
      await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
      await reader.close();
    }
  });

  it('keeps answering while the replica is stopped, and reads from it again after its restart', async () => {
    const reader = readerWith(5_000);
    try {
      const before = await indexPart();
      await vi.waitFor(async () => expect(await finds(reader, before)).toBe(true), { timeout: 10_000 });
      replica.stop();
      // Every search answers: a failed replica is left out at once and the search asked of the primary.
      for (let round = 0; round < 5; round += 1) expect(await finds(reader, before)).toBe(true);
      const during = await indexPart();
      expect(await finds(reader, during)).toBe(true);
      await replica.start();
      // Back in rotation: with its replay paused, it answers without a part the primary has.
      await replica.query('select pg_wal_replay_pause()');
      const after = await indexPart();
      await vi.waitFor(async () => expect(await finds(reader, after)).toBe(false), { timeout: 10_000 });
      await replica.query('select pg_wal_replay_resume()');
    } finally {
      await reader.close();
    }
  });
});
