/**
 * `npm run reindex -- [part|broadcast|company]`: rebuilds the search index of one document kind (every kind without
 * an argument) from the database and swaps it in; search keeps answering.
 */
import { config } from '@tbs/config';
import { DOCUMENT_KINDS, type DocumentKind } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { reindex } from '@tbs/worker';

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = asked.filter((kind) => !(DOCUMENT_KINDS as readonly string[]).includes(kind));
  if (unknown.length)
    throw new Error(`Unknown kind ${unknown.join(', ')}; kinds: ${DOCUMENT_KINDS.join(', ')}`);
  const kinds = asked.length ? (asked as DocumentKind[]) : DOCUMENT_KINDS;
  const writer = createSearchWriter();
  try {
    for (const kind of kinds) {
      const report = await reindex(kind, config().DATABASE_URL, writer);
      console.log(
        `Reindexed ${report.documents.toLocaleString('en-US')} ${kind} documents in ${report.seconds.toFixed(1)} s`,
      );
    }
  } finally {
    await writer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
