import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, initORM } from '@tbs/db';
import { buildCompany, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { writeInventoryCsv } from './inventoryCsv/inventoryCsv.ts';

let sql: TestSql;
let orm: MikroORM;
let dir: string;
const HEADER = 'P/N;Mfr;Desc;Qty;Cond;Unit Price\n';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts the CLI in one process (no npx wrapper, so its pid is the importing process). */
function startCli(args: string[]) {
  const child = spawn(process.execPath, ['scripts/src/importInventory.ts', ...args], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, signal: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code, signal) => resolve(Object.assign(run, { code, signal }))),
  );
  return { child, run, exited };
}

const cli = (args: string[]) => startCli(args).exited;

const partsOf = (companyId: number) =>
  sql.rows<{ part_number: string; price: string; quantity: number }>(
    'select part_number, price, quantity from inventory_part where company_id = $1 order by part_number, condition',
    [companyId],
  );

async function companyWithParts(username: string): Promise<number> {
  const { id: company } = await buildCompany(orm, { name: `CLI Co ${username}`, username });
  await buildPart(orm, company, 'OLD-1', { price: 5, quantity: 7 });
  await buildPart(orm, company, 'OLD-2', { price: 6 });
  return company;
}

beforeAll(async () => {
  sql = await TestSql.connect();
  orm = await initORM(process.env.DATABASE_URL!);
  dir = await mkdtemp(join(tmpdir(), 'import-cli-'));
});
afterAll(async () => {
  await sql.end();
  await orm.close(true);
  await rm(dir, { recursive: true, force: true });
});

describe('npm run import:inventory', () => {
  it('imports by username, prints the summary and writes the rejections next to the file', async () => {
    const username = `cli${uniqueToken().toLowerCase()}`;
    const company = await companyWithParts(username);
    const file = join(dir, 'stock.csv');
    await writeFile(file, `${HEADER}N-1;HPE;Disk;3;Refurb;12,50\nN-2;HPE;Disk;1;mint;1\n`);
    const run = await cli(['--company', username, '--mode', 'replace', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/into CLI Co \S+ \(#\d+\), replace mode/);
    expect(run.stdout).toMatch(/inserted +1\n +updated +0\n +unchanged +0\n +deleted +2\n +rejected +1/);
    expect(await readFile(`${file}.rejections.csv`, 'utf8')).toBe(
      'line,column,reason\r\n3,Cond,"Unknown condition ""mint"": use F/S, NOB, NEW, REF, USED or ASIS"\r\n',
    );
    expect(await partsOf(company)).toEqual([{ part_number: 'N1', price: '12.50', quantity: 3 }]);
  });

  it('reads the committed sample without a rejection (dry run: nothing changes)', async () => {
    const username = `cli${uniqueToken().toLowerCase()}`;
    const company = await companyWithParts(username);
    const run = await cli([
      '--company',
      username,
      '--dry-run',
      '--mode',
      'replace',
      'scripts/samples/inventory-sample.csv',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Dry run: would import');
    expect(run.stdout).toMatch(/inserted +10\n +updated +0\n +unchanged +0\n +deleted +2\n +rejected +0/);
    expect((await partsOf(company)).map((part) => part.part_number)).toEqual(['OLD-1', 'OLD-2']);
  });

  it('exits 1 and changes nothing when no row can be imported; 2 on a usage error', async () => {
    const username = `cli${uniqueToken().toLowerCase()}`;
    const company = await companyWithParts(username);
    const file = join(dir, 'bad.csv');
    const report = join(dir, 'bad-report.csv');
    await writeFile(file, `${HEADER}N-1;;Disk;3;REF;1\n`);
    const run = await cli(['--company', String(company), '--mode', 'replace', '--report', report, file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing was imported: None of the 1 rows could be imported');
    expect(await readFile(report, 'utf8')).toContain('2,Mfr,The manufacturer is missing');
    expect((await partsOf(company)).map((part) => part.part_number)).toEqual(['OLD-1', 'OLD-2']);
    expect((await cli(['--mode', 'merge', file])).code).toBe(2);
    expect((await cli(['--company', 'nobody-such', file])).stderr).toContain(
      "No company with username 'nobody-such'",
    );
  });

  it('leaves the old inventory intact when killed (kill -9) in the middle of a replace', async () => {
    const username = `cli${uniqueToken().toLowerCase()}`;
    const company = await companyWithParts(username);
    const before = await partsOf(company);
    const file = join(dir, 'big.csv');
    await writeInventoryCsv(file, 300_000);

    const { child, run, exited } = startCli(['--company', username, '--mode', 'replace', file]);
    // The first progress line: the file is streaming into the staging table inside the transaction.
    await new Promise<void>((resolve, reject) => {
      const check = () => (/\d+ rows/.test(run.stderr) ? resolve() : undefined);
      child.stderr.on('data', check);
      void exited.then(() => reject(new Error(`the import ended first: ${run.stdout}${run.stderr}`)));
    });
    expect(Number(/([\d,]+) rows/.exec(run.stderr)![1]!.replace(/,/g, ''))).toBeLessThan(300_000);
    child.kill('SIGKILL');
    expect((await exited).signal).toBe('SIGKILL');
    expect(run.stdout).not.toContain('Imported');

    // PostgreSQL rolls the transaction back when the connection drops; its company lock is then free.
    await sql.rows('begin');
    await sql.rows(`set local lock_timeout = '15s'`);
    await sql.rows('select pg_advisory_xact_lock($1, $2)', [ADVISORY_LOCKS.inventoryImport, company]);
    await sql.rows('commit');
    expect(await partsOf(company)).toEqual(before);
    const leftovers = await sql.rows(
      `select 1 from index_outbox where doc_type = 'company' and doc_id = $1`,
      [company],
    );
    expect(leftovers).toEqual([]);
  }, 60_000);
});
