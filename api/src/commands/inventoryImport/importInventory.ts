import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { mapColumns, type ColumnMap } from './columns.ts';
import { CsvFileError, csvRows, type CsvRow, type Delimiter } from './csvRows.ts';
import { decodeText, type TextEncoding } from './decodeText.ts';
import { normaliseRow, rejectedRowKey } from './normaliseRow.ts';
import {
  InventoryImportError,
  MAX_REJECTIONS,
  RejectionList,
  type ImportMode,
  type InventoryImportReport,
} from './report.ts';
import {
  beginImport,
  copyLine,
  mergeStaging,
  rejectedCopyLine,
  removeDuplicates,
  stagingCopyStream,
} from './staging.ts';

/** How an import's connection is named in pg_stat_activity. */
export const IMPORT_APPLICATION_NAME = 'tbs-inventory-import';

export interface ImportProgress {
  /** 'reading' while the file streams into the staging table, then 'merging'. */
  phase: 'reading' | 'merging';
  /** Data rows read so far. */
  rows: number;
  /** Bytes of the file read so far. */
  bytes: number;
}

export interface ImportInventoryOptions {
  databaseUrl: string;
  companyId: number;
  mode: ImportMode;
  /** Everything is checked and counted, then rolled back. */
  dryRun?: boolean;
  /** Bytes the file may have (the upload limit); beyond, the import stops with `tooLarge`. */
  maxBytes?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** The encoding and delimiter found, once the file is read. */
  onDetected?: (detected: { encoding?: TextEncoding; delimiter?: Delimiter }) => void;
  signal?: AbortSignal;
}

/** What the reading stages learn, shared along the pipeline. */
class ImportState {
  bytes = 0;
  rows = 0;
  staged = 0;
  columns?: ColumnMap;
  readonly rejections = new RejectionList();
  tooLarge = false;
}

/** Counts the bytes and stops the stream past `maxBytes`. */
function countBytes(state: ImportState, maxBytes: number) {
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      state.bytes += chunk.length;
      if (state.bytes > maxBytes) {
        state.tooLarge = true;
        throw new Error(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      }
      yield chunk;
    }
  };
}

/**
 * Header mapping, row checks and rejections; yields the accepted rows as COPY text, a chunk per batch. With
 * `stageRejectedKeys` (replace mode) a rejected row that still names a part is staged as such, so the merge
 * keeps that part.
 */
function stagingText(
  state: ImportState,
  stageRejectedKeys: boolean,
  onProgress?: (progress: ImportProgress) => void,
) {
  return async function* (batches: AsyncIterable<CsvRow[]>): AsyncGenerator<string> {
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) {
        if (row.fields.every((field) => field.trim() === '')) continue;
        if (!state.columns) {
          const mapped = mapColumns(row.fields);
          if ('error' in mapped) throw new CsvFileError(row.line, mapped.error);
          state.columns = mapped.columns;
          continue;
        }
        state.rows++;
        const result = row.error ? undefined : normaliseRow(row.fields, state.columns);
        if (result && 'part' in result) {
          text += copyLine(row.line, result.part);
          state.staged++;
          continue;
        }
        state.rejections.add(
          result
            ? { line: row.line, column: state.columns[result.field]!.name, reason: result.reason }
            : { line: row.line, column: '', reason: `Malformed quotes: ${row.error}` },
        );
        const key = stageRejectedKeys ? rejectedRowKey(row.fields, state.columns) : undefined;
        if (key) text += rejectedCopyLine(row.line, key);
      }
      onProgress?.({ phase: 'reading', rows: state.rows, bytes: state.bytes });
      if (text) yield text;
    }
  };
}

/**
 * Imports a CSV stream into a company's inventory in one transaction: streamed through decoding, CSV
 * parsing and row checks into a staging table by COPY, then merged set-based ('replace' also deletes the
 * parts not in the file). Until the commit, readers and searches see the old inventory; an interrupted
 * import leaves it intact. Throws InventoryImportError, having changed nothing, when no row could be
 * imported.
 */
export async function importInventory(
  source: Readable | AsyncIterable<Buffer>,
  options: ImportInventoryOptions,
): Promise<InventoryImportReport> {
  const started = performance.now();
  const { companyId, mode, dryRun = false, onProgress } = options;
  const state = new ImportState();
  const detected: { encoding?: TextEncoding; delimiter?: Delimiter } = {};
  const report = (counts: Partial<InventoryImportReport> = {}): InventoryImportReport => ({
    mode,
    dryRun,
    rows: state.rows,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    kept: 0,
    rejected: state.rejections.count,
    rejections: state.rejections.kept,
    rejectionsTruncated: state.rejections.truncated,
    seconds: Math.round(performance.now() - started) / 1000,
    ...counts,
  });

  const client = new pg.Client({
    connectionString: withDefaultUser(options.databaseUrl),
    application_name: IMPORT_APPLICATION_NAME,
  });
  client.on('error', () => undefined); // a lost connection also fails the running query
  await client.connect();
  try {
    await beginImport(client, companyId);
    try {
      await pipeline(
        source,
        countBytes(state, options.maxBytes ?? Number.POSITIVE_INFINITY),
        decodeText((encoding) => (detected.encoding = encoding)),
        csvRows((delimiter) => (detected.delimiter = delimiter)),
        stagingText(state, mode === 'replace', onProgress),
        stagingCopyStream(client),
        { signal: options.signal },
      );
    } catch (error) {
      if (state.tooLarge) throw new InventoryImportError((error as Error).message, report(), true);
      if (!(error instanceof CsvFileError)) throw error;
      state.rejections.merge([{ line: error.line, column: '', reason: error.message }], 0);
      throw new InventoryImportError(error.message, report());
    }
    options.onDetected?.(detected);
    if (!state.columns) throw new InventoryImportError('The file is empty.', report());
    if (!state.rows) throw new InventoryImportError('The file has a header but no rows.', report());
    if (!state.staged) {
      throw new InventoryImportError(
        `None of the ${state.rows} rows could be imported: see the report.`,
        report(),
      );
    }
    onProgress?.({ phase: 'merging', rows: state.rows, bytes: state.bytes });
    const duplicates = await removeDuplicates(client, state.columns.partNumber!.name, MAX_REJECTIONS);
    state.rejections.merge(duplicates.rejections, duplicates.count);
    const counts = await mergeStaging(client, companyId, mode).catch((error: { code?: string }) => {
      // The editor added one of the file's parts while the import ran: nothing was changed.
      if (error.code !== '23505') throw error;
      throw new InventoryImportError('Parts were added meanwhile: please import the file again.', report());
    });
    await client.query(dryRun ? 'rollback' : 'commit');
    const kept = state.staged - duplicates.count;
    return report({ ...counts, unchanged: kept - counts.inserted - counts.updated });
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
