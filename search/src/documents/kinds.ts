import type { OutboxKind } from '@tbs/db';
import type {
  BroadcastDocument,
  BroadcastHit,
  BroadcastScope,
  BroadcastSearchQuery,
} from './broadcastDocument.ts';
import type { CompanyDocument, CompanyHit, CompanyScope, CompanySearchQuery } from './companyDocument.ts';
import type { PartDocument, PartHit, PartScope, PartSearchQuery } from './partDocument.ts';

/**
 * The kinds of documents the search index holds, each with its document, query and re-sync scope. A new
 * kind adds a line to each map and its document source; the engines, the api's read
 * side and the drainer take the kind as a parameter.
 */
export interface SearchDocuments {
  part: PartDocument;
  broadcast: BroadcastDocument;
  company: CompanyDocument;
}
/** What a search answers per match: the document itself, or (broadcasts) what the caller loads and orders by. */
export interface SearchHits {
  part: PartHit;
  broadcast: BroadcastHit;
  company: CompanyHit;
}
export interface SearchQueries {
  part: PartSearchQuery;
  broadcast: BroadcastSearchQuery;
  company: CompanySearchQuery;
}
export interface SearchScopes {
  part: PartScope;
  broadcast: BroadcastScope;
  company: CompanyScope;
}

export type DocumentKind = keyof SearchDocuments;
export const DOCUMENT_KINDS = ['part', 'broadcast', 'company'] as const satisfies readonly DocumentKind[];

/**
 * Which document kinds an outbox row of each kind can change: a company's name, country and tier show in its
 * parts and its directory entry; the rest of the entry (profile, contacts, favourites...) in the entry alone.
 */
export const DOCUMENTS_CHANGED_BY: Record<OutboxKind, readonly DocumentKind[]> = {
  part: ['part'],
  company: ['part', 'company'],
  broadcast: ['broadcast'],
  companyEntry: ['company'],
};
