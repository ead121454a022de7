/**
 * `npm run bench:broadcasts:delivery -- [--contacts 3000] [--runs 3]`: the time to deliver one broadcast to
 * N subscribed contacts through the mail outbox, as the worker does it: the broadcast's insert queues it for
 * the 'delivery' consumer (the pipeline's trigger), the consumer writes the ledger and queues one Standard
 * mail job per address (deliverBroadcasts), and the broadcastMail worker (its product concurrency, outbox
 * transport as without SMTP_URL) sends them, each mail a mail_message row. Timed from the insert's commit to
 * the N-th outbox row. Builds its own database (BROADCAST_DELIVERY_BENCH_DATABASE_URL, default
 * tbs_bench_broadcast_delivery on the DATABASE_URL server), dropped and made again on every run, and uses its
 * own Redis prefix. Each run sends a new broadcast to the same subscribers.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import type { BroadcastMailJob } from '@tbs/contracts';

const REDIS_PREFIX = 'tbs-bench-delivery';
process.env.REDIS_PREFIX ??= REDIS_PREFIX;

const { config } = await import('@tbs/config');
const { dropDatabase, initORM, migrateToLatest, withDefaultUser } = await import('@tbs/db');
const { createQueue } = await import('@tbs/contracts');
const { createBroadcastConsumer, deliverBroadcasts, startBroadcastMailWorker } = await import('@tbs/worker');

const LIST = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Companies of 10 contacts each, every contact subscribed Standard to LIST; others on other lists. */
async function buildWorld(
  client: pg.Client,
  contacts: number,
): Promise<{ senderId: number; companyId: number }> {
  const companies = Math.ceil(contacts / 10);
  await client.query(
    `insert into company (name, country_code, member_since)
     select 'Delivery Bench ' || n, 'NL', '2015-01-01' from generate_series(1, $1) n`,
    [companies + 1],
  );
  const { rows: sender } = await client.query<{ id: number; company_id: number }>(
    `insert into contact (company_id, name, email)
     select min(id), 'Sender', 'sender@bench.example' from company returning id, company_id`,
  );
  await client.query(
    `insert into contact (company_id, name, email)
     select c.id, 'Reader ' || c.id || '-' || k, 'reader-' || c.id || '-' || k || '@bench.example'
       from company c cross join generate_series(1, 10) k
      where c.id <> $1
      order by c.id, k limit $2`,
    [sender[0]!.company_id, contacts],
  );
  // Everyone gets LIST at once on the primary address; every other list as a digest or not at all.
  await client.query(
    `insert into broadcast_setting (contact_id, list_id, email_set, type)
     select ct.id, l.id, 'primary', case when l.id = $1 then 0 when l.id % 2 = 0 then 1 else 2 end
       from contact ct cross join broadcast_list l where ct.id <> $2`,
    [LIST, sender[0]!.id],
  );
  await client.query('analyze');
  return { senderId: sender[0]!.id, companyId: sender[0]!.company_id };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      contacts: { type: 'string', default: '3000' },
      runs: { type: 'string', default: '3' },
      /** The broadcastMail worker's concurrency; the product's default when not given. */
      concurrency: { type: 'string' },
    },
  });
  const contacts = Number(values.contacts);
  const runs = Number(values.runs);
  const base = new URL(withDefaultUser(config().DATABASE_URL));
  base.pathname = '/tbs_bench_broadcast_delivery';
  const databaseUrl = process.env.BROADCAST_DELIVERY_BENCH_DATABASE_URL ?? base.toString();
  await dropDatabase(databaseUrl);
  await migrateToLatest(databaseUrl);

  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const { senderId, companyId } = await buildWorld(client, contacts);

  const logger = pino({ level: 'warn' });
  const orm = await initORM(databaseUrl);
  const queue = createQueue<BroadcastMailJob>('broadcastMail');
  await queue.obliterate({ force: true });
  const mailWorker = startBroadcastMailWorker({
    orm,
    logger,
    databaseUrl,
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
  });
  const consumer = createBroadcastConsumer({
    databaseUrl,
    consumer: 'delivery',
    logger,
    handle: async (ids, claim) => {
      await deliverBroadcasts(ids, claim, queue, 'https://tbs.example');
    },
  });
  await consumer.start();

  const results: { total: number; queued: number }[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const { rows: before } = await client.query<{ n: number }>(
        'select count(*)::int as n from mail_message',
      );
      const target = before[0]!.n + contacts;
      const started = performance.now();
      await client.query(
        `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand,
                                description, condition, price, from_email)
         values ($1, $2, $3, 'WTS', 'WTS 40x HPE 875490-B21 run ' || $4, 'Refurbished, tested, ships from NL.',
                 '40', 'HPE', 'Server part', 'REF', '100', 'sender@bench.example')`,
        [LIST, companyId, senderId, run],
      );
      // The consumer wakes on the trigger's NOTIFY; the ledger is written when no delivery row is pending.
      for (;;) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from broadcast_pending where consumer = 'delivery'`,
        );
        if (rows[0]!.n === 0) break;
        await sleep(5);
      }
      const ledgerMs = performance.now() - started;
      for (;;) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from mail_message');
        if (rows[0]!.n >= target) break;
        await sleep(20);
      }
      const total = performance.now() - started;
      results.push({ total, queued: ledgerMs });
      console.error(
        `run ${run}: ledger and ${contacts} jobs queued ${(ledgerMs / 1000).toFixed(2)} s, all in the outbox ${(total / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await consumer.close();
    await mailWorker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await orm.close(true);
    await client.end();
  }

  const sorted = results.map((result) => result.total).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const queuedMedian = results.map((result) => result.queued).sort((a, b) => a - b)[
    Math.floor(results.length / 2)
  ]!;
  console.log(
    [
      `Delivery of one broadcast to ${contacts.toLocaleString('en-US')} Standard subscribers through the mail outbox ` +
        `(${runs} runs, median): ${(median / 1000).toFixed(2)} s ` +
        `(ledger written and jobs queued after ${(queuedMedian / 1000).toFixed(2)} s; ` +
        `${Math.round(contacts / (median / 1000)).toLocaleString('en-US')} mails/s); ` +
        `runs ${sorted.map((value) => (value / 1000).toFixed(2)).join(', ')} s. Target <= 10 s.`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
