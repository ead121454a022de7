/**
 * `npm run reindex -- [part|broadcast|company]`: rebuilds the search index of one document kind (every kind without
 * an argument) from the database and swaps it in; search keeps answering. Exits 2 on an unknown kind.
 * In-process: main.ts only opens the product's search writer for it; tests call runReindex() on theirs.
 */
import { DOCUMENT_KINDS, type DocumentKind } from '@tbs/search';
import type { SearchWriter } from '@tbs/search/writer';
import { reindex } from '@tbs/worker';
import type { CliOutput } from '../cli/output.ts';

const USAGE = `Usage: npm run reindex -- [${DOCUMENT_KINDS.join('|')} ...]`;

/** Rebuilds the kinds the arguments name (every kind without one) on the writer; the exit code. */
export async function runReindex(
  args: readonly string[],
  output: CliOutput,
  { databaseUrl, writer }: { databaseUrl: string; writer: SearchWriter },
): Promise<number> {
  const asked = args.filter((arg) => arg !== '--');
  const unknown = asked.filter((kind) => !(DOCUMENT_KINDS as readonly string[]).includes(kind));
  if (unknown.length) {
    output.error(`Unknown kind ${unknown.join(', ')}; kinds: ${DOCUMENT_KINDS.join(', ')}\n${USAGE}`);
    return 2;
  }
  const kinds = asked.length ? (asked as DocumentKind[]) : DOCUMENT_KINDS;
  try {
    for (const kind of kinds) {
      const report = await reindex(kind, databaseUrl, writer);
      output.out(
        `Reindexed ${report.documents.toLocaleString('en-US')} ${kind} documents in ${report.seconds.toFixed(1)} s`,
      );
    }
    return 0;
  } catch (error) {
    output.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}
