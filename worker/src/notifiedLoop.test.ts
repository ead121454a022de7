/** A loop's listener after its PostgreSQL connection is cut (as by a database restart). */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { uniqueToken, TestSql } from '@tbs/db/testing';
import { NotifiedLoop } from './notifiedLoop.ts';

const databaseUrl = process.env.DATABASE_URL!;
let sql: TestSql;
beforeAll(async () => {
  sql = await TestSql.connect(databaseUrl);
});
afterAll(() => sql.client.end());

/** How long a wait may take on a loaded machine: a bound, not a measurement. */
const WAIT = { timeout: 10_000, interval: 20 };

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
    await expect.poll(() => runs, WAIT).toBe(1);
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
    await vi.waitFor(async () => {
      const [now] = await listeners();
      expect(now?.pid).toBeDefined();
      expect(now!.pid).not.toBe(before!.pid);
    }, WAIT);
    await expect.poll(() => runs, WAIT).toBe(2);
    await sql.client.query(`select pg_notify($1, '')`, [channel]);
    await expect.poll(() => runs, WAIT).toBe(3);
  } finally {
    await loop.stop();
  }
});
