/**
 * `npm run generate:inventory-csv -- --rows 1000000 --out bench-data/inventory-1m.csv [--seed N]`: writes a
 * deterministic warehouse export for the import's benchmarks. Exits 1 on any error, a usage error too.
 * In-process: main.ts only wires argv and the terminal; tests call runInventoryCsv().
 */
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CliOutput } from '../cli/output.ts';
import { writeInventoryCsv } from './inventoryCsv.ts';

/** The file and its size as the arguments ask, checked. */
function parseOptions(args: readonly string[]): { rows: number; out: string; seed: number } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      rows: { type: 'string', default: '1000000' },
      out: { type: 'string', default: 'bench-data/inventory-1m.csv' },
      seed: { type: 'string', default: '42' },
    },
    strict: true,
  });
  const rows = Number(values.rows.replace(/_/g, ''));
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(rows) || rows < 0)
    throw new Error(`--rows must be a whole number, got '${values.rows}'`);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number, got '${values.seed}'`);
  return { rows, out: values.out, seed };
}

/** Runs `npm run generate:inventory-csv -- <args>`, printing to `output`; the exit code. */
export async function runInventoryCsv(args: readonly string[], output: CliOutput): Promise<number> {
  try {
    const { rows, out, seed } = parseOptions(args);
    const started = performance.now();
    await writeInventoryCsv(out, rows, seed);
    const { size } = await stat(out);
    const seconds = (performance.now() - started) / 1000;
    output.out(`${out}: ${rows} rows, ${(size / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
    return 0;
  } catch (error) {
    output.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
