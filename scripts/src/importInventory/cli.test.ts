import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import { buildCompany, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { captureRun } from '../cli/output.ts';
import { runImportInventory } from './cli.ts';

let sql: TestSql;
let orm: MikroORM;
let dir: string;
const HEADER = 'P/N;Mfr;Desc;Qty;Cond;Unit Price\n';

/** Runs `npm run import:inventory -- <args>` in this process on this worker's database. */
const cli = (args: string[]) =>
  captureRun((output) => runImportInventory(args, { databaseUrl: process.env.DATABASE_URL!, output }));

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

describe('npm run import:inventory (in-process)', () => {
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
});
