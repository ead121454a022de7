import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { createLogger } from './logger.ts';
import { startAnalyticsRollups } from './analytics/rollupTimer.ts';
import { type MailJob, createQueue } from '@tbs/contracts';
import { MailOutboxForwarder } from './mail/outboxForwarder.ts';
import { startMailWorker } from './mail/worker.ts';
import { startHeartbeat } from './heartbeat.ts';
import { startSavedSearchAlerts } from './broadcasts/savedSearchConsumer.ts';
import { startBroadcastDelivery } from './broadcasts/deliveryService.ts';
import { startLiveBroadcasts } from './broadcasts/liveHandler.ts';
import { startBroadcastEmbedding } from './broadcasts/embeddingConsumer.ts';
import { createSearchWriter } from '@tbs/search/writer';
import { OutboxDrainer } from './indexing/outboxDrainer.ts';
import { rebuildEmptyIndexes } from './indexing/reindex.ts';

/**
 * The worker process: indexing (outbox drainer), mail (worker and outbox forwarder), broadcast delivery,
 * saved-search alerts and live events, broadcast embeddings (AI possible matches), analytics rollups.
 */
async function main(): Promise<void> {
  const settings = config();
  const logger = createLogger('worker');
  const databaseUrl = settings.DATABASE_URL;
  const publicUrl = settings.PUBLIC_URL;
  const orm = await initORM(databaseUrl);
  const workers = [startMailWorker({ orm, logger })];
  const writer = createSearchWriter();
  // A freshly seeded database has parts but an empty index: build it before draining the outbox.
  await rebuildEmptyIndexes(databaseUrl, writer, logger);
  const drainer = new OutboxDrainer({ databaseUrl, writer, logger });
  await drainer.start();
  const savedSearches = await startSavedSearchAlerts({ databaseUrl, publicUrl, logger });
  const broadcastDelivery = await startBroadcastDelivery({ orm, logger, databaseUrl, publicUrl });
  const liveBroadcasts = await startLiveBroadcasts({
    databaseUrl,
    logger,
    redisUrl: settings.REDIS_URL,
    prefix: settings.REDIS_PREFIX,
    maxLen: settings.LIVE_STREAM_MAXLEN,
  });
  const embeddings = await startBroadcastEmbedding({
    databaseUrl,
    logger,
    modelDir: settings.EMBEDDING_MODEL_DIR,
  });
  const analyticsRollups = startAnalyticsRollups({ databaseUrl, logger });
  // The api writes mails to PostgreSQL as 'pending'; this puts them on the mail queue (docs/faults.md).
  const mailQueue = createQueue<MailJob>('mail');
  const mailForwarder = new MailOutboxForwarder({ databaseUrl, queue: mailQueue, logger });
  await mailForwarder.start();
  const heartbeat = startHeartbeat();
  logger.info('worker ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: waiting for active jobs');
    // Worker.close() stops taking jobs and resolves once the active ones have finished.
    await Promise.allSettled([
      ...workers.map((worker) => worker.close()),
      drainer.close(),
      savedSearches.close(),
      broadcastDelivery.close(),
      liveBroadcasts.close(),
      embeddings.close(),
      analyticsRollups.close(),
      mailForwarder.close(),
    ]);
    heartbeat.stop();
    await mailQueue.close();
    await writer.close();
    await orm.close(true);
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
