import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, requeueBroadcast, withDefaultUser } from '@tbs/db';
import { buildBroadcast, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { type MailJob, type MailQueue, createQueue } from '@tbs/contracts';
import { createBroadcastConsumer } from './pendingConsumer.ts';
import { savedSearchHandler } from './savedSearchConsumer.ts';
import { fillSavedSearchTerms } from './savedSearchMatch.ts';
import { sendSavedSearchDigests } from './savedSearchDigest.ts';
import { savedSearchAnchor, savedSearchTerms } from '@tbs/rules';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
const PUBLIC_URL = 'http://tbs.test';
let orm: MikroORM;
let sql: TestSql;
let pool: pg.Pool;
let queue: MailQueue;
let consumer: ReturnType<typeof createBroadcastConsumer>;
/** Saves searches and gets their alerts. */
let watcher: BuiltContact;
/** Sends the broadcasts. */
let sender: BuiltContact;

const asSender = (built: BuiltContact) => ({ id: built.contact.id, company: built.company.id });

interface SaveOptions {
  side?: 'WTB' | 'WTS';
  listId?: number;
  companyId?: number;
  isDigest?: boolean;
}

/** A saved search as the api stores it (query and its terms). */
async function saveSearch(owner: BuiltContact, query: string, options: SaveOptions = {}): Promise<number> {
  const [row] = await sql.rows<{ id: number }>(
    `insert into saved_search (contact_id, query, terms, anchor, side, list_id, company_id, is_digest)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      owner.contact.id,
      query,
      savedSearchTerms(query),
      savedSearchAnchor(savedSearchTerms(query)),
      options.side ?? null,
      options.listId ?? null,
      options.companyId ?? null,
      options.isDigest ?? false,
    ],
  );
  return row!.id;
}

/** Every mail job of the test queue addressed to `to`. */
async function mailsTo(to: string) {
  const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
  return jobs.filter((job) => job.data.message.to === to).map((job) => ({ id: job.id, ...job.data.message }));
}

const hitsOf = (savedSearchId: number) =>
  sql.rows<{ broadcast_id: string; is_digest: boolean; digest_day: string | null }>(
    `select broadcast_id, is_digest, to_char(digest_day, 'YYYY-MM-DD') as digest_day
       from saved_search_hit where saved_search_id = $1 order by broadcast_id`,
    [savedSearchId],
  );

const lastHitOf = async (savedSearchId: number) =>
  (
    await sql.rows<{ last_hit_at: Date | null }>('select last_hit_at from saved_search where id = $1', [
      savedSearchId,
    ])
  )[0]!.last_hit_at;

beforeAll(async () => {
  orm = await initORM(databaseUrl);
  sql = await TestSql.connect();
  pool = new pg.Pool({ connectionString: withDefaultUser(databaseUrl), max: 2 });
  queue = createQueue<MailJob>(`test-saved-search-${uniqueToken()}`);
  consumer = createBroadcastConsumer({
    databaseUrl,
    consumer: 'savedSearch',
    logger,
    handle: savedSearchHandler(queue, PUBLIC_URL),
  });
  [watcher, sender] = await Promise.all([buildContact(orm), buildContact(orm)]);
});
afterAll(async () => {
  await consumer.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await pool.end();
  await sql.end();
  await orm.close(true);
});

describe('matching new broadcasts against saved searches (worker)', () => {
  it('mails the alert of a matching broadcast at once and moves Last Hit', async () => {
    const T = uniqueToken();
    const saved = await saveSearch(watcher, `dl380 ${T}`);
    expect(await lastHitOf(saved)).toBeNull();
    const id = await buildBroadcast(orm, asSender(sender), {
      subject: `WTS DL380 Gen10 ${T}`,
      message: 'Tested, ships from NL.',
    });

    await consumer.drainUntilEmpty();

    expect(await hitsOf(saved)).toEqual([{ broadcast_id: String(id), is_digest: false, digest_day: null }]);
    expect(await lastHitOf(saved)).toBeInstanceOf(Date);
    const mails = await mailsTo(watcher.email);
    const alert = mails.find((mail) => mail.subject.includes(T));
    expect(alert?.subject).toBe(`Saved search "dl380 ${T}": WTS WTS DL380 Gen10 ${T}`);
    expect(alert?.text).toContain(`${PUBLIC_URL}/broadcasts/${id}`);
  });

  it('does not alert for a broadcast missing a word or outside the filters', async () => {
    const T = uniqueToken();
    const words = await saveSearch(watcher, `${T} gen9`);
    const filtered = await saveSearch(watcher, T, { side: 'WTB', listId: 2, companyId: sender.company.id });
    await buildBroadcast(orm, asSender(sender), { subject: `WTS DL380 Gen10 ${T}`, side: 'WTS', list: 2 });
    await buildBroadcast(orm, asSender(sender), { subject: `WTB DL380 ${T}`, side: 'WTB', list: 1 });

    await consumer.drainUntilEmpty();

    expect(await hitsOf(words)).toEqual([]);
    expect(await hitsOf(filtered)).toEqual([]);
    expect((await mailsTo(watcher.email)).filter((mail) => mail.subject.includes(T))).toEqual([]);
    expect(await lastHitOf(words)).toBeNull();
  });

  it('never alerts the owner of the saved search to their own broadcast', async () => {
    const T = uniqueToken();
    const saved = await saveSearch(watcher, T);
    await buildBroadcast(orm, asSender(watcher), { subject: `WTS ${T}` });
    await consumer.drainUntilEmpty();
    expect(await hitsOf(saved)).toEqual([]);
  });

  it('matches a part number typed with or without separators, both ways', async () => {
    const T = uniqueToken();
    const typedWithDash = await saveSearch(watcher, `${T}-b21`);
    const typedPlain = await saveSearch(watcher, `P${T}X`);
    const first = await buildBroadcast(orm, asSender(sender), { subject: `WTS ${T}B21 x4` });
    const second = await buildBroadcast(orm, asSender(sender), { subject: 'WTB', message: `need p-${T}.x` });

    await consumer.drainUntilEmpty();

    expect((await hitsOf(typedWithDash)).map((hit) => Number(hit.broadcast_id))).toEqual([first]);
    expect((await hitsOf(typedPlain)).map((hit) => Number(hit.broadcast_id))).toEqual([second]);
  });

  it('sends one mail per broadcast and contact even when the batch runs twice or fails after queueing', async () => {
    const T = uniqueToken();
    const saved = await saveSearch(watcher, T);
    const alsoSaved = await saveSearch(watcher, `${T} gen10`);
    const id = await buildBroadcast(orm, asSender(sender), { subject: `WTS ${T} Gen10` });

    // The first run queues the alert, then dies before its claim commits: the batch runs again.
    let crash = true;
    const handle = savedSearchHandler(queue, PUBLIC_URL);
    const crashing = createBroadcastConsumer({
      databaseUrl,
      consumer: 'savedSearch',
      logger,
      retryDelaySeconds: () => 0,
      handle: async (ids, client) => {
        await handle(ids, client);
        if (crash) throw new Error('worker killed');
      },
    });
    try {
      // The failed run's claim is rolled back: the broadcast waits for its next try.
      await crashing.drainUntilEmpty();
      expect(await hitsOf(saved)).toEqual([]);
      crash = false;
      await crashing.drainUntilEmpty();
    } finally {
      await crashing.close();
    }
    // A resend queues the broadcast for matching again: the hits exist, nothing is mailed again.
    await requeueBroadcast(sql.client, id, ['savedSearch']);
    await consumer.drainUntilEmpty();

    expect(await hitsOf(saved)).toHaveLength(1);
    expect(await hitsOf(alsoSaved)).toHaveLength(1);
    const mails = (await mailsTo(watcher.email)).filter((mail) => mail.subject.includes(T));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`"${T}", "${T} gen10"`);
  });

  it('collects digest hits into one mail per contact and day, and keeps later hits for the next day', async () => {
    const T = uniqueToken();
    const reader = await buildContact(orm);
    const one = await saveSearch(reader, `${T} alpha`, { isDigest: true });
    const two = await saveSearch(reader, `${T} beta`, { isDigest: true });
    const a = await buildBroadcast(orm, asSender(sender), { subject: `WTS ${T} alpha` });
    const b = await buildBroadcast(orm, asSender(sender), { subject: `WTB ${T} beta` });
    await consumer.drainUntilEmpty();

    expect(await mailsTo(reader.email)).toEqual([]);
    expect((await hitsOf(one))[0]).toMatchObject({ is_digest: true, digest_day: null });
    expect(await lastHitOf(two)).toBeInstanceOf(Date);

    const day = '2031-05-06';
    await sendSavedSearchDigests({ pool, queue, publicUrl: PUBLIC_URL, day });
    await sendSavedSearchDigests({ pool, queue, publicUrl: PUBLIC_URL, day });
    let mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.id).toBe(`saved-search-digest-${reader.contact.id}-${day}`);
    expect(mails[0]!.subject).toBe(`TBS saved searches ${day}: 2 new broadcasts`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/broadcasts/${a}`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/broadcasts/${b}`);
    expect(await hitsOf(one)).toEqual([{ broadcast_id: String(a), is_digest: true, digest_day: day }]);

    // A hit after the day's digest waits for the next day's.
    const c = await buildBroadcast(orm, asSender(sender), { subject: `WTS ${T} alpha again` });
    await consumer.drainUntilEmpty();
    await sendSavedSearchDigests({ pool, queue, publicUrl: PUBLIC_URL, day });
    expect(await mailsTo(reader.email)).toHaveLength(1);
    await sendSavedSearchDigests({ pool, queue, publicUrl: PUBLIC_URL, day: '2031-05-07' });
    mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(2);
    const next = mails.find((mail) => mail.id === `saved-search-digest-${reader.contact.id}-2031-05-07`);
    expect(next?.text).toContain(`${PUBLIC_URL}/broadcasts/${c}`);
    expect(next?.text).not.toContain(`${PUBLIC_URL}/broadcasts/${a}`);
  });

  it('gives saved searches written without terms (the demo seed) their terms, so they alert too', async () => {
    const T = uniqueToken();
    const [row] = await sql.rows<{ id: number }>(
      `insert into saved_search (contact_id, query) values ($1, $2) returning id`,
      [watcher.contact.id, `${T}-B21 dl380`],
    );
    expect(await fillSavedSearchTerms(sql.client)).toBeGreaterThanOrEqual(1);
    const [filled] = await sql.rows<{ terms: string[]; anchor: string }>(
      'select terms, anchor from saved_search where id = $1',
      [row!.id],
    );
    expect(filled).toEqual({ terms: ['DL380', `${T}B21`].sort(), anchor: `${T}B21` });
    await buildBroadcast(orm, asSender(sender), { subject: `WTS DL380 ${T}B21` });
    await consumer.drainUntilEmpty();
    expect(await hitsOf(row!.id)).toHaveLength(1);
  });
});
