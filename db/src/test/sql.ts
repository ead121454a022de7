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

  /** Waits until some session holds the two-key advisory lock (class, key), e.g. an import's company lock. */
  async waitForAdvisoryLock(classId: number, key: number): Promise<void> {
    await this.waitFor(
      `select 1 from pg_locks where locktype = 'advisory' and granted and classid = $1 and objid = $2 and objsubid = 2`,
      [classId, key],
    );
  }

  /** Waits until some statement waits on a lock the session with this pid holds. */
  async waitUntilBlockedBy(pid: number): Promise<void> {
    await this.waitFor('select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [pid]);
  }

  /** The backend pid of this connection (to see who it blocks). */
  async pid(): Promise<number> {
    const [row] = await this.rows<{ pid: number }>('select pg_backend_pid() as pid');
    return row!.pid;
  }

  /** Polls a query until it returns a row (10 s at most). */
  private async waitFor(text: string, values: unknown[]): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await this.rows(text, values)).length) {
      if (Date.now() > deadline) throw new Error(`waited 10 s in vain for: ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  end(): Promise<void> {
    return this.client.end();
  }
}
