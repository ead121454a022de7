import pg from 'pg';
import type { Logger } from 'pino';
import { ADVISORY_LOCKS, OUTBOX_KINDS, withDefaultUser } from '@tbs/db';
import {
  DOCUMENT_KINDS,
  DOCUMENTS_CHANGED_BY,
  type DocumentKind,
  type RebuildReport,
  type SearchWriter,
} from '@tbs/search';
import { DOCUMENT_SOURCES } from '@tbs/search/writer';

/** The outbox kinds whose changes a rebuild of `kind` fully covers (they change no other kind). */
function outboxKindsCoveredBy(kind: DocumentKind): string[] {
  return OUTBOX_KINDS.filter((outboxKind) => {
    const changed = DOCUMENTS_CHANGED_BY[outboxKind];
    return changed.length > 0 && changed.every((changedKind) => changedKind === kind);
  });
}

/**
 * Rebuilds the index of a kind from one repeatable-read snapshot of the database while search keeps
 * answering. The outbox drainer waits on the index-write lock meanwhile; the outbox rows the snapshot covers
 * are deleted in the snapshot's transaction, committed only after the engine swapped the new index in (so a
 * failure leaves them for the drainer: at least once).
 */
export async function reindex(
  kind: DocumentKind,
  databaseUrl: string,
  writer: SearchWriter,
): Promise<RebuildReport> {
  const started = performance.now();
  const documents = await rebuildFromSnapshot(kind, databaseUrl, writer);
  // After the snapshot ended and the lock is free: the drainer goes on while the engine tidies up.
  await writer.optimize(kind);
  return { kind, documents, seconds: (performance.now() - started) / 1000 };
}

/** The rebuild under the index-write lock from one snapshot; the number of documents. */
async function rebuildFromSnapshot(
  kind: DocumentKind,
  databaseUrl: string,
  writer: SearchWriter,
): Promise<number> {
  const lock = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  const source = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await Promise.all([lock.connect(), source.connect()]);
  try {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.searchIndexWrite]);
    await source.query('begin isolation level repeatable read');
    try {
      await source.query('delete from index_outbox where doc_type = any($1::text[])', [
        outboxKindsCoveredBy(kind),
      ]);
      const documents = await writer.rebuild(kind, DOCUMENT_SOURCES[kind].stream(source, 'all'));
      await source.query('commit');
      return documents;
    } catch (error) {
      await source.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await source.end().catch(() => undefined);
    await lock.end().catch(() => undefined); // ending the session releases the lock
  }
}

/** Rebuilds every kind whose index is empty while the database holds its rows (a seeded or restored database). */
export async function rebuildEmptyIndexes(
  databaseUrl: string,
  writer: SearchWriter,
  logger: Logger,
  kinds: readonly DocumentKind[] = DOCUMENT_KINDS,
): Promise<DocumentKind[]> {
  const rebuilt: DocumentKind[] = [];
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    for (const kind of kinds) {
      if ((await writer.count(kind)) > 0 || !(await DOCUMENT_SOURCES[kind].exists(client))) continue;
      logger.info({ kind }, 'search index empty: rebuilding');
      logger.info(await reindex(kind, databaseUrl, writer), 'search index rebuilt');
      rebuilt.push(kind);
    }
  } finally {
    await client.end();
  }
  return rebuilt;
}
