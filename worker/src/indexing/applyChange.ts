import type pg from 'pg';
import type { OutboxKind } from '@tbs/db';
import type { DocumentKind, SearchWriter } from '@tbs/search';
import { DOCUMENT_SOURCES, type DocumentSource } from '@tbs/search/writer';

/** What a batch of outbox rows asks for: the rows of one outbox kind, ids deduplicated. */
export interface IndexChange {
  kind: OutboxKind;
  ids: number[];
}

/** Groups claimed outbox rows into one change per outbox kind, ids deduplicated. */
export function changesOf(rows: Array<{ doc_type: OutboxKind; doc_id: string | number }>): IndexChange[] {
  const byKind = new Map<OutboxKind, Set<number>>();
  for (const row of rows) {
    const ids = byKind.get(row.doc_type) ?? new Set<number>();
    ids.add(Number(row.doc_id));
    byKind.set(row.doc_type, ids);
  }
  return [...byKind].map(([kind, ids]) => ({ kind, ids: [...ids] }));
}

/**
 * Brings one change into the index: the documents it names are read anew from the database (through
 * `source`, a pool on it) and written; those whose rows are gone are deleted.
 */
export async function applyChange(change: IndexChange, source: pg.Pool, writer: SearchWriter): Promise<void> {
  if (!change.ids.length) return;
  switch (change.kind) {
    case 'part':
    case 'broadcast':
      // A removed broadcast (deleted_at set) has no document: it is deleted like a missing row.
      await syncByIds(change.kind, change.ids, source, writer);
      return;
    case 'company': {
      // A company's name, country or tier shows in every part it holds and in its directory entry; a bulk
      // import names the company too.
      const scope = { companyIds: change.ids };
      await withClient(source, (client) =>
        writer.replaceScope('part', scope, DOCUMENT_SOURCES.part.stream(client, scope)),
      );
      await syncByIds('company', change.ids, source, writer);
      return;
    }
    case 'companyEntry':
      // An inactive or removed company has no entry: it is deleted like a missing row.
      await syncByIds('company', change.ids, source, writer);
      return;
    default: {
      const unknown: never = change.kind;
      throw new Error(`Unknown outbox kind ${String(unknown)}`);
    }
  }
}

/** Writes the current documents of these ids and deletes those that have none. */
async function syncByIds<K extends DocumentKind>(
  kind: K,
  ids: number[],
  source: pg.Pool,
  writer: SearchWriter,
): Promise<void> {
  const sourceOfKind: DocumentSource<K> = DOCUMENT_SOURCES[kind];
  const documents = await withClient(source, (client) => sourceOfKind.load(client, ids));
  await writer.upsert(kind, documents);
  const found = new Set(documents.map((document) => (document as { id: number }).id));
  await writer.delete(
    kind,
    ids.filter((id) => !found.has(id)),
  );
}

async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
