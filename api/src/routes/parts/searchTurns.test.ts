/**
 * Visitors' searches take turns by address over HTTP: a burst from many addresses waits and is served, one
 * address waits with its share only, and members are served from the slot kept for them meanwhile. The index
 * is locked so that the one visitor slot stays busy until the test lets it go (no timing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { createSearchReader, type SearchReader } from '@tbs/search';
import { startTestServer, type Answer, type TestServer } from '../../test/server.ts';

type SearchAnswer = { status: number; msg?: string; payload?: { numResults: number } };

const T = uniqueToken();
let server: TestServer;
let reader: SearchReader;
let sql: TestSql;
let token: string;

beforeAll(async () => {
  // Two connections, one kept for members; a visitor waits up to a minute and at most two from one address.
  reader = createSearchReader({
    poolSize: 2,
    memberReserve: 1,
    visitorQueuePerAddress: 2,
    visitorQueueWaitMs: 60_000,
    timeoutMs: 60_000,
  });
  server = await startTestServer({ search: reader });
  sql = await TestSql.connect();
  const company = await buildCompany(server.orm, { name: `Turns ${T}` });
  await buildPart(server.orm, company.id, `${T}-TT1`);
  await server.indexOutbox();
  token = await server.signIn(await buildContact(server.orm, { company }));
});

afterAll(async () => {
  await sql.end();
  await server.close();
  await reader.close();
});

/** A visitor's search from an address (the test server believes X-Forwarded-For from 127.0.0.1). */
const visitorSearch = (address: string) =>
  server.request<SearchAnswer>('GET', `/api/parts?query=${T}TT1`, {
    headers: { 'X-Forwarded-For': address },
  });

/** Holds the index locked: every search statement waits until `release`. */
async function lockIndex() {
  const locker = await TestSql.connect();
  await locker.rows('begin');
  await locker.rows('lock table search_part in access exclusive mode');
  let held = true;
  return {
    release: async () => {
      if (held) await locker.rows('rollback');
      held = false;
      await locker.end();
    },
  };
}

/** Search statements waiting on the lock. */
const waitingSearches = async () =>
  (
    await sql.rows<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks where relation = 'search_part'::regclass and not granted`,
    )
  )[0]!.waiting;

/** Waits until `count` search statements wait on the lock. */
const blockedSearches = (count: number) =>
  expect.poll(waitingSearches, { timeout: 15_000, interval: 20 }).toBeGreaterThanOrEqual(count);

/** Waits until the api counted a search of each address (its per-client limit comes before the search). */
const arrived = (addresses: string[]) => {
  const keys = addresses.map((address) => `${process.env.REDIS_PREFIX}:ratelimit:search:ip:${address}`);
  return expect.poll(() => server.redis.exists(...keys), { timeout: 15_000, interval: 20 }).toBe(keys.length);
};

const statusOf = (answer: Answer<SearchAnswer>) => answer.status;

describe("visitors' search turns", () => {
  it('serves a burst of 40 addresses in turn behind one busy slot, none refused, and a member meanwhile', async () => {
    const lock = await lockIndex();
    try {
      const first = visitorSearch('203.0.113.1');
      await blockedSearches(1);
      const addresses = Array.from({ length: 40 }, (_, index) => `198.51.100.${index + 1}`);
      const burst = addresses.map(visitorSearch);
      await arrived(addresses);
      // The member's search runs on the connection kept for members while 40 visitors wait.
      const member = server.request<SearchAnswer>('GET', `/api/parts?query=${T}TT1`, { token });
      await blockedSearches(2);
      await lock.release();
      expect((await member).body.payload?.numResults).toBe(1);
      expect(statusOf(await first)).toBe(200);
      expect((await Promise.all(burst)).map(statusOf)).toEqual(addresses.map(() => 200));
    } finally {
      await lock.release();
    }
  });

  it('lets one address wait with two searches only: its third is refused at once, another address still waits', async () => {
    const lock = await lockIndex();
    try {
      const first = visitorSearch('203.0.113.2');
      await blockedSearches(1);
      const flooding = ['203.0.113.3', '203.0.113.3', '203.0.113.3'].map(visitorSearch);
      // While the slot stays busy and the wait is a minute long, only the per-address limit answers.
      const refused = await Promise.race(flooding);
      expect([refused.status, refused.body.msg]).toEqual([
        503,
        'Search is busy right now. Please try again in a moment.',
      ]);
      const other = visitorSearch('203.0.113.4');
      await arrived(['203.0.113.4']);
      await lock.release();
      expect(statusOf(await first)).toBe(200);
      expect((await Promise.all(flooding)).map(statusOf).sort()).toEqual([200, 200, 503]);
      expect(statusOf(await other)).toBe(200);
    } finally {
      await lock.release();
    }
  });
});
