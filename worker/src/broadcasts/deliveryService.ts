import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createQueue, type BroadcastMailJob } from '@tbs/contracts';
import { deliverBroadcasts, startBroadcastMailWorker } from './delivery.ts';
import { runDigest, scheduleDigest } from './digest.ts';
import { startBroadcastConsumer } from './pendingConsumer.ts';

/**
 * Broadcast delivery in the worker: the pipeline's 'delivery' consumer (ledger rows and Standard mails), the
 * broadcastMail queue's worker (the mails and the daily digest run) and the digest's daily schedule.
 */
export async function startBroadcastDelivery(props: {
  orm: MikroORM;
  logger: Logger;
  databaseUrl: string;
  /** The web app's address, for the mails' links. */
  publicUrl: string;
}): Promise<{ close(): Promise<void> }> {
  const { orm, logger, databaseUrl, publicUrl } = props;
  const queue = createQueue<BroadcastMailJob>('broadcastMail');
  const mailWorker = startBroadcastMailWorker({
    orm,
    logger,
    databaseUrl,
    runDigest: (day) => runDigest({ databaseUrl, queue, day, publicUrl }),
  });
  await scheduleDigest(queue);
  const consumer = await startBroadcastConsumer({
    databaseUrl,
    consumer: 'delivery',
    logger,
    // A broadcast can have thousands of subscribers, each a queued job held in memory until the claim
    // commits: a backlog after downtime is taken 10 broadcasts at a time, not the pipeline's 200.
    batchSize: 10,
    handle: async (broadcastIds, client) => {
      const report = await deliverBroadcasts(broadcastIds, client, queue, publicUrl);
      logger.info({ broadcasts: broadcastIds.length, ...report }, 'broadcasts delivered');
    },
  });
  return {
    close: async () => {
      await consumer.close();
      await mailWorker.close();
      await queue.close();
    },
  };
}
