import pg from 'pg';
import { withDefaultUser } from '../orm.ts';

/** Plain SQL on the worker's test database, for what a test must see or do below the ORM (tests only). */
export class TestSql {
  readonly client: pg.Client;

  constructor(databaseUrl = process.env.DATABASE_URL!) {
    this.client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  }

  /** Opens a connected one. */
  static async connect(databaseUrl?: string): Promise<TestSql> {
    const sql = new TestSql(databaseUrl);
    await sql.client.connect();
    return sql;
  }

  async rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.client.query(text, values)).rows as T[];
  }

  end(): Promise<void> {
    return this.client.end();
  }
}
