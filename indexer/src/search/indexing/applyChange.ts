import type pg from 'pg';
import type { OutboxKind } from '@tbs/db';
import { DOCUMENT_SOURCES } from '../documents/sources.ts';
import type { SearchWriter } from '../types.ts';

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
    case 'part': {
      const documents = await withClient(source, (client) => DOCUMENT_SOURCES.part.load(client, change.ids));
      await writer.upsert('part', documents);
      const found = new Set(documents.map((document) => document.id));
      await writer.delete(
        'part',
        change.ids.filter((id) => !found.has(id)),
      );
      return;
    }
    case 'company': {
      // A company's name, country or tier shows in every part it holds; a bulk import names the company too.
      const scope = { companyIds: change.ids };
      await withClient(source, (client) =>
        writer.replaceScope('part', scope, DOCUMENT_SOURCES.part.stream(client, scope)),
      );
      return;
    }
    case 'broadcast':
      return; // Broadcasts become a document kind with the broadcast search.
    default: {
      const unknown: never = change.kind;
      throw new Error(`Unknown outbox kind ${String(unknown)}`);
    }
  }
}

async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
