import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, requeueBroadcast } from '@tbs/db';
import { buildBroadcast, buildContact, uniqueToken, TestSql } from '@tbs/db/testing';
import { createBroadcastConsumer } from './pendingConsumer.ts';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
let orm: MikroORM;
let sql: TestSql;
let sender: { id: number; company: { id: number } };

const pendingOf = async (ids: number[]) =>
  sql.rows<{ consumer: string; broadcast_id: number }>(
    `select consumer, broadcast_id::int from broadcast_pending where broadcast_id = any($1) order by 1, 2`,
    [ids],
  );

beforeAll(async () => {
  orm = await initORM(databaseUrl);
  sql = await TestSql.connect();
  const built = await buildContact(orm);
  sender = { id: built.contact.id, company: { id: built.company.id } };
});
afterAll(async () => {
  await sql.end();
  await orm.close(true);
});

describe('the new-broadcast pipeline', () => {
  it('queues every consumer for each inserted broadcast, also for a multi-row insert', async () => {
    const T = uniqueToken();
    const one = await buildBroadcast(orm, sender, { subject: `One ${T}` });
    const rows = await sql.rows<{ id: number }>(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                              condition, price, from_email)
       select 2, $1, $2, 'WTB', 'Two ' || n, 'm', '1', 'HPE', 'd', 'NEW', '1', 'a@example.com'
         from generate_series(1, 2) n returning id::int`,
      [sender.company.id, sender.id],
    );
    const ids = [one, ...rows.map((row) => row.id)];
    const pending = await pendingOf(ids);
    expect(pending).toHaveLength(12);
    expect(new Set(pending.map((row) => row.consumer))).toEqual(
      new Set(['delivery', 'savedSearch', 'live', 'embedding']),
    );
    await sql.rows('delete from broadcast_pending where broadcast_id = any($1)', [ids]);
  });

  it("hands a consumer its broadcasts once, leaves the others' rows, and retries a batch that failed later", async () => {
    await sql.rows(`delete from broadcast_pending where consumer = 'delivery'`);
    const ids = [await buildBroadcast(orm, sender), await buildBroadcast(orm, sender)];
    const handled: number[][] = [];
    let fail = true;
    const consumer = createBroadcastConsumer({
      databaseUrl,
      consumer: 'delivery',
      logger,
      retryDelaySeconds: () => 0,
      handle: async (batch) => {
        if (fail) throw new Error('SMTP is down');
        handled.push(batch);
      },
    });
    try {
      expect(await consumer.drainUntilEmpty()).toBe(2);
      expect(handled).toEqual([]);
      const waiting = await sql.rows<{ attempts: number; last_error: string }>(
        `select attempts, last_error from broadcast_pending where consumer = 'delivery' and broadcast_id = any($1)`,
        [ids],
      );
      expect(waiting).toEqual([
        { attempts: 1, last_error: 'SMTP is down' },
        { attempts: 1, last_error: 'SMTP is down' },
      ]);

      fail = false;
      expect(await consumer.drainUntilEmpty()).toBe(2);
      expect(handled).toEqual([ids]);
      expect((await pendingOf(ids)).map((row) => row.consumer)).toEqual([
        'embedding',
        'embedding',
        'live',
        'live',
        'savedSearch',
        'savedSearch',
      ]);
      expect(await consumer.drainUntilEmpty()).toBe(0);

      // A resend queues the broadcast again.
      await requeueBroadcast(sql.client, ids[0]!, ['delivery']);
      expect(await consumer.drainUntilEmpty()).toBe(1);
      expect(handled.at(-1)).toEqual([ids[0]]);
    } finally {
      await consumer.close();
      await sql.rows('delete from broadcast_pending where broadcast_id = any($1)', [ids]);
    }
  });

  it('lets one broadcast that keeps failing wait with a growing delay while the others go through', async () => {
    await sql.rows(`delete from broadcast_pending where consumer = 'savedSearch'`);
    const ids = [
      await buildBroadcast(orm, sender),
      await buildBroadcast(orm, sender),
      await buildBroadcast(orm, sender),
    ];
    const poison = ids[1]!;
    const handled: number[] = [];
    const consumer = createBroadcastConsumer({
      databaseUrl,
      consumer: 'savedSearch',
      logger,
      handle: async (batch) => {
        if (batch.includes(poison)) throw new Error(`cannot match ${poison}`);
        handled.push(...batch);
      },
    });
    try {
      expect(await consumer.drainUntilEmpty()).toBe(3);
      expect(handled.sort((a, b) => a - b)).toEqual([ids[0], ids[2]]);
      const [row] = await sql.rows<{ attempts: number; last_error: string; wait: number }>(
        `select attempts, last_error, extract(epoch from retry_at - now())::float as wait
           from broadcast_pending where consumer = 'savedSearch' and broadcast_id = $1`,
        [poison],
      );
      expect(row).toMatchObject({ attempts: 1, last_error: `cannot match ${poison}` });
      expect(row!.wait).toBeGreaterThan(0.5);
      expect(row!.wait).toBeLessThanOrEqual(2);
      // Not due yet: the next drains leave it waiting.
      expect(await consumer.drainUntilEmpty()).toBe(0);
      // Due again, it fails again and waits longer.
      await sql.rows(`update broadcast_pending set retry_at = now() where consumer = 'savedSearch'`);
      expect(await consumer.drainUntilEmpty()).toBe(1);
      const [again] = await sql.rows<{ attempts: number; wait: number }>(
        `select attempts, extract(epoch from retry_at - now())::float as wait
           from broadcast_pending where consumer = 'savedSearch' and broadcast_id = $1`,
        [poison],
      );
      expect(again!.attempts).toBe(2);
      expect(again!.wait).toBeGreaterThan(2.5);
    } finally {
      await consumer.close();
      await sql.rows('delete from broadcast_pending where broadcast_id = any($1)', [ids]);
    }
  });
});
