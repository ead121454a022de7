import type { ClientBase } from 'pg';
import { STOCK_LINE_COLUMNS } from '@tbs/db';
import type { PartDocument } from '../documents/partDocument.ts';

/**
 * The engine's table of part documents, search_part (created by the migrations, which are the one
 * definition of its columns and indexes): its columns in COPY order, the COPY text of a document, and the
 * copy of its indexes onto a table built alongside by a rebuild.
 */
export const SEARCH_PART_COLUMNS = [
  'id',
  'company_id',
  'part_number_norm',
  ...STOCK_LINE_COLUMNS,
  'is_rfq_disabled',
  'company_name',
  'country_code',
  'tier_rank',
  'updated_at',
] as const;

/** Text in COPY's text format: backslash, tab and line breaks escaped. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** One document as a line of COPY text, in SEARCH_PART_COLUMNS order. */
export function copyLineOf(doc: PartDocument): string {
  return `${doc.id}\t${doc.companyId}\t${copyText(doc.partNumberNorm)}\t${copyText(doc.partNumber)}\t${copyText(doc.manufacturer)}\t${copyText(doc.description)}\t${doc.quantity}\t${doc.condition}\t${doc.price}\t${doc.isRfqDisabled ? 't' : 'f'}\t${copyText(doc.companyName)}\t${doc.countryCode}\t${doc.tierRank}\t${doc.updatedAt}\n`;
}

/** An index of a table as the catalogue defines it. */
export interface TableIndex {
  name: string;
  /** CREATE INDEX statement (pg_get_indexdef), or the constraint definition for constraint indexes. */
  definition: string;
  /** The constraint the index backs (primary key, unique), if any. */
  constraint: string | null;
}

/** The indexes of a table, read from the catalogue: whatever the migrations created. */
export async function tableIndexes(client: ClientBase, table: string): Promise<TableIndex[]> {
  const { rows } = await client.query<TableIndex>(
    `select i.indexrelid::regclass::text as name,
            coalesce(pg_get_constraintdef(c.oid), pg_get_indexdef(i.indexrelid)) as definition,
            c.conname as constraint
       from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
      where i.indrelid = $1::regclass
      order by c.conname nulls last, name`,
    [table],
  );
  return rows;
}

const CREATE_INDEX = /^CREATE (UNIQUE )?INDEX (\S+) ON (ONLY )?(\S+) (.*)$/s;

/** The statements that create `index` (of another table) on `table`, named with `suffix`. */
export function indexOnTable(index: TableIndex, table: string, suffix: string): string {
  if (index.constraint) {
    return `alter table ${table} add constraint ${index.constraint}${suffix} ${index.definition}`;
  }
  const match = CREATE_INDEX.exec(index.definition);
  if (!match) throw new Error(`Cannot copy index ${index.name}: ${index.definition}`);
  const [, unique = '', name, , , rest] = match;
  return `create ${unique}index ${name}${suffix} on ${table} ${rest}`;
}

/** The statement giving a copied index (or its constraint) its original name back. */
export function renameBack(index: TableIndex, table: string, suffix: string): string {
  return index.constraint
    ? `alter table ${table} rename constraint ${index.constraint}${suffix} to ${index.constraint}`
    : `alter index ${index.name}${suffix} rename to ${index.name}`;
}
