import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchTimeoutError, type SearchEngine } from '@tbs/indexer/search/types';
import { startTestServer, type TestServer } from '../../test/server.ts';

/** An engine whose every search hits the statement timeout. */
const timingOut = {
  kind: 'test',
  searchParts: () => Promise.reject(new SearchTimeoutError()),
  close: () => Promise.resolve(),
} as unknown as SearchEngine;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ search: timingOut });
});
afterAll(() => server.close());

describe('GET /api/parts when the search runs out of time', () => {
  it('answers 503 asking to refine the search', async () => {
    const answer = await server.request<{ status: number; msg: string }>('GET', '/api/parts?query=ab');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 503,
      msg: 'This search is too broad. Please refine it with more characters or filters.',
    });
  });
});
