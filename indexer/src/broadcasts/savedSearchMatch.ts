import type { ClientBase } from 'pg';
import type { MailQueue } from '../mail/jobs.ts';
import { savedSearchAlertMail, type SavedSearchHitFacts } from './savedSearchMail.ts';
import { broadcastTerms } from './savedSearchTerms.ts';

/** A hit recorded by this run of the matcher (a hit recorded before is not returned again). */
export interface NewSavedSearchHit {
  savedSearchId: number;
  broadcastId: number;
  contactId: number;
  isDigest: boolean;
  query: string;
  email: string;
  side: string;
  subject: string;
  message: string;
  listName: string;
  companyName: string;
}

interface HitRow {
  saved_search_id: number;
  broadcast_id: string;
  contact_id: number;
  is_digest: boolean;
  query: string;
  email: string;
  side: string;
  subject: string;
  message: string;
  list_name: string;
  company_name: string;
}

/**
 * One statement for the whole batch: each new broadcast (with its terms) is joined to every saved search whose
 * terms it holds (`terms <@ broadcast terms`, the GIN index on saved_search.terms) and whose filters (side,
 * list, company) it meets, never the sender's own; the hits are inserted once per (saved search, broadcast),
 * Last Hit moves, and only hits new to this run come back.
 */
const MATCH_SQL = `
  with b as (
    select x.id, x.terms, br.side, br.list_id, br.company_id, br.contact_id
      from jsonb_to_recordset($1::jsonb) as x(id bigint, terms text[])
      join broadcast br on br.id = x.id and br.deleted_at is null
  ), matched as (
    select s.id as saved_search_id, b.id as broadcast_id, s.contact_id, s.is_digest
      from b
      join saved_search s
        on s.terms <@ b.terms
       and (s.side is null or s.side = b.side)
       and (s.list_id is null or s.list_id = b.list_id)
       and (s.company_id is null or s.company_id = b.company_id)
       and s.contact_id <> b.contact_id
      join contact c on c.id = s.contact_id and c.is_active
  ), hits as (
    insert into saved_search_hit (saved_search_id, broadcast_id, contact_id, is_digest)
    select saved_search_id, broadcast_id, contact_id, is_digest from matched
    on conflict (saved_search_id, broadcast_id) do nothing
    returning saved_search_id, broadcast_id, contact_id, is_digest, created_at
  ), touched as (
    update saved_search s set last_hit_at = greatest(s.last_hit_at, h.at)
      from (select saved_search_id, max(created_at) as at from hits group by saved_search_id) h
     where s.id = h.saved_search_id
  )
  select h.saved_search_id, h.broadcast_id, h.contact_id, h.is_digest, s.query, c.email,
         br.side, br.subject, br.message, bl.name as list_name, co.name as company_name
    from hits h
    join saved_search s on s.id = h.saved_search_id
    join contact c on c.id = h.contact_id
    join broadcast br on br.id = h.broadcast_id
    join broadcast_list bl on bl.id = br.list_id
    join company co on co.id = br.company_id
   order by h.contact_id, h.broadcast_id, h.saved_search_id`;

/**
 * Matches new broadcasts against every saved search and records the hits (idempotent: a hit exists once per
 * saved search and broadcast, so a second run returns nothing). Run by the worker, in the transaction that
 * claimed the broadcasts; two statements whatever the number of saved searches.
 */
export async function matchSavedSearches(
  client: ClientBase,
  broadcastIds: number[],
): Promise<NewSavedSearchHit[]> {
  if (!broadcastIds.length) return [];
  const { rows: broadcasts } = await client.query<{ id: string; subject: string; message: string }>(
    'select id, subject, message from broadcast where id = any($1::bigint[]) and deleted_at is null',
    [broadcastIds],
  );
  if (!broadcasts.length) return [];
  const withTerms = broadcasts.map((row) => ({
    id: row.id,
    terms: broadcastTerms(row.subject, row.message),
  }));
  const { rows } = await client.query<HitRow>(MATCH_SQL, [JSON.stringify(withTerms)]);
  return rows.map((row) => ({
    savedSearchId: row.saved_search_id,
    broadcastId: Number(row.broadcast_id),
    contactId: row.contact_id,
    isDigest: row.is_digest,
    query: row.query,
    email: row.email,
    side: row.side,
    subject: row.subject,
    message: row.message,
    listName: row.list_name,
    companyName: row.company_name,
  }));
}

/** Completed mail jobs are kept a week, so a re-run of the same batch finds its job ids and mails nothing. */
const KEEP_JOB_IDS = { age: 7 * 24 * 3600 };

/** The job id of the alert of one broadcast to one contact (all its matching saved searches in one mail). */
export const alertJobId = (contactId: number, broadcastId: number): string =>
  `saved-search-alert-${contactId}-${broadcastId}`;

/**
 * Queues the immediate alerts of new hits: one mail per contact and broadcast, naming every saved search of
 * that contact it matched, under a deterministic job id. Digest hits wait for the daily digest.
 */
export async function queueSavedSearchAlerts(
  queue: MailQueue,
  hits: NewSavedSearchHit[],
  publicUrl: string,
): Promise<number> {
  const alerts = new Map<string, { email: string; contactId: number; facts: SavedSearchHitFacts }>();
  for (const hit of hits) {
    if (hit.isDigest) continue;
    const key = alertJobId(hit.contactId, hit.broadcastId);
    const alert = alerts.get(key);
    if (alert) {
      alert.facts.queries.push(hit.query);
      continue;
    }
    alerts.set(key, {
      email: hit.email,
      contactId: hit.contactId,
      facts: {
        broadcastId: hit.broadcastId,
        side: hit.side,
        subject: hit.subject,
        message: hit.message,
        listName: hit.listName,
        companyName: hit.companyName,
        queries: [hit.query],
      },
    });
  }
  if (!alerts.size) return 0;
  await queue.addBulk(
    [...alerts].map(([jobId, alert]) => ({
      name: 'send',
      data: { kind: 'send' as const, message: savedSearchAlertMail(alert.email, alert.facts, publicUrl) },
      opts: { jobId, removeOnComplete: KEEP_JOB_IDS },
    })),
  );
  return alerts.size;
}
