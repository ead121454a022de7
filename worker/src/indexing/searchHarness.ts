import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { initORM } from '@tbs/db';
import { TestSql } from '@tbs/db/testing';
import { OutboxDrainer } from './outboxDrainer.ts';
import type { PartHit, PartSearchQuery, SearchPage, SearchReader, SearchWriter } from '@tbs/search';

/** The search index as the worker runs it, for tests: an engine's two sides, a drainer, the ORM, plain SQL. */
export interface SearchHarness {
  reader: SearchReader;
  writer: SearchWriter;
  drainer: OutboxDrainer;
  /** For the factories of @tbs/db/test/factories. */
  orm: MikroORM;
  sql: TestSql;
  /** A page of 50 parts for a term through the reader. */
  searchParts(term: string, extra?: Partial<PartSearchQuery>): Promise<SearchPage<PartHit>>;
  /** The part numbers that page holds. */
  partNumbers(term: string, extra?: Partial<PartSearchQuery>): Promise<string[]>;
  close(): Promise<void>;
}

/** Opens a harness on the worker's test database around an engine's reader and writer. */
export async function openSearchHarness(engine: {
  reader: SearchReader;
  writer: SearchWriter;
}): Promise<SearchHarness> {
  const databaseUrl = process.env.DATABASE_URL!;
  const drainer = new OutboxDrainer({
    databaseUrl,
    writer: engine.writer,
    logger: pino({ level: 'silent' }),
  });
  const [sql, orm] = await Promise.all([TestSql.connect(databaseUrl), initORM(databaseUrl)]);
  const searchParts = (term: string, extra: Partial<PartSearchQuery> = {}) =>
    engine.reader.search('part', { term, page: 1, pageSize: 50, ...extra });
  return {
    ...engine,
    drainer,
    orm,
    sql,
    searchParts,
    partNumbers: async (term, extra) => (await searchParts(term, extra)).hits.map((hit) => hit.partNumber),
    async close() {
      await drainer.close();
      await Promise.all([engine.reader.close(), engine.writer.close(), sql.end(), orm.close(true)]);
    },
  };
}
