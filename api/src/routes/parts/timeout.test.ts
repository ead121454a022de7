import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { createSearchEngine } from '@tbs/indexer/search/createSearchEngine';
import type { SearchEngine } from '@tbs/indexer/search/types';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let locker: pg.Client;
let impatient: SearchEngine;
beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL!;
  impatient = createSearchEngine({ kind: 'postgres', databaseUrl, statementTimeoutMs: 300 });
  server = await startTestServer({ search: impatient });
  locker = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await locker.connect();
});
afterAll(async () => {
  await locker.end();
  await server.close();
  await impatient.close();
});

describe('GET /api/parts when the search runs out of time', () => {
  it('answers 503 asking to refine the search', async () => {
    // A search waiting on a lock runs past the engine's statement timeout like a too-broad one.
    await locker.query('begin');
    await locker.query('lock table search_part in access exclusive mode');
    try {
      const answer = await server.request<{ status: number; msg: string }>('GET', '/api/parts?query=ab');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 503,
        msg: 'This search is too broad. Please refine it with more characters or filters.',
      });
    } finally {
      await locker.query('rollback');
    }
  });
});
