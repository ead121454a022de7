import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { initORM } from '@tbs/db';
import { TestSql } from '@tbs/db/test/sql';
import { OutboxDrainer } from '../search/indexing/outboxDrainer.ts';
import type { SearchReader, SearchWriter } from '../search/types.ts';

/** The search index as the worker runs it, for tests: an engine's two sides, a drainer, the ORM, plain SQL. */
export interface SearchHarness {
  reader: SearchReader;
  writer: SearchWriter;
  drainer: OutboxDrainer;
  /** For the factories of @tbs/db/test/factories. */
  orm: MikroORM;
  sql: TestSql;
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
  return {
    ...engine,
    drainer,
    orm,
    sql,
    async close() {
      await drainer.close();
      await Promise.all([engine.reader.close(), engine.writer.close(), sql.end(), orm.close(true)]);
    },
  };
}
