/** `npm run generate:inventory-csv -- --rows 1000000 --out bench-data/inventory-1m.csv [--seed N]` */
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { writeInventoryCsv } from './inventoryCsv.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
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
  const started = performance.now();
  await mkdir(dirname(values.out), { recursive: true });
  await writeInventoryCsv(values.out, rows, seed);
  const { size } = await stat(values.out);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${values.out}: ${rows} rows, ${(size / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
