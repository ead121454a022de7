import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, requeueBroadcast } from '@tbs/db';
import { buildBroadcast, buildCompany, buildContact, uniqueToken, TestSql } from '@tbs/db/testing';
import { createQueue, type BroadcastMailJob } from '@tbs/contracts';
import { waitForQueueToDrain } from '@tbs/contracts/testing';
import { deliverBroadcasts, startBroadcastMailWorker } from './delivery.ts';
import { DIGEST_SCHEDULER_ID, runDigest, scheduleDigest } from './digest.ts';
import { createBroadcastConsumer } from './pendingConsumer.ts';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
const QUEUE = `test-broadcast-mail-${uniqueToken()}` as const;
const PUBLIC_URL = 'https://tbs.example';

let orm: MikroORM;
let sql: TestSql;
let queue: ReturnType<typeof createQueue<BroadcastMailJob>>;
let mailWorker: ReturnType<typeof startBroadcastMailWorker>;
let consumer: ReturnType<typeof createBroadcastConsumer>;

beforeAll(async () => {
  orm = await initORM(databaseUrl);
  sql = await TestSql.connect();
  // Files run one after another on this database: subscriptions an earlier file saved would get mail here,
  // and broadcasts an earlier file sent (still pending for delivery) would reach this file's subscribers.
  await sql.rows('delete from broadcast_setting');
  await sql.rows(`delete from broadcast_pending where consumer = 'delivery'`);
  queue = createQueue<BroadcastMailJob>(QUEUE);
  mailWorker = startBroadcastMailWorker({
    orm,
    logger,
    databaseUrl,
    queue: QUEUE,
    runDigest: (day) => runDigest({ databaseUrl, queue, day, publicUrl: PUBLIC_URL }),
  });
  consumer = createBroadcastConsumer({
    databaseUrl,
    consumer: 'delivery',
    logger,
    handle: async (ids, client) => {
      await deliverBroadcasts(ids, client, queue, PUBLIC_URL);
    },
  });
});
afterAll(async () => {
  await consumer.close();
  await mailWorker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await sql.end();
  await orm.close(true);
});

type EmailSet = 'primary' | 'alternate';
/** Sets how a contact gets a list on one address set: 0 Standard, 1 Digest, 2 No email. */
const setDelivery = (contactId: number, listId: number, emailSet: EmailSet, type: 0 | 1 | 2) =>
  sql.rows(
    `insert into broadcast_setting (contact_id, list_id, email_set, type) values ($1, $2, $3, $4)
     on conflict (contact_id, list_id, email_set) do update set type = excluded.type`,
    [contactId, listId, emailSet, type],
  );

const address = (label: string) => `${label}-${uniqueToken().toLowerCase()}@example.com`;

/** A subscriber: a contact of its own company (or the given one) with the given settings on `listId`. */
async function subscriber(
  listId: number,
  settings: Partial<Record<EmailSet, 0 | 1 | 2>>,
  fields: {
    emailAlt?: string | null;
    isActive?: boolean;
    company?: Awaited<ReturnType<typeof buildCompany>>;
  } = {},
) {
  const { contact, email } = await buildContact(orm, { email: address('to'), ...fields });
  for (const [emailSet, type] of Object.entries(settings))
    await setDelivery(contact.id, listId, emailSet as EmailSet, type);
  return { id: contact.id, email, emailAlt: fields.emailAlt ?? null };
}

const mailsTo = (to: string) =>
  sql.rows<{ subject: string; text: string; status: string }>(
    `select subject, text, status from mail_message where "to" = $1 order by id`,
    [to],
  );

const byEmail = (a: { email: string | null }, b: { email: string | null }) =>
  a.email! < b.email! ? -1 : a.email! > b.email! ? 1 : 0;
const ledgerOf = async (broadcastId: number) =>
  (
    await sql.rows<{ email: string; kind: string; sent: boolean }>(
      `select email, kind, sent_at is not null as sent from broadcast_delivery where broadcast_id = $1`,
      [broadcastId],
    )
  ).sort(byEmail);

/** Runs the delivery consumer on everything pending and waits until the mail worker has sent its jobs. */
async function deliverPending(): Promise<void> {
  await consumer.drainUntilEmpty();
  await waitForQueueToDrain(queue);
}

describe('broadcast delivery by settings', () => {
  it('mails Standard at once, keeps Digest for the digest, never No email, on primary and alternate', async () => {
    const list = 4;
    const sender = await buildContact(orm, { email: address('sender') });
    await setDelivery(sender.contact.id, list, 'primary', 0);
    const standard = await subscriber(list, { primary: 0 });
    const digest = await subscriber(list, { primary: 1 });
    const noEmail = await subscriber(list, { primary: 2 });
    const noRow = await subscriber(list, {});
    const alternate = await subscriber(list, { primary: 2, alternate: 0 }, { emailAlt: address('alt') });
    const bothSets = await subscriber(list, { primary: 0, alternate: 1 }, { emailAlt: address('alt') });
    const alternateWithoutAddress = await subscriber(list, { alternate: 0 });
    const otherList = await subscriber(5, { primary: 0 });
    const inactive = await subscriber(list, { primary: 0 }, { isActive: false });
    const serviceOnly = await subscriber(
      list,
      { primary: 0 },
      { company: await buildCompany(orm, { isServiceOnly: true }) },
    );
    const closed = await subscriber(
      list,
      { primary: 0 },
      { company: await buildCompany(orm, { isActive: false }) },
    );

    const T = uniqueToken();
    const id = await buildBroadcast(orm, sender.contact, {
      list,
      subject: `WTS 10x HPE 875490-B21 ${T}`,
      message: 'Ten pieces, refurbished.',
    });
    await sql.rows(`update broadcast set from_email = $1 where id = $2`, [sender.email, id]);
    await deliverPending();

    const [mail, ...more] = await mailsTo(standard.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`WTS 10x HPE 875490-B21 ${T}`);
    expect(mail!.text).toContain(sender.company.name);
    expect(mail!.text).toContain('Ten pieces, refurbished.');
    expect(mail!.text).toContain(`${PUBLIC_URL}/broadcasts/${id}`);
    expect(await mailsTo(alternate.emailAlt!)).toHaveLength(1);
    expect(await mailsTo(bothSets.email)).toHaveLength(1);
    for (const nobody of [
      digest.email,
      noEmail.email,
      noRow.email,
      alternate.email,
      bothSets.emailAlt!,
      alternateWithoutAddress.email,
      otherList.email,
      inactive.email,
      serviceOnly.email,
      closed.email,
      sender.email,
    ])
      expect(await mailsTo(nobody)).toEqual([]);

    expect(await ledgerOf(id)).toEqual(
      [
        { email: standard.email, kind: 'standard', sent: true },
        { email: digest.email, kind: 'digest', sent: false },
        { email: alternate.emailAlt, kind: 'standard', sent: true },
        { email: bothSets.email, kind: 'standard', sent: true },
        { email: bothSets.emailAlt, kind: 'digest', sent: false },
      ].sort(byEmail),
    );

    // The digest of the day carries the broadcast to the Digest addresses, once.
    const report = await runDigest({ databaseUrl, queue, publicUrl: PUBLIC_URL });
    expect(report.mails).toBeGreaterThanOrEqual(2);
    await waitForQueueToDrain(queue);
    for (const to of [digest.email, bothSets.emailAlt!]) {
      const [digestMail, ...again] = await mailsTo(to);
      expect(again).toEqual([]);
      expect(digestMail!.subject).toMatch(/^TBS broadcast digest \d{4}-\d{2}-\d{2}: 1 broadcast$/);
      expect(digestMail!.text).toContain(`WTS 10x HPE 875490-B21 ${T}`);
      expect(digestMail!.text).toContain(`${PUBLIC_URL}/broadcasts/${id}`);
    }
    expect(await mailsTo(noEmail.email)).toEqual([]);
    expect(await mailsTo(standard.email)).toHaveLength(1);
  });
});

describe('never twice to one address', () => {
  it('queues nothing when the handler runs again for a batch it already delivered', async () => {
    const list = 6;
    const sender = await buildContact(orm);
    const reader = await subscriber(list, { primary: 0 });
    const id = await buildBroadcast(orm, sender.contact, { list });
    await deliverPending();
    expect(await mailsTo(reader.email)).toHaveLength(1);

    // The pipeline is at-least-once: the same broadcast handed to the consumer again.
    await sql.rows(`insert into broadcast_pending (consumer, broadcast_id) values ('delivery', $1)`, [id]);
    await deliverPending();
    await sql.client.query('begin');
    expect(await deliverBroadcasts([id], sql.client, queue, PUBLIC_URL)).toEqual({ standard: 0, digest: 0 });
    await sql.client.query('commit');
    await waitForQueueToDrain(queue);
    expect(await mailsTo(reader.email)).toHaveLength(1);
  });

  it('sends once when the claim was rolled back after queueing and the jobs are still waiting', async () => {
    const list = 7;
    const sender = await buildContact(orm);
    const readers = [await subscriber(list, { primary: 0 }), await subscriber(list, { primary: 0 })];
    const id = await buildBroadcast(orm, sender.contact, { list });
    await mailWorker.worker.pause();
    try {
      // The worker died after queueing, before its commit: nothing of the claim is kept.
      await sql.client.query('begin');
      expect((await deliverBroadcasts([id], sql.client, queue, PUBLIC_URL)).standard).toBe(2);
      await sql.client.query('rollback');
      expect(await ledgerOf(id)).toEqual([]);
      // The restarted worker claims the broadcast again and queues the same jobs.
      await consumer.drainUntilEmpty();
      expect(await queue.getWaitingCount()).toBe(2);
    } finally {
      mailWorker.worker.resume();
    }
    await waitForQueueToDrain(queue);
    for (const reader of readers) expect(await mailsTo(reader.email)).toHaveLength(1);
    expect((await ledgerOf(id)).every((row) => row.sent)).toBe(true);
  });

  it('sends once when the rolled-back jobs were already sent before the claim ran again', async () => {
    const list = 8;
    const sender = await buildContact(orm);
    const reader = await subscriber(list, { primary: 0 });
    const id = await buildBroadcast(orm, sender.contact, { list });
    await sql.client.query('begin');
    await deliverBroadcasts([id], sql.client, queue, PUBLIC_URL);
    await sql.client.query('rollback');
    // The jobs ran (and wrote their ledger rows) before the pipeline handed the broadcast over again.
    await waitForQueueToDrain(queue);
    expect(await mailsTo(reader.email)).toHaveLength(1);
    await deliverPending();
    expect(await mailsTo(reader.email)).toHaveLength(1);
    expect(await ledgerOf(id)).toEqual([{ email: reader.email, kind: 'standard', sent: true }]);
  });

  it('delivers a resend again, once, as a new edition', async () => {
    const list = 10;
    const sender = await buildContact(orm);
    const reader = await subscriber(list, { primary: 0 });
    const id = await buildBroadcast(orm, sender.contact, { list });
    await deliverPending();
    expect(await mailsTo(reader.email)).toHaveLength(1);

    await sql.client.query('begin');
    await sql.client.query(`update broadcast set resent_at = now() where id = $1`, [id]);
    await requeueBroadcast(sql.client, id, ['delivery']);
    await sql.client.query('commit');
    await deliverPending();
    await sql.rows(`insert into broadcast_pending (consumer, broadcast_id) values ('delivery', $1)`, [id]);
    await deliverPending();
    expect(await mailsTo(reader.email)).toHaveLength(2);
    expect(await ledgerOf(id)).toHaveLength(2);
  });

  it('mails nobody a broadcast removed before its delivery', async () => {
    const list = 11;
    const sender = await buildContact(orm);
    const reader = await subscriber(list, { primary: 0 });
    const id = await buildBroadcast(orm, sender.contact, { list });
    await sql.rows(`update broadcast set deleted_at = now() where id = $1`, [id]);
    await deliverPending();
    expect(await mailsTo(reader.email)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it("assembles an address's broadcasts of the day into one mail, once a day, without removed ones", async () => {
    const sender = await buildContact(orm);
    const reader = await subscriber(12, { primary: 1 });
    await setDelivery(reader.id, 13, 'primary', 1);
    const T = uniqueToken();
    const first = await buildBroadcast(orm, sender.contact, { list: 12, subject: `First ${T}` });
    const second = await buildBroadcast(orm, sender.contact, { list: 13, subject: `Second ${T}` });
    const removed = await buildBroadcast(orm, sender.contact, { list: 12, subject: `Removed ${T}` });
    await deliverPending();
    expect(await mailsTo(reader.email)).toEqual([]);
    await sql.rows(`update broadcast set deleted_at = now() where id = $1`, [removed]);

    const day = '2026-11-23';
    await runDigest({ databaseUrl, queue, publicUrl: PUBLIC_URL, day });
    await waitForQueueToDrain(queue);
    const [digest, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(`TBS broadcast digest ${day}: 2 broadcasts`);
    expect(digest!.text.indexOf(`First ${T}`)).toBeGreaterThan(0);
    expect(digest!.text.indexOf(`Second ${T}`)).toBeGreaterThan(digest!.text.indexOf(`First ${T}`));
    expect(digest!.text).toContain(`${PUBLIC_URL}/broadcasts/${first}`);
    expect(digest!.text).toContain(`${PUBLIC_URL}/broadcasts/${second}`);
    expect(digest!.text).not.toContain(`Removed ${T}`);

    // A broadcast after the day's digest waits for the next day's; a second run the same day mails nothing.
    const later = await buildBroadcast(orm, sender.contact, { list: 12, subject: `Later ${T}` });
    await deliverPending();
    await runDigest({ databaseUrl, queue, publicUrl: PUBLIC_URL, day });
    await waitForQueueToDrain(queue);
    expect(await mailsTo(reader.email)).toHaveLength(1);

    await runDigest({ databaseUrl, queue, publicUrl: PUBLIC_URL, day: '2026-11-24' });
    await waitForQueueToDrain(queue);
    const [, next] = await mailsTo(reader.email);
    expect(next!.subject).toBe('TBS broadcast digest 2026-11-24: 1 broadcast');
    expect(next!.text).toContain(`${PUBLIC_URL}/broadcasts/${later}`);
  });

  it('runs as a daily job of the broadcastMail queue, 07:00 in Amsterdam', async () => {
    await scheduleDigest(queue);
    await scheduleDigest(queue);
    expect(await queue.getJobSchedulers()).toMatchObject([
      { key: DIGEST_SCHEDULER_ID, pattern: '0 7 * * *', tz: 'Europe/Amsterdam' },
    ]);
    await queue.removeJobScheduler(DIGEST_SCHEDULER_ID);

    const sender = await buildContact(orm);
    const reader = await subscriber(14, { primary: 1 });
    const id = await buildBroadcast(orm, sender.contact, { list: 14 });
    await deliverPending();
    await queue.add('digest', { kind: 'digest', day: '2026-12-01' });
    await waitForQueueToDrain(queue);
    const [digest, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('TBS broadcast digest 2026-12-01: 1 broadcast');
    expect(digest!.text).toContain(`${PUBLIC_URL}/broadcasts/${id}`);
  });

  it('takes the addresses a page at a time until none is due', async () => {
    const sender = await buildContact(orm);
    const readers = [];
    for (let n = 0; n < 3; n++) readers.push(await subscriber(13, { primary: 1 }));
    await buildBroadcast(orm, sender.contact, { list: 13 });
    await deliverPending();
    const report = await runDigest({
      databaseUrl,
      queue,
      publicUrl: PUBLIC_URL,
      day: '2026-12-02',
      pageSize: 1,
    });
    expect(report.mails).toBeGreaterThanOrEqual(3);
    await waitForQueueToDrain(queue);
    for (const reader of readers) expect(await mailsTo(reader.email)).toHaveLength(1);
  });
});
