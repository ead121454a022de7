/** `npm run reindex`: rebuilds the part search index into a new table and swaps it in; search keeps answering. */
import { config } from '@tbs/config';
import { createSearchEngine } from '@tbs/indexer/search/index';

async function main(): Promise<void> {
  const engine = createSearchEngine({ kind: 'postgres', databaseUrl: config().DATABASE_URL });
  try {
    const report = await engine.rebuild('part');
    console.log(
      `Reindexed ${report.documents.toLocaleString('en-US')} parts in ${report.seconds.toFixed(1)} s`,
    );
  } finally {
    await engine.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
