import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';
import { BUSINESS_TIME_ZONE, businessDay } from '@tbs/rules';
import type { MailQueue } from '@tbs/contracts';
import { savedSearchDigestMail, type SavedSearchHitFacts } from './savedSearchMail.ts';
import { KEEP_JOB_IDS } from './savedSearchMatch.ts';

const hourOf = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Contacts whose digest is built per transaction. */
const CONTACTS_PER_BATCH = 200;

/**
 * Takes the waiting digest hits of up to $2 contacts that have had no saved-search digest on day $1: the
 * digest row (primary key contact and day) is the claim, so a second run, or a second worker, mails nothing.
 */
const DIGEST_SQL = `
  with due as (
    select distinct h.contact_id from saved_search_hit h
     where h.is_digest and h.digest_day is null
       and not exists (select 1 from saved_search_digest d where d.contact_id = h.contact_id and d.day = $1::date)
     limit $2
  ), claimed as (
    insert into saved_search_digest (contact_id, day, hit_count)
    select due.contact_id, $1::date,
           (select count(*) from saved_search_hit h
             where h.contact_id = due.contact_id and h.is_digest and h.digest_day is null)
      from due
    on conflict (contact_id, day) do nothing
    returning contact_id
  ), taken as (
    update saved_search_hit h set digest_day = $1::date
      from claimed
     where h.contact_id = claimed.contact_id and h.is_digest and h.digest_day is null
    returning h.contact_id, h.saved_search_id, h.broadcast_id, h.created_at
  )
  select cl.contact_id, v.broadcast_id, v.query, v.email, v.side, v.subject, v.message, v.list_name, v.company_name
    from claimed cl
    left join (
      select t.contact_id, t.broadcast_id, s.id as saved_search_id, s.query, c.email, br.side, br.subject,
             br.message, bl.name as list_name, co.name as company_name
        from taken t
        join saved_search s on s.id = t.saved_search_id
        join contact c on c.id = t.contact_id
        join broadcast br on br.id = t.broadcast_id and br.deleted_at is null
        join broadcast_list bl on bl.id = br.list_id
        join company co on co.id = br.company_id
    ) v on v.contact_id = cl.contact_id
   order by cl.contact_id, v.broadcast_id, v.saved_search_id`;

interface DigestRow {
  contact_id: number;
  broadcast_id: string | null;
  query: string;
  email: string;
  side: string;
  subject: string;
  message: string;
  list_name: string;
  company_name: string;
}

export const digestJobId = (contactId: number, day: string): string =>
  `saved-search-digest-${contactId}-${day}`;

/** One digest batch in its own transaction; the number of contacts it claimed. */
async function digestBatch(pool: pg.Pool, queue: MailQueue, day: string, publicUrl: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<DigestRow>(DIGEST_SQL, [day, CONTACTS_PER_BATCH]);
    const digests = new Map<number, { email: string; hits: Map<number, SavedSearchHitFacts> }>();
    const claimed = new Set(rows.map((row) => row.contact_id)).size;
    for (const row of rows) {
      // A contact whose waiting hits all name removed broadcasts is served with no mail.
      if (row.broadcast_id === null) continue;
      const digest = digests.get(row.contact_id) ?? { email: row.email, hits: new Map() };
      digests.set(row.contact_id, digest);
      const broadcastId = Number(row.broadcast_id);
      const hit = digest.hits.get(broadcastId);
      if (hit) hit.queries.push(row.query);
      else
        digest.hits.set(broadcastId, {
          broadcastId,
          side: row.side,
          subject: row.subject,
          message: row.message,
          listName: row.list_name,
          companyName: row.company_name,
          queries: [row.query],
        });
    }
    if (digests.size) {
      await queue.addBulk(
        [...digests].map(([contactId, digest]) => ({
          name: 'send',
          data: {
            kind: 'send' as const,
            message: savedSearchDigestMail(digest.email, day, [...digest.hits.values()], publicUrl),
          },
          opts: { jobId: digestJobId(contactId, day), removeOnComplete: KEEP_JOB_IDS },
        })),
      );
    }
    await client.query('commit');
    return claimed;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Sends the saved-search digests of `day`: one mail per contact with the digest hits waiting since its last
 * digest (hits of a broadcast removed meanwhile are taken but not shown). Contacts already served that day
 * keep their new hits for the next day. Returns the number of contacts served.
 */
export async function sendSavedSearchDigests(props: {
  pool: pg.Pool;
  queue: MailQueue;
  publicUrl: string;
  day?: string;
}): Promise<number> {
  const day = props.day ?? businessDay();
  let served = 0;
  for (;;) {
    const claimed = await digestBatch(props.pool, props.queue, day, props.publicUrl);
    served += claimed;
    if (claimed < CONTACTS_PER_BATCH) return served;
  }
}

export interface SavedSearchDigestJob {
  close(): Promise<void>;
}

/**
 * The daily job of the worker: from `hour` (business time, 7 by default) it sends the day's digests, checking
 * every `everyMs` (the digest ledger makes every later check of the same day a no-op).
 */
export function startSavedSearchDigests(props: {
  databaseUrl: string;
  queue: MailQueue;
  publicUrl: string;
  logger: Logger;
  hour?: number;
  everyMs?: number;
}): SavedSearchDigestJob {
  const { hour = 7, everyMs = 5 * 60_000, logger } = props;
  const pool = new pg.Pool({ connectionString: withDefaultUser(props.databaseUrl), max: 1 });
  pool.on('error', (error) => logger.error({ err: error }, 'saved-search digest pool error'));
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running || Number(hourOf.format(new Date())) < hour) return;
    running = sendSavedSearchDigests({ pool, queue: props.queue, publicUrl: props.publicUrl })
      .then((served) => {
        if (served) logger.info({ served }, 'saved-search digests queued');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'saved-search digests failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  tick();
  return {
    async close() {
      clearInterval(timer);
      await running;
      await pool.end();
    },
  };
}
