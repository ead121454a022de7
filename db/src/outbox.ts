import type { ClientBase } from 'pg';

/**
 * The transactional outbox of the search index (table index_outbox): a row per changed fact, written in the
 * same transaction as the change (by the triggers of Migration20261122001457, or by bulk writers such as the
 * inventory import) and drained by the worker. This is the one list of what a row can name: a part, a company
 * (its parts and its directory entry), a broadcast, or a company's directory entry alone ('companyEntry': its
 * profile, contacts, favourites, recommendations or services changed).
 */
export const OUTBOX_KINDS = ['part', 'company', 'broadcast', 'companyEntry'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The channel the outbox triggers NOTIFY; the drainer LISTENs on it. */
export const OUTBOX_CHANNEL = 'index_outbox';

/** Puts one outbox row and wakes the drainer; call it inside the transaction that made the change. */
export async function putOutboxRow(client: ClientBase, kind: OutboxKind, id: number): Promise<void> {
  await putOutboxRows(client, kind, [id]);
}

/** Puts an outbox row for each id (one statement) and wakes the drainer, inside the writing transaction. */
export async function putOutboxRows(client: ClientBase, kind: OutboxKind, ids: number[]): Promise<void> {
  await client.query('insert into index_outbox (doc_type, doc_id) select $1, unnest($2::bigint[])', [
    kind,
    ids,
  ]);
  await client.query('select pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
}
