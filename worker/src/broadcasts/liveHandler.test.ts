import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, withDefaultUser } from '@tbs/db';
import { buildBroadcast, buildContact, uniqueToken } from '@tbs/db/testing';
import { createLiveHandler } from './liveHandler.ts';
import { liveStreamKey, parseLiveEventFields } from '@tbs/contracts';
import { config } from '@tbs/config';

const prefix = `${process.env.REDIS_PREFIX}_${uniqueToken()}`;
let orm: MikroORM;
let redis: Redis;
let client: pg.Client;
let sender: { id: number; company: number };

const appended = async () =>
  ((await redis.xrange(liveStreamKey(prefix), '-', '+')) as [string, string[]][]).map(([, fields]) =>
    parseLiveEventFields(fields),
  );

beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  client = new pg.Client({ connectionString: withDefaultUser(process.env.DATABASE_URL!) });
  await client.connect();
  const built = await buildContact(orm);
  sender = { id: built.contact.id, company: built.company.id };
});
/** This file's broadcasts, removed after it: a resend dated 2030 would be the newest of every later file's list. */
const broadcastsOfThisFile: number[] = [];

afterAll(async () => {
  await client.query('update broadcast set deleted_at = now() where id = any($1::bigint[])', [
    broadcastsOfThisFile,
  ]);
  await redis.del(liveStreamKey(prefix));
  redis.disconnect();
  await client.end();
  await orm.close(true);
});

describe('the live handler', () => {
  it('appends id, list, side and date only; a removed broadcast is not announced; a resend by its new date', async () => {
    const kept = await buildBroadcast(orm, sender, { list: 2, side: 'WTB' });
    const removed = await buildBroadcast(orm, sender);
    const resent = await buildBroadcast(orm, sender, { list: 4 });
    broadcastsOfThisFile.push(kept, removed, resent);
    await client.query('update broadcast set deleted_at = now() where id = $1', [removed]);
    await client.query(`update broadcast set resent_at = '2030-01-02T03:04:05Z' where id = $1`, [resent]);
    // The search index has them (the handler waits for that; this test is about what it appends).
    await client.query(
      `delete from index_outbox where doc_type = 'broadcast' and doc_id = any($1::bigint[])`,
      [[kept, removed, resent]],
    );

    await createLiveHandler({ redis, prefix, maxLen: config().LIVE_STREAM_MAXLEN })(
      [kept, removed, resent],
      client,
    );

    const events = await appended();
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      broadcastId: kept,
      listId: 2,
      side: 'WTB',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(events[1]).toMatchObject({
      broadcastId: resent,
      listId: 4,
      createdAt: '2030-01-02T03:04:05.000Z',
    });
  });
});
