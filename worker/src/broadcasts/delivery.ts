import { createHash } from 'node:crypto';
import type { Job, JobsOptions, Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import type { BroadcastMailJob, BroadcastMailQueue, DeliveryKey, QueueBaseName } from '@tbs/contracts';
import { recordFailedMail } from '../mail/mailRecords.ts';
import { mailTransportFor, type MailTransport } from '../mail/transport.ts';
import { createWorker, isFinalAttempt } from '../queueWorker.ts';
import { broadcastMail, type BroadcastMailFacts } from './deliveryMail.ts';

/**
 * The edition of a broadcast: its send time, or its last resend time. A resend is a new delivery (the member
 * resends because the offer still stands, and the rules allow it only after 3 days), so it gets new ledger
 * rows; a re-run of the same edition after a crash finds its rows and mails nobody twice. Cut to milliseconds
 * so it survives the trip through a job's JSON.
 */
export const editionSql = (alias: string) =>
  `date_trunc('milliseconds', coalesce(${alias}.resent_at, ${alias}.created_at))`;

/**
 * A job id that is the same on every run for the same mail, so a re-run of a batch whose transaction was
 * rolled back after queueing adds nothing while the first job is still known. The address is hashed (ids
 * may not contain ':', and they show in Redis and logs).
 */
export function deliveryJobId({ broadcastId, edition, email }: DeliveryKey): string {
  const hash = createHash('sha256').update(`${edition}\n${email}`).digest('hex').slice(0, 24);
  return `broadcast-${broadcastId}-${hash}`;
}

/**
 * Completed delivery jobs are dropped at once: a delivered address has its ledger row with sent_at, which
 * both keeps a re-run from queueing it again and makes the job skip it (see processBroadcastMailJob).
 */
const DELIVERY_JOB_OPTIONS: JobsOptions = { removeOnComplete: true };

/** What the delivery of a batch did (tests, logs, the benchmark). */
export interface DeliveryReport {
  standard: number;
  digest: number;
}

/** The facts every broadcast mail shows, for the given broadcasts that are not removed. */
export async function loadBroadcastMailFacts(
  client: pg.ClientBase,
  broadcastIds: number[],
): Promise<Map<number, BroadcastMailFacts>> {
  const { rows } = await client.query<BroadcastMailFacts & { id: string }>(
    `select b.id, b.side, b.subject, b.message, l.name as "listName", co.name as "companyName",
            b.from_email as "fromEmail"
       from broadcast b join broadcast_list l on l.id = b.list_id join company co on co.id = b.company_id
      where b.id = any($1::bigint[]) and b.deleted_at is null`,
    [broadcastIds],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

/**
 * Who gets each broadcast of a batch, in one statement, written to the ledger. A contact's address gets a
 * list by its broadcast setting for that address set (primary: contact.email; alternate: contact.email_alt,
 * nothing while the contact has none). A contact without a setting row for a list gets No email for it:
 * spec part 1 section 4 names No email (2) first among the delivery states, the issue mails "every contact
 * subscribed to its list", and of the two readings (opted in unless opted out, or the reverse) we take the
 * stricter one - nobody is mailed a list they never chose. Left out: the sender (both addresses, and the
 * broadcast's from address), inactive contacts and companies, and service-only companies (spec part 1
 * section 9: no broadcast settings, so they could never stop the mail). One address of two contacts (a primary
 * that is another's alternate) is mailed once, Standard before Digest. Removed broadcasts go to nobody.
 */
const RECIPIENTS_SQL = `
  with sent as (
    select b.id, b.list_id, b.contact_id, lower(b.from_email) as from_email, ${editionSql('b')} as edition
      from broadcast b where b.id = any($1::bigint[]) and b.deleted_at is null
  ), recipients as (
    select distinct on (sent.id, addr.email)
           sent.id as broadcast_id, sent.edition, addr.email,
           case s.type when 0 then 'standard' else 'digest' end as kind
      from sent
      join broadcast_setting s on s.list_id = sent.list_id and s.type <> 2
      join contact ct on ct.id = s.contact_id and ct.is_active and ct.id <> sent.contact_id
      join company co on co.id = ct.company_id and co.is_active and not co.is_service_only
     cross join lateral (
       select lower(trim(case s.email_set when 'primary' then ct.email else ct.email_alt end)) as email
     ) addr
     where addr.email <> '' and addr.email <> sent.from_email
     order by sent.id, addr.email, s.type
  )
  insert into broadcast_delivery (broadcast_id, edition, email, kind)
  select broadcast_id, edition, email, kind from recipients
  on conflict do nothing
  returning broadcast_id, to_json(edition) #>> '{}' as edition, email, kind`;

/**
 * The delivery consumer's handler: writes the ledger rows of a batch of new (or resent) broadcasts inside the
 * transaction that claims them and queues one Standard mail per new row; Digest rows wait for the daily
 * digest. Only rows this run inserted are queued (insert ... on conflict do nothing returning), and every job
 * has a deterministic id, so a second run of the same batch - after a crash before the commit, or the
 * at-least-once retry of the pipeline - queues no mail twice.
 */
export async function deliverBroadcasts(
  broadcastIds: number[],
  client: pg.ClientBase,
  queue: BroadcastMailQueue,
  publicUrl: string,
): Promise<DeliveryReport> {
  const { rows } = await client.query<{
    broadcast_id: string;
    edition: string;
    email: string;
    kind: 'standard' | 'digest';
  }>(RECIPIENTS_SQL, [broadcastIds]);
  const standard = rows.filter((row) => row.kind === 'standard');
  if (standard.length) {
    const facts = await loadBroadcastMailFacts(client, [
      ...new Set(standard.map((row) => Number(row.broadcast_id))),
    ]);
    const jobs = standard.flatMap((row) => {
      const broadcast = facts.get(Number(row.broadcast_id));
      if (!broadcast) return [];
      const delivery = { broadcastId: broadcast.id, edition: isoEdition(row.edition), email: row.email };
      return [
        {
          name: 'send',
          data: { kind: 'send' as const, message: broadcastMail(row.email, broadcast, publicUrl), delivery },
          opts: { ...DELIVERY_JOB_OPTIONS, jobId: deliveryJobId(delivery) },
        },
      ];
    });
    // Queued last, just before the claim commits; a job that runs before the commit waits for it in markSent.
    for (let start = 0; start < jobs.length; start += 1_000)
      await queue.addBulk(jobs.slice(start, start + 1_000));
  }
  return { standard: standard.length, digest: rows.length - standard.length };
}

/** The edition as the one ISO form used in job data and ledger look-ups. */
const isoEdition = (edition: string) => new Date(edition).toISOString();

/** True when the address already has this edition (so a duplicate job sends nothing), or it was removed. */
async function isDoneOrRemoved(pool: pg.Pool, key: DeliveryKey): Promise<boolean> {
  const { rows } = await pool.query<{ sent: boolean; live: boolean }>(
    `select exists (select 1 from broadcast_delivery
                     where broadcast_id = $1 and edition = $2 and email = $3 and sent_at is not null) as sent,
            exists (select 1 from broadcast where id = $1 and deleted_at is null) as live`,
    [key.broadcastId, key.edition, key.email],
  );
  return rows[0]!.sent || !rows[0]!.live;
}

/**
 * Marks a sent mail in the ledger. An upsert, not an update: when the job ran before the claim committed,
 * the insert waits for that transaction; if it committed, this sets sent_at; if it rolled back, this writes
 * the row, and the re-run of the claim then skips the address.
 */
async function markSent(pool: pg.Pool, key: DeliveryKey): Promise<void> {
  await pool.query(
    `insert into broadcast_delivery (broadcast_id, edition, email, kind, sent_at)
     select $1, $2, $3, 'standard', now() where exists (select 1 from broadcast where id = $1)
     on conflict (broadcast_id, edition, email) do update set sent_at = coalesce(broadcast_delivery.sent_at, now())`,
    [key.broadcastId, key.edition, key.email],
  );
}

export interface BroadcastMailWorkerProps {
  orm: MikroORM;
  logger: Logger;
  databaseUrl?: string;
  transport?: MailTransport;
  /** Mails sent at the same time; broadcast mail is bulk, so more than the mail queue's 5. */
  concurrency?: number;
  queue?: QueueBaseName;
  /** Runs the daily digest (digest.ts) for a 'digest' job; passed in to keep the modules free of a cycle. */
  runDigest?: (day?: string) => Promise<unknown>;
}

/**
 * Handles one job of the broadcastMail queue. A Standard mail is skipped when its ledger row says sent (a
 * duplicate job) or the broadcast was removed meanwhile; otherwise it is sent and marked. A crash between
 * the SMTP server's acceptance and the mark sends that one mail again on the retry: SMTP has no
 * exactly-once, and losing a mail is worse.
 */
export async function processBroadcastMailJob(
  job: BroadcastMailJob,
  props: {
    pool: pg.Pool;
    transport: MailTransport;
    attempts: number;
    runDigest?: (day?: string) => Promise<unknown>;
  },
): Promise<'sent' | 'skipped' | 'digest'> {
  switch (job.kind) {
    case 'send': {
      if (job.delivery && (await isDoneOrRemoved(props.pool, job.delivery))) return 'skipped';
      await props.transport.deliver(job.message, { attempts: props.attempts });
      if (job.delivery) await markSent(props.pool, job.delivery);
      return 'sent';
    }
    case 'digest':
      if (!props.runDigest) throw new Error('This worker runs no digest');
      await props.runDigest(job.day);
      return 'digest';
    default: {
      const unknownJob: never = job;
      throw new Error(`Unknown broadcast mail job: ${JSON.stringify(unknownJob)}`);
    }
  }
}

/**
 * The worker of the broadcastMail queue: retried with the queue's backoff (5 attempts); a mail whose last
 * attempt fails is recorded in mail_message as 'failed' for staff to replay, like the mail queue's.
 */
export function startBroadcastMailWorker(props: BroadcastMailWorkerProps): {
  worker: Worker<BroadcastMailJob>;
  close(): Promise<void>;
} {
  const { orm, logger, concurrency = 20, queue = 'broadcastMail' } = props;
  const settings = config();
  const transport = props.transport ?? mailTransportFor(orm, settings);
  const pool = new pg.Pool({
    connectionString: withDefaultUser(props.databaseUrl ?? settings.DATABASE_URL),
    // Two short ledger queries per mail: enough connections that they never queue behind each other.
    max: Math.min(concurrency, 10),
  });
  pool.on('error', (error) => logger.error({ err: error }, 'broadcast mail pool error'));
  const worker = createWorker<BroadcastMailJob>(queue, {
    logger,
    concurrency,
    processor: async (job: Job<BroadcastMailJob>) => {
      const attempts = job.attemptsMade + 1;
      try {
        await processBroadcastMailJob(job.data, { pool, transport, attempts, runDigest: props.runDigest });
      } catch (error) {
        if (job.data.kind === 'send' && isFinalAttempt({ attemptsMade: attempts, opts: job.opts })) {
          await recordFailedMail(orm, job.data.message, { attempts, transport: transport.kind }, error).catch(
            (recordError: unknown) =>
              logger.error({ err: recordError, jobId: job.id }, 'could not record the failed mail'),
          );
        }
        throw error;
      }
    },
  });
  return {
    worker,
    close: async () => {
      await worker.close();
      await pool.end();
    },
  };
}
