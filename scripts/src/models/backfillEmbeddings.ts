/**
 * `npm run models:backfill -- [--days 30]`: embeds the live broadcasts (of the last N days; all without
 * --days) that have no vector of the current model, as the worker's 'embedding' consumer does for new ones.
 * Prints the time, the rate, the table's size and the process's peak memory.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { loadEmbeddingModel } from '@tbs/models';
import { backfillEmbeddings } from '@tbs/worker';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { days: { type: 'string' }, batch: { type: 'string', default: '512' } },
  });
  const databaseUrl = config().DATABASE_URL;
  const model = await loadEmbeddingModel(config().EMBEDDING_MODEL_DIR || undefined);
  if (!model.available) process.exit(1);
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const embedded = await backfillEmbeddings({
    databaseUrl,
    model,
    since: values.days ? new Date(Date.now() - Number(values.days) * 86_400_000) : undefined,
    batchSize: Number(values.batch),
    onBatch: (done) => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      if (done % 51_200 < Number(values.batch)) console.log(`${done} embedded`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const size = (
    await client.query<{ size: string; rows: string }>(
      `select pg_size_pretty(pg_total_relation_size('broadcast_embedding')) as size,
              (select count(*) from broadcast_embedding) as rows`,
    )
  ).rows[0]!;
  await client.end();
  await model.close();
  console.log(
    `${embedded} broadcasts embedded in ${seconds.toFixed(1)} s (${Math.round(embedded / seconds)}/s); ` +
      `broadcast_embedding: ${size.rows} rows, ${size.size}; peak RSS ${Math.round(peakRss / 2 ** 20)} MB`,
  );
}

await main();
