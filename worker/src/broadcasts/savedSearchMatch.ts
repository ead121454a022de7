import type { ClientBase } from 'pg';
import type { MailQueue } from '@tbs/contracts';
import { savedSearchAlertMail, type SavedSearchHitFacts } from './savedSearchMail.ts';
import { broadcastTerms, savedSearchAnchor, savedSearchTerms } from '@tbs/rules';

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
 * One statement for the whole batch: each new broadcast (with its terms) looks up the saved searches anchored
 * on one of its terms (btree on saved_search.anchor) and keeps those whose terms it all holds (`terms <@`), plus
 * the company-only ones of its company; then the filters (side, list, company), never the sender's own; the hits are inserted once per (saved search, broadcast),
 * Last Hit moves, and only hits new to this run come back.
 */
const MATCH_SQL = `
  with b as (
    select x.id, x.terms, br.side, br.list_id, br.company_id, br.contact_id
      from jsonb_to_recordset($1::jsonb) as x(id bigint, terms text[])
      join broadcast br on br.id = x.id and br.deleted_at is null
  ), candidates as (
    select s.id, s.contact_id, s.is_digest, s.side, s.list_id, s.company_id, b.id as b_id, b.side as b_side,
           b.list_id as b_list_id, b.company_id as b_company_id, b.contact_id as b_contact_id
      from b join saved_search s on s.anchor = any(b.terms) and s.terms <@ b.terms
    union all
    select s.id, s.contact_id, s.is_digest, s.side, s.list_id, s.company_id, b.id, b.side, b.list_id,
           b.company_id, b.contact_id
      from b join saved_search s on s.anchor is null and s.company_id = b.company_id
  ), matched as (
    select m.id as saved_search_id, m.b_id as broadcast_id, m.contact_id, m.is_digest
      from candidates m
      join contact c on c.id = m.contact_id and c.is_active
     where (m.side is null or m.side = m.b_side)
       and (m.list_id is null or m.list_id = m.b_list_id)
       and (m.company_id is null or m.company_id = m.b_company_id)
       and m.contact_id <> m.b_contact_id
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
  // Named statements: planned once per connection (the match statement's planning costs more than its run).
  const { rows: broadcasts } = await client.query<{ id: string; subject: string; message: string }>({
    name: 'saved-search-batch',
    text: 'select id, subject, message from broadcast where id = any($1::bigint[]) and deleted_at is null',
    values: [broadcastIds],
  });
  if (!broadcasts.length) return [];
  const withTerms = broadcasts.map((row) => ({
    id: row.id,
    terms: broadcastTerms(row.subject, row.message),
  }));
  const { rows } = await client.query<HitRow>({
    name: 'saved-search-match',
    text: MATCH_SQL,
    values: [JSON.stringify(withTerms)],
  });
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

/**
 * Completed alert jobs are kept a day (at most 100,000), so a re-run of the same batch after a crash finds
 * their job ids and mails nothing; the recorded hits stop any later run.
 */
export const KEEP_JOB_IDS = { age: 24 * 3600, count: 100_000 };

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

/**
 * Gives the saved searches stored without their terms (the demo seed writes the rows by COPY, without the
 * matcher's fields) their terms and anchor, so they alert like saved ones; the worker runs it at start.
 */
export async function fillSavedSearchTerms(client: ClientBase): Promise<number> {
  const { rows } = await client.query<{ id: number; query: string }>(
    `select id, query from saved_search where anchor is null and cardinality(terms) = 0 and query <> ''`,
  );
  const filled = rows
    .map((row) => ({ id: row.id, terms: savedSearchTerms(row.query) }))
    .filter((row) => row.terms.length > 0)
    .map((row) => ({ ...row, anchor: savedSearchAnchor(row.terms) }));
  if (!filled.length) return 0;
  await client.query(
    `update saved_search s set terms = x.terms, anchor = x.anchor
       from jsonb_to_recordset($1::jsonb) as x(id int, terms text[], anchor text)
      where s.id = x.id`,
    [JSON.stringify(filled)],
  );
  return filled.length;
}
