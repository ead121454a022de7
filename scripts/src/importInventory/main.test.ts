import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, initORM } from '@tbs/db';
import { buildCompany, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { spawnCli } from '../cli/spawnCli.ts';

const ENTRY = 'scripts/src/importInventory/main.ts';
let sql: TestSql;
let orm: MikroORM;
let dir: string;

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

const partsOf = (companyId: number) =>
  sql.rows('select part_number, price, quantity from inventory_part where company_id = $1 order by 1', [
    companyId,
  ]);

/** Whether an import holds the company's lock, i.e. its transaction is open. */
async function importRunning(companyId: number): Promise<boolean> {
  const held = await sql.rows(
    `select 1 from pg_locks where locktype = 'advisory' and granted and classid::bigint = $1 and objid::bigint = $2`,
    [ADVISORY_LOCKS.inventoryImport, companyId],
  );
  return held.length > 0;
}

// main.ts wires argv, the database, the terminal and the exit code; the import's logic is tested in-process
// (cli.test.ts). What only a process shows: the exit code and usage, and a crash in the middle of an import.
describe('npm run import:inventory (its own process)', () => {
  it('prints the usage with exit code 2 on a usage error', async () => {
    const run = await spawnCli(ENTRY, ['--mode', 'merge', 'stock.csv']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--company is required.');
    expect(run.stderr).toContain('Usage: npm run import:inventory');
  }, 60_000);

  it('leaves the old inventory intact when killed (kill -9) in the middle of a replace', async () => {
    const username = `cli${uniqueToken().toLowerCase()}`;
    const { id: company } = await buildCompany(orm, { name: `CLI Co ${username}`, username });
    await buildPart(orm, company, 'OLD-1', { price: 5, quantity: 7 });
    await buildPart(orm, company, 'OLD-2', { price: 6 });
    const before = await partsOf(company);
    // A named pipe as the file: the import reads what is written and waits for more, inside its transaction.
    const file = join(dir, 'endless.csv');
    execFileSync('mkfifo', [file]);
    const child = spawn(process.execPath, [ENTRY, '--company', username, '--mode', 'replace', file], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    // The company's lock is taken once the import's transaction is open, while it opens the pipe to read.
    await expect.poll(() => importRunning(company), { timeout: 30_000 }).toBe(true);
    const csv = createWriteStream(file).on('error', () => undefined); // EPIPE once the import is killed
    csv.write('P/N;Mfr;Desc;Qty;Cond;Unit Price\n');
    for (let row = 0; row < 1_000; row++) csv.write(`N-${row};HPE;Disk;3;REF;12,50\n`);
    await new Promise((resolve) => csv.write('', resolve));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    csv.destroy();

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
