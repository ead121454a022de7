import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ADVISORY_LOCKS, putOutboxRow, putOutboxRows, STOCK_LINE_COLUMNS } from '@tbs/db';
import type { ImportPart, RejectedRowKey } from './normaliseRow.ts';
import type { ImportMode, ImportRejection } from './report.ts';

/** The staging row: the file's line, the normalised part number, the stock line, whether rejected. */
const STAGING_COLUMNS = ['line', 'part_number_norm', ...STOCK_LINE_COLUMNS, 'rejected'] as const;

/** The fields that make a part differ from its stored row (the key is norm + condition). */
const COMPARED = ['part_number', 'manufacturer', 'description', 'quantity', 'price'] as const;

/**
 * Opens the import transaction on `client`: the company row locked (it cannot go away meanwhile), a lock
 * per company so imports queue up, memory for the hash joins, and the staging table. Part triggers stay
 * silent: the outbox gets one 'company' row at the end (tbs.outbox_bulk, see Migration20261122040000OutboxBulk),
 * and where the role may, replica mode also skips the per-row foreign key checks on company_id (a quarter
 * to a third of the insert time of a million rows), which the company lock makes redundant.
 */
export async function beginImport(client: pg.Client, companyId: number): Promise<void> {
  await client.query('begin');
  const company = await client.query('select 1 from company where id = $1 for key share', [companyId]);
  if (!company.rowCount) throw new Error(`No company ${companyId}`);
  await client.query('select pg_advisory_xact_lock($1, $2)', [ADVISORY_LOCKS.inventoryImport, companyId]);
  await client.query(`set local tbs.outbox_bulk = 'on'`);
  // Replica mode would also skip the cascades of tables referencing inventory_part: only while there are none.
  const referenced = await client.query(
    `select 1 from pg_constraint where confrelid = 'inventory_part'::regclass`,
  );
  if (!referenced.rowCount) {
    await client.query('savepoint replica');
    try {
      await client.query(`set local session_replication_role = replica`);
      await client.query('release savepoint replica');
    } catch {
      await client.query('rollback to savepoint replica');
    }
  }
  // Enough memory to hash a million rows; a bitmap scan (heap order) reads a big company's parts faster
  // than an index scan, which stale statistics after a first big import would pick; no JIT compile.
  await client.query(`set local work_mem = '256MB'`);
  await client.query(`set local enable_indexscan = off`);
  await client.query(`set local jit = off`);
  // A rejected row (replace mode) has only its part number and maybe its condition: see rejectedCopyLine().
  await client.query(`create temp table inventory_import (
    line int not null, part_number text, part_number_norm text not null, manufacturer text,
    description text, quantity int, condition text, price numeric(12,2), rejected boolean not null
  ) on commit drop`);
}

/** The COPY stream into the staging table; write copyLine() text to it. */
export function stagingCopyStream(client: pg.Client) {
  return client.query(copyFrom(`copy inventory_import (${STAGING_COLUMNS.join(', ')}) from stdin`));
}

/** Backslash is the only character of a cleaned value that COPY's text format needs escaped. */
const copyValue = (value: string) => (value.includes('\\') ? value.replace(/\\/g, '\\\\') : value);

/** One staging row in COPY text format. */
export function copyLine(line: number, part: ImportPart): string {
  return `${line}\t${part.partNumberNorm}\t${copyValue(part.partNumber)}\t${copyValue(part.manufacturer)}\t${copyValue(part.description)}\t${part.quantity}\t${part.condition}\t${part.price}\tf\n`;
}

/** A rejected row that names a part, in COPY text format (\N is null): replace mode keeps that part. */
export function rejectedCopyLine(line: number, key: RejectedRowKey): string {
  return `${line}\t${key.partNumberNorm}\t\\N\t\\N\t\\N\t\\N\t${key.condition ?? '\\N'}\t\\N\tt\n`;
}

/**
 * Removes the staged rows superseded by a later line with the same part number and condition (the later
 * line wins); returns the first `limit` as rejections and how many there were.
 */
export async function removeDuplicates(
  client: pg.Client,
  column: string,
  limit: number,
): Promise<{ rejections: ImportRejection[]; count: number }> {
  await client.query('analyze inventory_import');
  const { rows } = await client.query<{ line: number; winner: number; total: string }>(
    `with duplicate as (
       select part_number_norm, condition, max(line) as winner from inventory_import where not rejected
        group by part_number_norm, condition having count(*) > 1),
     superseded as (
       delete from inventory_import s using duplicate d
        where s.part_number_norm = d.part_number_norm and s.condition = d.condition and s.line < d.winner
          and not s.rejected
        returning s.line, d.winner)
     select line, winner, count(*) over () as total from superseded order by line limit $1`,
    [limit],
  );
  return {
    rejections: rows.map((row) => ({
      line: row.line,
      column,
      reason: `Same part number and condition as line ${row.winner}, which is imported instead`,
    })),
    count: Number(rows[0]?.total ?? 0),
  };
}

export interface MergeCounts {
  inserted: number;
  updated: number;
  deleted: number;
  kept: number;
}

/**
 * Replace mode: the parts named by rejected rows (by part number and condition, or by part number alone
 * when the row's condition was unreadable), joined onto the company's parts missing from the file.
 */
const REJECTED_KEYS_JOIN = `
  left join (select distinct part_number_norm, condition from inventory_import
              where rejected and condition is not null) k1
    on k1.part_number_norm = p.part_number_norm and k1.condition = p.condition
  left join (select distinct part_number_norm from inventory_import where rejected and condition is null) k2
    on k2.part_number_norm = p.part_number_norm`;

/**
 * Up to this many changed parts are named one by one in the outbox, so the index re-reads only them (a daily
 * re-upload with a few percent changed); beyond, one 'company' row re-syncs the whole company at once.
 */
const PART_ROWS_UP_TO = 50_000;

/**
 * Merges the staging table into the company's inventory in one statement: one hash join of the file with
 * the company's parts (full join in replace mode, so parts not in the file are deleted, except those a
 * rejected row names) finds the rows to insert, update or delete; rows whose values are the same are not
 * written at all (they keep updated_at). Tells the outbox what changed: the parts, or the company.
 */
export async function mergeStaging(
  client: pg.Client,
  companyId: number,
  mode: ImportMode,
): Promise<MergeCounts> {
  const stored = COMPARED.map((column) => `p.${column}`).join(', ');
  const incoming = COMPARED.map((column) => `s.${column}`).join(', ');
  const set = COMPARED.map((column) => `${column} = d.${column}`).join(', ');
  const replace = mode === 'replace';
  const missingAction = replace
    ? `when k1.part_number_norm is not null or k2.part_number_norm is not null then 'keep' else 'delete'`
    : `else 'delete'`;
  const { rows } = await client.query<{
    inserted: string;
    updated: string;
    deleted: string;
    kept: string;
    changed: string[] | null;
  }>(
    `with diff as (
       select s.part_number, s.part_number_norm, s.manufacturer, s.description, s.quantity, s.condition, s.price, p.id,
              case when p.id is null then 'insert' when s.line is not null then 'update' ${missingAction} end as action
         from (select * from inventory_import where not rejected) s
         ${replace ? 'full' : 'left'} join (select * from inventory_part where company_id = $1) p
           on p.part_number_norm = s.part_number_norm and p.condition = s.condition
         ${replace ? REJECTED_KEYS_JOIN : ''}
        where p.id is null or s.line is null or (${stored}) is distinct from (${incoming})),
     deleted as (delete from inventory_part p using diff d where d.action = 'delete' and p.id = d.id returning p.id),
     updated as (
       update inventory_part p set ${set}, updated_at = now()
         from diff d where d.action = 'update' and p.id = d.id returning p.id),
     inserted as (
       insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
       select $1, part_number, manufacturer, description, quantity, condition, price from diff where action = 'insert'
        order by part_number_norm, condition
       returning id),
     changed as (select id from inserted union all select id from updated union all select id from deleted)
     select (select count(*) from inserted) as inserted, (select count(*) from updated) as updated,
            (select count(*) from deleted) as deleted, (select count(*) from diff where action = 'keep') as kept,
            case when (select count(*) from changed) <= $2 then (select array_agg(id) from changed) end as changed`,
    [companyId, PART_ROWS_UP_TO],
  );
  const counts = {
    inserted: Number(rows[0]!.inserted),
    updated: Number(rows[0]!.updated),
    deleted: Number(rows[0]!.deleted),
    kept: Number(rows[0]!.kept),
  };
  const changed = rows[0]!.changed;
  if (changed?.length) await putOutboxRows(client, 'part', changed.map(Number));
  else if (counts.inserted + counts.updated + counts.deleted > 0)
    await putOutboxRow(client, 'company', companyId);
  return counts;
}
