/** `npm run generate:inventory-csv -- ...`: runs cli.ts's runInventoryCsv on this terminal. */
import { consoleOutput } from '../cli/output.ts';
import { runInventoryCsv } from './cli.ts';

process.exit(await runInventoryCsv(process.argv.slice(2), consoleOutput));
