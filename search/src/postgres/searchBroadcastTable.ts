import type { BroadcastDocument } from '../documents/broadcastDocument.ts';

/**
 * The engine's table of broadcast documents, search_broadcast (created by the migrations). Documents arrive
 * by COPY into a staging table with their text (search_broadcast_incoming), and are written to
 * search_broadcast with their words computed by the database: the words of subject and message with their
 * positions, then the normalised part numbers as lexemes of their own (lower case, as tsquery lexemes are).
 */
export const SEARCH_BROADCAST_COLUMNS = [
  'id',
  'list_id',
  'company_id',
  'contact_id',
  'side',
  'created_at',
  'price',
  'currency',
  'words',
] as const;

/** The staging table's columns, in COPY order. */
export const INCOMING_BROADCAST_COLUMNS = [
  'id',
  'list_id',
  'company_id',
  'contact_id',
  'side',
  'created_at',
  'price',
  'currency',
  'subject',
  'message',
  'part_numbers',
] as const;

/** Creates the staging table `name` (dropped at commit). */
export function incomingBroadcastTable(name: string): string {
  return `create temp table ${name} (id bigint not null, list_id smallint not null, company_id int not null,
    contact_id int not null, side text not null, created_at timestamptz not null, price numeric(14,2) null,
    currency text not null, subject text not null, message text not null, part_numbers text[] not null)
    on commit drop`;
}

/** The search_broadcast columns computed from the staging table's row i. */
export const BROADCAST_FROM_INCOMING = `i.id, i.list_id, i.company_id, i.contact_id, i.side, i.created_at, i.price,
  i.currency,
  to_tsvector('simple', i.subject || ' ' || i.message)
    || array_to_tsvector(array(select distinct lower(pn) from unnest(i.part_numbers) pn))`;

/** Text in COPY's text format: backslash, tab and line breaks escaped. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** One document as a line of COPY text, in INCOMING_BROADCAST_COLUMNS order. */
export function broadcastCopyLineOf(doc: BroadcastDocument): string {
  // Part numbers are letters and digits only: safe inside an array literal without quoting.
  const partNumbers = `{${doc.partNumbers.join(',')}}`;
  const price = doc.price === null ? '\\N' : String(doc.price);
  return `${doc.id}\t${doc.listId}\t${doc.companyId}\t${doc.contactId}\t${doc.side}\t${doc.createdAt}\t${price}\t${doc.currency}\t${copyText(doc.subject)}\t${copyText(doc.message)}\t${partNumbers}\n`;
}
