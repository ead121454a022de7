import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureRun } from '../cli/output.ts';
import { runInventoryCsv } from './cli.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inventory-csv-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const cli = (args: string[]) => captureRun((output) => runInventoryCsv(args, output));

describe('npm run generate:inventory-csv (in-process)', () => {
  it('writes the rows asked for into a new folder, the same file for the same seed', async () => {
    const out = join(dir, 'nested', 'stock.csv');
    const run = await cli(['--rows', '1_000', '--seed', '7', '--out', out]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/stock\.csv: 1000 rows, [\d.]+ MB in [\d.]+ s\n$/);
    const first = await readFile(out, 'utf8');
    expect(first.trimEnd().split('\n')).toHaveLength(1_001);
    expect(first.split('\n')[0]).toBe('Part Number,Manufacturer,Description,Qty,Condition,Price');

    await cli(['--rows', '1000', '--seed', '7', '--out', out]);
    expect(await readFile(out, 'utf8')).toBe(first);
  });

  it('refuses a row count that is not a whole number with exit code 1', async () => {
    const run = await cli(['--rows', 'lots', '--out', join(dir, 'never.csv')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("--rows must be a whole number, got 'lots'");
  });
});
