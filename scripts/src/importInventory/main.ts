/**
 * `npm run import:inventory -- ...`: runs cli.ts's runImportInventory on the product's database and this terminal;
 * Ctrl-C aborts the import (it rolls back).
 */
import { config } from '@tbs/config';
import { consoleOutput } from '../cli/output.ts';
import { runImportInventory } from './cli.ts';

const abort = new AbortController();
process.once('SIGINT', () => abort.abort());
const code = await runImportInventory(process.argv.slice(2), {
  databaseUrl: config().DATABASE_URL,
  output: consoleOutput,
  redraw: process.stderr.isTTY ? (text) => process.stderr.write(text) : undefined,
  signal: abort.signal,
});
process.exit(code);
