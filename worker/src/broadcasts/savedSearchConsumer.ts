import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';
import { type MailJob, type MailQueue, createQueue } from '@tbs/contracts';
import { startBroadcastConsumer } from './pendingConsumer.ts';
import { startSavedSearchDigests } from './savedSearchDigest.ts';
import { fillSavedSearchTerms, matchSavedSearches, queueSavedSearchAlerts } from './savedSearchMatch.ts';

/**
 * The 'savedSearch' consumer's handler: match the claimed broadcasts, record the hits and queue the immediate
 * alerts, all before the claim commits (a re-run after a crash finds the hits recorded, and the alerts' job
 * ids taken).
 */
export function savedSearchHandler(queue: MailQueue, publicUrl: string, logger?: Logger) {
  return async (broadcastIds: number[], client: pg.PoolClient): Promise<void> => {
    const hits = await matchSavedSearches(client, broadcastIds);
    const alerts = await queueSavedSearchAlerts(queue, hits, publicUrl);
    if (hits.length)
      logger?.info({ broadcasts: broadcastIds.length, hits: hits.length, alerts }, 'saved searches hit');
  };
}

/** Starts saved-search alerts in the worker: the pipeline consumer and the daily digest job. */
export async function startSavedSearchAlerts(props: {
  databaseUrl: string;
  publicUrl: string;
  logger: Logger;
  digestHour?: number;
}): Promise<{ close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: withDefaultUser(props.databaseUrl) });
  await client.connect();
  try {
    const filled = await fillSavedSearchTerms(client);
    if (filled) props.logger.info({ filled }, 'saved searches given their matching terms');
  } finally {
    await client.end();
  }
  const queue = createQueue<MailJob>('mail');
  const consumer = await startBroadcastConsumer({
    databaseUrl: props.databaseUrl,
    consumer: 'savedSearch',
    logger: props.logger,
    handle: savedSearchHandler(queue, props.publicUrl, props.logger),
  });
  const digests = startSavedSearchDigests({
    databaseUrl: props.databaseUrl,
    queue,
    publicUrl: props.publicUrl,
    logger: props.logger,
    hour: props.digestHour,
  });
  return {
    async close() {
      await Promise.allSettled([consumer.close(), digests.close()]);
      await queue.close();
    },
  };
}
