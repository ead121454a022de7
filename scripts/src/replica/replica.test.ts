/**
 * Searches served by a streaming replica (SEARCH_DATABASE_URLS): a real primary and a real replica made with
 * pg_basebackup, each on a spare port of a cluster of the test's own, so replay can be paused and the replica
 * stopped without touching the machine's PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApiReadSql, findNewsPage, loadDemand } from '@tbs/api/testing';
import { createDatabaseIfMissing, initORM, migrateToLatest } from '@tbs/db';
import {
  createReadReplicas,
  createSearchReader,
  type PartDocument,
  type ReadReplicas,
  type ReadSql,
  type SearchReader,
} from '@tbs/search';
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

describe('news and analytics reads on a streaming replica', () => {
  let orm: MikroORM;
  let replicas: ReadReplicas;
  let reads: ReadSql;
  let reader: SearchReader;

  beforeAll(async () => {
    orm = await initORM(primary.url);
    await orm.em.getConnection().execute(
      `insert into news_category (id, cat_url, cat_description, sort_order) values (90, 'replica', 'Replica', 90)
         on conflict do nothing`,
    );
    // As the api wires them (app.ts): one health monitor shared by the search reader and the read-only SQL.
    // Probed once at start and then rarely, so that a replica leaving is noticed by a failed read, not a probe.
    replicas = createReadReplicas(
      {
        DATABASE_URL: primary.url,
        SEARCH_DATABASE_URLS: [replica.url],
        SEARCH_REPLICA_MAX_LAG_MS: 600_000,
        SEARCH_REPLICA_CHECK_MS: 600_000,
      },
      () => undefined,
    )!;
    await replicas.start();
    reads = createApiReadSql(orm, replicas);
    reader = createSearchReader(
      { poolSize: 2, replicas },
      { SEARCH_ENGINE: 'postgres', DATABASE_URL: primary.url },
    );
  });

  afterAll(async () => {
    await reader?.close();
    await reads?.close();
    await replicas?.close();
    await orm?.close(true);
  });

  /** A published post with a word of its own, and a demand row for a part number of its own, on the primary. */
  async function writeNewsAndDemand(): Promise<{ word: string; partNumber: string }> {
    const id = nextId++;
    const word = `replicaword${id}x${Date.now().toString(36)}`;
    const partNumber = `DEMAND${id}X${Date.now().toString(36).toUpperCase()}`;
    const connection = orm.em.getConnection();
    await connection.execute(
      `insert into news (category_id, title, title_slug, author, date, body_html)
       values (90, ?, ?, 'Replica Test', now() - interval '1 minute', ?)`,
      [`Replica ${word}`, `replica-${word}`, `<p>About ${word}.</p>`],
    );
    await connection.execute(
      `insert into analytics_demand (window_days, query_norm, members, searches) values (30, ?, 1000000, 1)`,
      [partNumber],
    );
    return { word, partNumber };
  }

  async function newsFinds(word: string): Promise<boolean> {
    return (await findNewsPage(reads, { query: word, page: 1 })).count === 1;
  }

  async function demandShows(partNumber: string): Promise<boolean> {
    const rows = await loadDemand(reads, {
      window: 30,
      unstockedOnly: false,
      paging: { limit: 50, offset: 0 },
    });
    return rows.some((row) => row.query_norm === partNumber);
  }

  async function readOnStandby(options: { fresh?: boolean } = {}): Promise<boolean> {
    const [row] = await reads.execute<{ standby: boolean }[]>(
      'select pg_is_in_recovery() as standby',
      [],
      options,
    );
    return row!.standby;
  }

  it('serves a news search and an analytics read from the replica, a fresh read from the primary', async () => {
    await replica.query('select pg_wal_replay_pause()');
    try {
      const { word, partNumber } = await writeNewsAndDemand();
      expect(replicas.states()[0]!.inRotation).toBe(true);
      // The replica has not replayed the post nor the demand row: the reads do not show them, as they come
      // from the replica; a fresh read asks the primary.
      expect(await readOnStandby()).toBe(true);
      expect(await newsFinds(word)).toBe(false);
      expect(await demandShows(partNumber)).toBe(false);
      expect(await readOnStandby({ fresh: true })).toBe(false);
      // A statement that would fail anywhere fails as it is and leaves the replica in rotation.
      await expect(reads.execute('select * from no_such_table')).rejects.toThrow(/no_such_table/);
      expect(replicas.states()[0]!.inRotation).toBe(true);
      await replica.query('select pg_wal_replay_resume()');
      await vi.waitFor(async () => expect(await newsFinds(word)).toBe(true), { timeout: 10_000 });
      await vi.waitFor(async () => expect(await demandShows(partNumber)).toBe(true), { timeout: 10_000 });
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
  });

  it('answers from the primary with no error while the replica is stopped, for searches too', async () => {
    const { word, partNumber } = await writeNewsAndDemand();
    await vi.waitFor(async () => expect(await newsFinds(word)).toBe(true), { timeout: 10_000 });
    replica.stop();
    try {
      // The first read fails on the replica, takes it out of rotation and is answered by the primary.
      expect(await newsFinds(word)).toBe(true);
      expect(replicas.states()[0]).toMatchObject({ inRotation: false });
      expect(await demandShows(partNumber)).toBe(true);
      expect(await readOnStandby()).toBe(false);
      // Searches, under the same health monitor, keep answering from the primary too.
      const partNumberOnPrimary = await indexPart();
      expect(await finds(reader, partNumberOnPrimary)).toBe(true);
    } finally {
      await replica.start();
    }
    // Back in rotation at its next good probe.
    await vi.waitFor(
      async () => {
        await replicas.health.probeAll();
        expect(await readOnStandby()).toBe(true);
      },
      { timeout: 20_000 },
    );
  });
});
