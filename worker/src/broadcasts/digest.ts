import { createHash } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { BUSINESS_TIME_ZONE, businessDay } from '@tbs/rules';
import type { BroadcastMailQueue } from '@tbs/contracts';
import { loadBroadcastMailFacts } from './delivery.ts';
import { digestMail } from './deliveryMail.ts';

/** Every morning at 07:00 Amsterdam time: the previous day's broadcasts, read with the first coffee. */
export const DIGEST_CRON = '0 7 * * *';
export const DIGEST_SCHEDULER_ID = 'broadcast-digest';

/** The same digest mail on every run of a day, so a re-run after a rollback queues nothing new. */
export const digestJobId = (day: string, email: string): string =>
  `digest-${day}-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

/**
 * Digest jobs are few (one per address and day) and kept two days after they complete, so that a re-run of
 * the day after a rollback finds its job and adds none.
 */
const DIGEST_JOB_OPTIONS = { removeOnComplete: { age: 2 * 86_400 } };

export interface DigestReport {
  day: string;
  /** Addresses mailed a digest. */
  mails: number;
  /** Broadcasts in those digests. */
  broadcasts: number;
}

/**
 * Each address's Digest ledger rows that wait, taken in one statement: an address gets one digest per day
 * (broadcast_digest's key; a second run of the day leaves its new rows for tomorrow), and its rows are marked
 * taken in the same transaction as the digest row. Rows queued after the run started wait too.
 */
const TAKE_DUE_SQL = `
  with due as (
    select email, count(*)::int as n from broadcast_delivery d
     where kind = 'digest' and sent_at is null and queued_at <= $2
       and not exists (select 1 from broadcast_digest g where g.email = d.email and g.day = $1::date)
     group by email
     order by email
     limit $3
  ), claimed as (
    insert into broadcast_digest (email, day, broadcast_count)
    select email, $1::date, n from due
    on conflict do nothing
    returning email
  ), taken as (
    update broadcast_delivery d set sent_at = now()
      from claimed
     where d.email = claimed.email and d.kind = 'digest' and d.sent_at is null and d.queued_at <= $2
    returning d.broadcast_id, d.email, d.queued_at
  )
  select (select count(*)::int from due) as due, taken.* from (select 1) one left join taken on true`;

/** Addresses per transaction: a day's digests are built a page at a time, never all in memory. */
const DIGEST_PAGE = 500;

/** One page of addresses in one transaction: their ledger rows taken, their digest mails queued. */
async function takeDigestPage(
  client: pg.Client,
  props: { day: string; now: Date; publicUrl: string; queue: BroadcastMailQueue; pageSize: number },
): Promise<{ due: number; mails: number; broadcasts: number }> {
  const { day, now, publicUrl, pageSize } = props;
  try {
    await client.query('begin');
    const { rows } = await client.query<{
      due: number;
      broadcast_id: string | null;
      email: string | null;
      queued_at: Date | null;
    }>(TAKE_DUE_SQL, [day, now, pageSize]);
    const taken = rows.filter((row) => row.broadcast_id !== null);
    const facts = await loadBroadcastMailFacts(client, [
      ...new Set(taken.map((row) => Number(row.broadcast_id))),
    ]);
    const byEmail = new Map<string, { id: number; at: number }[]>();
    for (const row of taken) {
      if (!facts.has(Number(row.broadcast_id))) continue;
      const list = byEmail.get(row.email!) ?? [];
      list.push({ id: Number(row.broadcast_id), at: new Date(row.queued_at!).getTime() });
      byEmail.set(row.email!, list);
    }
    const jobs = [...byEmail].map(([email, entries]) => {
      const broadcasts = entries
        .sort((a, b) => a.at - b.at || a.id - b.id)
        .map((entry) => facts.get(entry.id)!);
      return {
        name: 'send',
        data: { kind: 'send' as const, message: digestMail(email, day, broadcasts, publicUrl) },
        opts: { ...DIGEST_JOB_OPTIONS, jobId: digestJobId(day, email) },
      };
    });
    if (jobs.length) await props.queue.addBulk(jobs);
    await client.query('commit');
    return {
      due: rows[0]?.due ?? 0,
      mails: jobs.length,
      broadcasts: [...byEmail.values()].reduce((sum, entries) => sum + entries.length, 0),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * The daily digest: one mail per address with every broadcast it is due since its last digest (the last
 * day's, when the job runs daily), oldest first; removed broadcasts are left out, and an address whose
 * broadcasts were all removed gets no mail. The ledger and the queueing share one transaction, and the job ids
 * are the day's, so a crash anywhere sends no address two digests in a day.
 */
export async function runDigest(props: {
  databaseUrl: string;
  queue: BroadcastMailQueue;
  day?: string;
  now?: Date;
  /** The web app's address, for the mails' links. */
  publicUrl: string;
  /** Addresses per transaction (tests make it small). */
  pageSize?: number;
}): Promise<DigestReport> {
  const pageSize = props.pageSize ?? DIGEST_PAGE;
  const now = props.now ?? new Date();
  const day = props.day ?? businessDay(now);
  const { publicUrl } = props;
  const client = new pg.Client({
    connectionString: withDefaultUser(props.databaseUrl),
  });
  await client.connect();
  const report: DigestReport = { day, mails: 0, broadcasts: 0 };
  try {
    for (;;) {
      const page = await takeDigestPage(client, { day, now, publicUrl, queue: props.queue, pageSize });
      report.mails += page.mails;
      report.broadcasts += page.broadcasts;
      if (page.due < pageSize) return report;
    }
  } finally {
    await client.end();
  }
}

/** Registers the daily digest run on the queue (idempotent: one scheduler however many workers start). */
export async function scheduleDigest(queue: BroadcastMailQueue): Promise<void> {
  await queue.upsertJobScheduler(
    DIGEST_SCHEDULER_ID,
    { pattern: DIGEST_CRON, tz: BUSINESS_TIME_ZONE },
    { name: 'digest', data: { kind: 'digest' } },
  );
}
