import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, requeueBroadcast } from '@tbs/db';
import { buildBroadcast, buildContact, uniqueToken } from '@tbs/db/test/factories';
import { TestSql } from '@tbs/db/test/sql';
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
    expect(pending).toHaveLength(9);
    expect(new Set(pending.map((row) => row.consumer))).toEqual(new Set(['delivery', 'savedSearch', 'live']));
    await sql.rows('delete from broadcast_pending where broadcast_id = any($1)', [ids]);
  });

  it("hands a consumer its broadcasts once, leaves the others' rows, and retries a batch that failed", async () => {
    await sql.rows(`delete from broadcast_pending where consumer = 'delivery'`);
    const ids = [await buildBroadcast(orm, sender), await buildBroadcast(orm, sender)];
    const handled: number[][] = [];
    let fail = true;
    const consumer = createBroadcastConsumer({
      databaseUrl,
      consumer: 'delivery',
      logger,
      handle: async (batch) => {
        if (fail) throw new Error('SMTP is down');
        handled.push(batch);
      },
    });
    try {
      await expect(consumer.drainUntilEmpty()).rejects.toThrow('SMTP is down');
      expect((await pendingOf(ids)).filter((row) => row.consumer === 'delivery')).toHaveLength(2);

      fail = false;
      expect(await consumer.drainUntilEmpty()).toBe(2);
      expect(handled).toEqual([ids]);
      expect((await pendingOf(ids)).map((row) => row.consumer)).toEqual([
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
});
