/**
 * `npm run bench:import -- [--rows 1000000] [--file bench-data/inventory-1m.csv] [--company importbench]`:
 * imports a generated CSV in replace mode into a company of DATABASE_URL with `npm run import:inventory`
 * (a child process, as an uploader runs it) and measures end to end until the parts are searchable, with an
 * outbox drainer in this process; then the same file again (nothing changes) and a copy with 1% of the
 * prices changed (a daily re-upload). Search latency is sampled idle, during the import and while the
 * index catches up. Prints a markdown block for docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { pino } from 'pino';
import { config } from '@tbs/config';
import { withDefaultUser, putOutboxRow } from '@tbs/db';
import { createSearchReader, SearchTimeoutError, type SearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { OutboxDrainer, reindex } from '@tbs/worker';
import type { InventoryImportReport } from '@tbs/api/commands';
import { writeInventoryCsv } from '../inventoryCsv/inventoryCsv.ts';
import { benchOptions } from './benchWorld.ts';

type ImportResult = InventoryImportReport & { peakRssMb: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const number = (value: number) => Math.round(value).toLocaleString('en-US');
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Searches one after another (exact part numbers and 4-character prefixes) until `until` settles. */
async function searchLoop(reader: SearchReader, terms: string[], until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  for (let i = 0; !done; i++) {
    const term = i % 2 ? terms[i % terms.length]! : terms[i % terms.length]!.slice(0, 4);
    const started = performance.now();
    try {
      await reader.search('part', { term, page: 1, pageSize: 10 });
    } catch (error) {
      if (!(error instanceof SearchTimeoutError)) throw error; // counted at its time limit
    }
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times.sort((a, b) => a - b);
}

/** Runs the import CLI with --json; progress goes to this process's stderr. */
function runImportCli(file: string, company: string): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/src/importInventory/main.ts', '--company', company, '--mode', 'replace', '--json', file],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`import:inventory exited with ${code}: ${out}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as ImportResult);
    });
  });
}

/**
 * Waits until the outbox is empty: the drainer deletes a batch's rows in the transaction that commits only
 * after the engine took its documents, so an empty outbox means the import is searchable.
 */
async function waitSearchable(client: pg.Client): Promise<void> {
  for (; ; await sleep(100)) {
    const pending = await client.query('select 1 from index_outbox limit 1');
    if (!pending.rowCount) return;
  }
}

/** A copy of the file with every 100th part's price changed: a daily re-upload where 1% moved. */
async function writeChangedCopy(file: string, out: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  async function* changed() {
    let index = 0;
    for await (const line of lines) {
      // The price is the last field, quoted when it holds a comma ("1.234,50").
      yield index > 0 && index % 100 === 0
        ? `${line.replace(/,("[^"]*"|[^,]*)$/, '')},7777.77\n`
        : `${line}\n`;
      index++;
    }
  }
  await pipeline(Readable.from(changed()), createWriteStream(out));
}

/** Empties the company's inventory without a million outbox rows; one company row clears its documents. */
async function emptyCompany(client: pg.Client, companyId: number, drainer: OutboxDrainer): Promise<void> {
  await client.query('begin');
  await client.query(`set local tbs.outbox_bulk = 'on'`);
  await client.query('delete from inventory_part where company_id = $1', [companyId]);
  await putOutboxRow(client, 'company', companyId);
  await client.query('commit');
  await drainer.drainUntilEmpty();
  await client.query('vacuum analyze inventory_part');
}

interface Run {
  label: string;
  result: ImportResult;
  /** From starting the CLI until it exited. */
  importSeconds: number;
  /** Until the outbox was drained and the company's parts were all indexed. */
  endToEndSeconds: number;
  duringImport: number[];
  duringIndexing: number[];
}

async function measure(
  label: string,
  file: string,
  company: string,
  client: pg.Client,
  reader: SearchReader,
  terms: string[],
): Promise<Run> {
  const started = performance.now();
  const imported = runImportCli(file, company);
  const duringImport = await searchLoop(reader, terms, imported);
  const result = await imported;
  const importSeconds = (performance.now() - started) / 1000;
  const duringIndexing = await searchLoop(reader, terms, waitSearchable(client));
  const endToEndSeconds = (performance.now() - started) / 1000;
  return { label, result, importSeconds, endToEndSeconds, duringImport, duringIndexing };
}

function printMarkdown(runs: Run[], idle: number[], rows: number, file: string, parts: number): void {
  const ms = (sorted: number[]) =>
    sorted.length
      ? `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} (${sorted.length})`
      : '–';
  console.log(
    `\n#### Bulk inventory import (\`npm run bench:import\`, ${new Date().toISOString().slice(0, 10)})\n`,
  );
  console.log(
    `${number(rows)}-row CSV (${file}, replace mode) into one company of a database holding ${number(parts)} parts. Import = from starting \`npm run import:inventory\` until it exited (the process's own time is \`seconds\` of its report); end to end = until the outbox is drained and the outbox is drained (an OutboxDrainer in the bench process). Search: one search at a time (exact part numbers and 4-character prefixes of other companies' parts), p50 / p95 in ms (count).\n`,
  );
  console.log(
    '| run | inserted / updated / unchanged / deleted | import (s) | end to end (s) | rows/s end to end | peak RSS | search during the import | search while indexing |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const { result } = run;
    console.log(
      `| ${run.label} | ${number(result.inserted)} / ${number(result.updated)} / ${number(result.unchanged)} / ${number(result.deleted)} | ${run.importSeconds.toFixed(1)} (report ${result.seconds.toFixed(1)}) | ${run.endToEndSeconds.toFixed(1)} | ${number(result.rows / run.endToEndSeconds)} | ${result.peakRssMb} MB | ${ms(run.duringImport)} | ${ms(run.duringIndexing)} |`,
    );
  }
  console.log(`\nIdle search p50 / p95: ${ms(idle)}.`);
}

async function main(): Promise<void> {
  const values = benchOptions({
    rows: 1000000,
    file: 'bench-data/inventory-1m.csv',
    company: 'importbench',
  });
  const rows = values.rows;
  const { file, company } = values;
  const changedFile = file.replace(/\.csv$/, '') + '-changed.csv';
  const databaseUrl = config().DATABASE_URL;
  const logger = pino({ level: 'warn' });
  if (!(await exists(file))) {
    console.error(`Generating ${file} (${number(rows)} rows)…`);
    await writeInventoryCsv(file, rows);
  }
  await writeChangedCopy(file, changedFile);
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const reader = createSearchReader({ poolSize: 2 });
  const writer = createSearchWriter();
  const drainer = new OutboxDrainer({ databaseUrl, writer, logger });
  try {
    await client.query(
      `insert into company (name, country_code, username, member_since) values ('Import Bench BV', 'NL', $1, '2015-01-01')
       on conflict (username) do nothing`,
      [company],
    );
    const { rows: found } = await client.query<{ id: number }>('select id from company where username = $1', [
      company,
    ]);
    const companyId = found[0]!.id;
    await emptyCompany(client, companyId, drainer);
    // Searches are measured on the index a rebuild leaves (compact, statistics fresh), not on a million
    // deleted documents the engine has not cleaned up yet.
    await reindex('part', databaseUrl, writer);
    await drainer.drainUntilEmpty();
    await drainer.start();
    const { rows: sample } = await client.query<{ pn: string }>(
      `select part_number_norm as pn from inventory_part tablesample system (1)
        where company_id <> $1 order by random() limit 500`,
      [companyId],
    );
    const terms = sample.map((row) => row.pn);

    const idle = await searchLoop(reader, terms, sleep(10_000));
    const runs = [
      await measure('first import', file, company, client, reader, terms),
      await measure('same file again', file, company, client, reader, terms),
      await measure('1% of prices changed', changedFile, company, client, reader, terms),
    ];
    const { rows: parts } = await client.query<{ n: string }>('select count(*) as n from inventory_part');
    printMarkdown(runs, idle, rows, file, Number(parts[0]!.n));
  } finally {
    await drainer.close();
    await Promise.all([reader.close(), writer.close()]);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
