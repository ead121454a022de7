import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { initORM } from '../orm.ts';
import { TestSql } from './sql.ts';

/** What a test file opens on its worker's database: the ORM and a plain SQL client. */
export interface TestDatabase {
  orm: MikroORM;
  sql: TestSql;
}

/**
 * Opens the ORM and a SQL client on the worker's test database (DATABASE_URL) before the file's tests, hands
 * them to `use` (the file keeps them in its own variables), and closes both after the tests.
 */
export function useTestDatabase(use: (database: TestDatabase) => void): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = { orm: await initORM(process.env.DATABASE_URL!), sql: await TestSql.connect() };
    use(database);
  });
  afterAll(async () => {
    await database?.sql.end();
    await database?.orm.close(true);
  });
}
