/** `npm run reindex`: rebuilds the part search index from the database and swaps it in; search keeps answering. */
import { config } from '@tbs/config';
import { createSearchWriter } from '@tbs/indexer/search/engines';
import { reindex } from '@tbs/indexer/search/indexing/reindex';

async function main(): Promise<void> {
  const writer = createSearchWriter();
  try {
    const report = await reindex('part', config().DATABASE_URL, writer);
    console.log(
      `Reindexed ${report.documents.toLocaleString('en-US')} parts in ${report.seconds.toFixed(1)} s`,
    );
  } finally {
    await writer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
