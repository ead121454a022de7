import type { ClientBase } from 'pg';
import type { DocumentOf, ScopeOf } from '../types.ts';
import type { DocumentKind } from './kinds.ts';
import {
  anyBroadcastDocument,
  loadBroadcastDocuments,
  streamBroadcastDocuments,
} from './broadcastDocumentSource.ts';
import { anyCompanyDocument, loadCompanyDocuments, streamCompanyDocuments } from './companyDocumentSource.ts';
import { anyPartDocument, loadPartDocuments, streamPartDocuments } from './partDocumentSource.ts';

/** How the documents of a kind are built from the database (engine-neutral). */
export interface DocumentSource<K extends DocumentKind> {
  /** The current documents of these ids; ids whose row is gone are left out. */
  load(client: ClientBase, ids: number[]): Promise<DocumentOf<K>[]>;
  /** The documents of a scope, or of the whole kind, in batches, from one snapshot of the database. */
  stream(client: ClientBase, scope: ScopeOf<K> | 'all'): AsyncIterable<DocumentOf<K>[]>;
  /** Whether the database holds anything to index for this kind. */
  exists(client: ClientBase): Promise<boolean>;
}

/** The document source of every kind. */
export const DOCUMENT_SOURCES: { [K in DocumentKind]: DocumentSource<K> } = {
  part: { load: loadPartDocuments, stream: streamPartDocuments, exists: anyPartDocument },
  broadcast: {
    load: loadBroadcastDocuments,
    stream: (client) => streamBroadcastDocuments(client, 'all'),
    exists: anyBroadcastDocument,
  },
  company: {
    load: loadCompanyDocuments,
    stream: (client) => streamCompanyDocuments(client, 'all'),
    exists: anyCompanyDocument,
  },
};
