import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import { buildBroadcast, buildContact, uniqueToken, TestSql } from '@tbs/db/testing';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import { queueName, redisConnection, type BroadcastMailJob } from '@tbs/contracts';
import { waitForQueueToDrain } from '@tbs/contracts/testing';
import { deliverBroadcasts, startBroadcastMailWorker } from './delivery.ts';
import { config } from '@tbs/config';

const databaseUrl = process.env.DATABASE_URL!;
const QUEUE = `test-broadcast-retry-${uniqueToken()}` as const;

let orm: MikroORM;
let sql: TestSql;
let queue: Queue<BroadcastMailJob>;
let mailWorker: ReturnType<typeof startBroadcastMailWorker>;
/** Addresses the fake SMTP server refuses, with how many refusals are left (Infinity: always). */
const refusals = new Map<string, number>();

beforeAll(async () => {
  orm = await initORM(databaseUrl);
  sql = await TestSql.connect();
  // Files run one after another on this database: subscriptions an earlier file saved would get mail here.
  await sql.rows('delete from broadcast_setting');
  // Three quick attempts instead of the product's five with backoff of seconds.
  queue = new Queue<BroadcastMailJob>(queueName(QUEUE), {
    connection: redisConnection(),
    defaultJobOptions: { attempts: 3, backoff: { type: 'fixed', delay: 1 } },
  });
  const outbox = createMailTransport({ orm, from: 'TBS <noreply@tbs.local>' });
  const flaky: MailTransport = {
    kind: 'outbox',
    async deliver(message, delivery) {
      const left = refusals.get(message.to) ?? 0;
      if (left > 0) {
        refusals.set(message.to, left - 1);
        throw new Error('451 4.3.0 try again later');
      }
      await outbox.deliver(message, delivery);
    },
  };
  mailWorker = startBroadcastMailWorker({
    orm,
    logger: pino({ level: 'silent' }),
    databaseUrl,
    transport: flaky,
    queue: QUEUE,
  });
});
afterAll(async () => {
  await mailWorker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await sql.end();
  await orm.close(true);
});

describe('a broadcast mail the SMTP server refuses', () => {
  it('is retried until sent, once; after its last attempt it is a failed mail staff can replay', async () => {
    const list = 15;
    const sender = await buildContact(orm);
    const [flaky, refused] = [
      await buildContact(orm, { email: `flaky-${uniqueToken().toLowerCase()}@example.com` }),
      await buildContact(orm, { email: `refused-${uniqueToken().toLowerCase()}@example.com` }),
    ];
    for (const { contact } of [flaky, refused])
      await sql.rows(
        `insert into broadcast_setting (contact_id, list_id, email_set, type) values ($1, $2, 'primary', 0)`,
        [contact.id, list],
      );
    refusals.set(flaky.email, 2);
    refusals.set(refused.email, Infinity);
    const id = await buildBroadcast(orm, sender.contact, { list });
    await sql.rows(`delete from broadcast_pending where broadcast_id = $1`, [id]);

    await sql.client.query('begin');
    await deliverBroadcasts([id], sql.client, queue, config().PUBLIC_URL);
    await sql.client.query('commit');
    await waitForQueueToDrain(queue);

    const rowsTo = (to: string) =>
      sql.rows<{ status: string; attempts: number }>(
        `select status, attempts from mail_message where "to" = $1`,
        [to],
      );
    expect(await rowsTo(flaky.email)).toEqual([{ status: 'sent', attempts: 3 }]);
    expect(await rowsTo(refused.email)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    const ledger = await sql.rows<{ email: string; sent: boolean }>(
      // Only this test's addresses: other files of this database subscribe contacts to the same list.
      `select email, sent_at is not null as sent from broadcast_delivery
        where broadcast_id = $1 and email = any($2) order by sent desc`,
      [id, [flaky.email, refused.email]],
    );
    expect(ledger).toEqual([
      { email: flaky.email, sent: true },
      { email: refused.email, sent: false },
    ]);
  });
});
