/** `npm run reindex -- [kind ...]`: runs cli.ts's runReindex on the product's database and search engine. */
import { config } from '@tbs/config';
import { createSearchWriter } from '@tbs/search/writer';
import { consoleOutput } from '../cli/output.ts';
import { runReindex } from './cli.ts';

const writer = createSearchWriter();
const code = await runReindex(process.argv.slice(2), consoleOutput, {
  databaseUrl: config().DATABASE_URL,
  writer,
});
await writer.close();
process.exit(code);
