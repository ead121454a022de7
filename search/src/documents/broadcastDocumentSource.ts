import { StringDecoder } from 'node:string_decoder';
import type { ClientBase } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  broadcastDocumentFromRow,
  type BroadcastDocument,
  type BroadcastDocumentRow,
} from './broadcastDocument.ts';

/**
 * The broadcast documents as a select over broadcast (alias b), filtered by `where`: removed broadcasts
 * (deleted_at set) have no document. created_at is text with its microseconds, as partDocumentSource does.
 */
function broadcastDocumentSelect(where: string): string {
  return `select b.id, b.list_id, b.company_id, b.contact_id, b.side, b.subject, b.message, b.price, b.currency,
         to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from broadcast b
   where b.deleted_at is null and ${where}`;
}

/** The current documents of these broadcasts; ids of removed or missing broadcasts are left out. */
export async function loadBroadcastDocuments(
  client: ClientBase,
  ids: number[],
): Promise<BroadcastDocument[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<BroadcastDocumentRow>(
    broadcastDocumentSelect('b.id = any($1::bigint[])'),
    [ids],
  );
  return rows.map(broadcastDocumentFromRow);
}

const STREAM_BATCH = 5_000;

const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A field of COPY's text format as its value (backslash escapes undone). */
function copyField(field: string): string {
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_, char: string) => COPY_ESCAPES[char] ?? char);
}

function broadcastDocumentFromCopyLine(line: string): BroadcastDocument {
  const f = line.split('\t');
  return broadcastDocumentFromRow({
    id: f[0]!,
    list_id: Number(f[1]),
    company_id: Number(f[2]),
    contact_id: Number(f[3]),
    side: f[4]!,
    subject: copyField(f[5]!),
    message: copyField(f[6]!),
    price: copyField(f[7]!),
    currency: f[8]!,
    created_at: f[9]!,
  });
}

/** Every broadcast document in batches, read with one COPY (one snapshot; see streamPartDocuments). */
export async function* streamBroadcastDocuments(
  client: ClientBase,
  _scope: 'all',
  batchSize = STREAM_BATCH,
): AsyncGenerator<BroadcastDocument[]> {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  let batch: BroadcastDocument[] = [];
  const copy = copyTo(`copy (${broadcastDocumentSelect('true')}) to stdout`);
  for await (const chunk of client.query(copy) as AsyncIterable<Buffer>) {
    const lines = (partial + decoder.write(chunk)).split('\n');
    partial = lines.pop()!;
    for (const line of lines) batch.push(broadcastDocumentFromCopyLine(line));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (partial + decoder.end()) throw new Error('COPY ended in the middle of a line');
  if (batch.length) yield batch;
}

/** Whether any broadcast exists to index. */
export async function anyBroadcastDocument(client: ClientBase): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from broadcast where deleted_at is null limit 1');
  return Boolean(rowCount);
}
