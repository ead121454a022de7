/** A loop's listener after its PostgreSQL connection is cut (as by a database restart). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import { uniqueToken, TestSql } from '@tbs/db/testing';
import { NotifiedLoop } from './notifiedLoop.ts';

const databaseUrl = process.env.DATABASE_URL!;
let sql: TestSql;
beforeAll(async () => {
  sql = await TestSql.connect(databaseUrl);
});
afterAll(() => sql.client.end());

/** Resolves once `condition` holds, polling every 20 ms, or fails after `ms`. */
async function eventually(condition: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('listens again after its connection is terminated, so a NOTIFY wakes it without waiting for the poll', async () => {
  const channel = `loop_${uniqueToken()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  let runs = 0;
  const loop = new NotifiedLoop({
    databaseUrl,
    channel,
    logger: pino({ level: 'silent' }),
    name: 'test',
    // The poll would hide a deaf listener: it never comes within the test.
    pollMs: 600_000,
    reconnectMs: 100,
    run: () => {
      runs += 1;
      return Promise.resolve();
    },
  });
  await loop.start();
  try {
    await eventually(() => runs === 1, 2_000);
    const listeners = async () =>
      (
        await sql.client.query<{ pid: number }>(
          `select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
          [`listen ${channel}`],
        )
      ).rows;
    const [before] = await listeners();
    expect(before).toBeDefined();
    await sql.client.query('select pg_terminate_backend($1)', [before!.pid]);

    // Connected again on a new backend (which wakes it once), then woken by the channel.
    await eventually(async () => {
      const [now] = await listeners();
      return now !== undefined && now.pid !== before!.pid;
    }, 5_000);
    await eventually(() => runs === 2, 2_000);
    await sql.client.query(`select pg_notify($1, '')`, [channel]);
    await eventually(() => runs === 3, 2_000);
  } finally {
    await loop.stop();
  }
});
