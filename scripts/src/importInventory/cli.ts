/**
 * `npm run import:inventory -- --company <id|username> [--mode replace|merge] [--dry-run] [--report <path>] [--json] <file.csv>`:
 * imports a CSV into a company's inventory through the api's import service, with a progress bar on
 * stderr, a summary on stdout (the report as JSON with --json) and the rejected rows in a CSV report.
 * Exits 1 when nothing was imported, 2 on a usage error. In-process: main.ts only hands it the database, the
 * terminal and Ctrl-C; tests call runImportInventory() on theirs.
 */
import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { importRejectionsCsv } from '@tbs/rules/importRejectionsCsv';
import {
  importInventory,
  InventoryImportError,
  type ImportMode,
  type ImportProgress,
  type InventoryImportReport,
} from '@tbs/api/commands';
import { type CliOutput, isUsageError, UsageError } from '../cli/output.ts';

const USAGE = `Usage: npm run import:inventory -- --company <id|username> [options] <file.csv>
  --company   company id or username (required)
  --mode      replace (the file becomes the whole inventory; a part on a rejected line is kept)
              or merge (default: merge)
  --dry-run   check and count everything, change nothing
  --report    where to write the rejected rows (default: <file>.rejections.csv when there are any)
  --json      print the report and the peak memory as JSON instead of the summary`;

/** What the import runs on: the product's database, where it prints, and what stops it. */
export interface ImportCliOptions {
  databaseUrl: string;
  output: CliOutput;
  /** On a terminal: writes raw text to stderr, so the progress bar is redrawn in place (else a line a second). */
  redraw?: (text: string) => void;
  /** Ctrl-C: aborts the import, which rolls back. */
  signal?: AbortSignal;
}

interface Company {
  id: number;
  name: string;
  is_service_only: boolean;
}

/** The company by id or by username (company.username). */
async function findCompany(databaseUrl: string, idOrUsername: string): Promise<Company> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    const byId = /^\d+$/.test(idOrUsername);
    const { rows } = await client.query<Company>(
      `select id, name, is_service_only from company where ${byId ? 'id = $1' : 'lower(username) = lower($1)'}`,
      [byId ? Number(idOrUsername) : idOrUsername],
    );
    if (!rows[0]) throw new UsageError(`No company with ${byId ? 'id' : 'username'} '${idOrUsername}'.`);
    return rows[0];
  } finally {
    await client.end();
  }
}

const number = (value: number) => value.toLocaleString('en-US');

/** A progress bar on stderr: redrawn in place on a terminal, a line per second otherwise (logs, tests). */
function progressBar(
  totalBytes: number,
  { output, redraw }: ImportCliOptions,
): { update(progress: ImportProgress): void; done(): void } {
  const started = performance.now();
  const tty = !!redraw;
  let shown = 0;
  let last = '';
  const render = ({ phase, rows, bytes }: ImportProgress) => {
    const seconds = (performance.now() - started) / 1000;
    const share = totalBytes ? Math.min(1, bytes / totalBytes) : 0;
    const filled = Math.round(share * 30);
    const rate = seconds > 0 ? rows / seconds : 0;
    const eta = share > 0 ? (seconds / share) * (1 - share) : 0;
    const tail = phase === 'merging' ? 'merging into the inventory…' : `ETA ${eta.toFixed(0)} s`;
    return `[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${number(rows)} rows ${number(Math.round(rate))} rows/s ${tail}`;
  };
  return {
    update(progress) {
      const now = performance.now();
      if (progress.phase === 'reading' && now - shown < (tty ? 100 : 1000)) return;
      shown = now;
      last = render(progress);
      if (redraw) redraw(`\r${last}\u001b[K`);
      else output.error(last);
    },
    done() {
      if (redraw && last) redraw('\n');
    },
  };
}

const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

function printSummary(
  output: CliOutput,
  file: string,
  company: Company,
  report: InventoryImportReport,
  { read, peakRssMb }: { read: string; peakRssMb: number },
): void {
  const rate = report.seconds > 0 ? Math.round(report.rows / report.seconds) : report.rows;
  const lines = [
    `${report.dryRun ? 'Dry run: would import' : 'Imported'} ${file} into ${company.name} (#${company.id}), ${report.mode} mode`,
    `  file       ${read} separated`,
    `  rows       ${number(report.rows)}`,
    `  inserted   ${number(report.inserted)}`,
    `  updated    ${number(report.updated)}`,
    `  unchanged  ${number(report.unchanged)}`,
    `  deleted    ${number(report.deleted)}`,
    ...(report.kept ? [`  kept       ${number(report.kept)} (their lines were rejected)`] : []),
    `  rejected   ${number(report.rejected)}`,
    `  time       ${report.seconds.toFixed(1)} s (${number(rate)} rows/s), peak memory ${peakRssMb} MB`,
  ];
  output.out(lines.join('\n'));
}

async function writeRejections(
  output: CliOutput,
  report: InventoryImportReport,
  path: string,
): Promise<void> {
  await writeFile(path, importRejectionsCsv(report));
  const listed = report.rejectionsTruncated ? ` (the first ${number(report.rejections.length)})` : '';
  output.error(`Rejected rows${listed}: ${path}`);
}

async function importFile(args: readonly string[], options: ImportCliOptions): Promise<number> {
  const { output, databaseUrl } = options;
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      company: { type: 'string' },
      mode: { type: 'string', default: 'merge' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    output.out(USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new UsageError('Give exactly one CSV file.');
  if (!values.company) throw new UsageError('--company is required.');
  if (values.mode !== 'replace' && values.mode !== 'merge')
    throw new UsageError('--mode is replace or merge.');
  const mode: ImportMode = values.mode;
  const { size } = await stat(file);
  const company = await findCompany(databaseUrl, values.company);
  if (company.is_service_only) {
    throw new UsageError(`${company.name} is service-only: service-only members cannot manage inventory.`);
  }

  const bar = progressBar(size, options);
  let report: InventoryImportReport;
  let read = '';
  try {
    report = await importInventory(createReadStream(file), {
      databaseUrl,
      companyId: company.id,
      mode,
      dryRun: values['dry-run'],
      signal: options.signal,
      onProgress: (progress) => bar.update(progress),
      onDetected: ({ encoding, delimiter }) => (read = `${encoding}, ${DELIMITER_NAMES[delimiter!]}`),
    });
  } catch (error) {
    bar.done();
    if (!(error instanceof InventoryImportError)) throw error;
    output.error(`Nothing was imported: ${error.message}`);
    if (values.json) output.out(JSON.stringify({ error: error.message, ...error.report }));
    if (error.report.rejections.length)
      await writeRejections(output, error.report, values.report ?? `${file}.rejections.csv`);
    return 1;
  }
  bar.done();
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  if (values.json) output.out(JSON.stringify({ ...report, peakRssMb }));
  else printSummary(output, file, company, report, { read, peakRssMb });
  if (report.rejected) await writeRejections(output, report, values.report ?? `${file}.rejections.csv`);
  return 0;
}

/** Runs `npm run import:inventory -- <args>` on the options' database, printing to its output; the exit code. */
export async function runImportInventory(
  args: readonly string[],
  options: ImportCliOptions,
): Promise<number> {
  try {
    return await importFile(args, options);
  } catch (error) {
    options.output.error(error instanceof Error ? error.message : String(error));
    if (!isUsageError(error)) return 1;
    options.output.error(USAGE);
    return 2;
  }
}
