import type { OutboxKind } from '@tbs/db';
import type {
  BroadcastDocument,
  BroadcastHit,
  BroadcastScope,
  BroadcastSearchQuery,
} from './broadcastDocument.ts';
import type { PartDocument, PartScope, PartSearchQuery } from './partDocument.ts';

/**
 * The kinds of documents the search index holds, each with its document, query and re-sync scope. A new
 * kind (broadcasts, companies) adds a line to each map and its document source; the engines, the api's read
 * side and the drainer take the kind as a parameter.
 */
export interface SearchDocuments {
  part: PartDocument;
  broadcast: BroadcastDocument;
}
/** What a search answers per match: the document itself, or (broadcasts) what the caller loads and orders by. */
export interface SearchHits {
  part: PartDocument;
  broadcast: BroadcastHit;
}
export interface SearchQueries {
  part: PartSearchQuery;
  broadcast: BroadcastSearchQuery;
}
export interface SearchScopes {
  part: PartScope;
  broadcast: BroadcastScope;
}

export type DocumentKind = keyof SearchDocuments;
export const DOCUMENT_KINDS = ['part', 'broadcast'] as const satisfies readonly DocumentKind[];

/** Which document kinds an outbox row of each kind can change (a company's name and tier show in its parts). */
export const DOCUMENTS_CHANGED_BY: Record<OutboxKind, readonly DocumentKind[]> = {
  part: ['part'],
  company: ['part'],
  broadcast: ['broadcast'],
};
