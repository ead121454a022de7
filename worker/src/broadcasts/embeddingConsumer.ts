import type { Logger } from 'pino';
import { loadEmbeddingModel } from '@tbs/models';
import { embedBroadcasts } from './embedBroadcasts.ts';
import { backfillEmbeddings } from './embeddingBackfill.ts';
import { startBroadcastConsumer, type BroadcastConsumerLoop } from './pendingConsumer.ts';

/**
 * Starts the 'embedding' consumer of the new-broadcast pipeline, at least once with an idempotent effect like
 * delivery and saved searches, and embeds in the background the last 30 days' broadcasts that have no vector of
 * this model (a freshly seeded database, a new model). Without a usable model (logged once by the loader) it
 * does not start: the pending rows wait for a model.
 */
export async function startBroadcastEmbedding(props: {
  databaseUrl: string;
  logger: Logger;
  modelDir?: string;
}): Promise<{ close(): Promise<void> }> {
  const model = await loadEmbeddingModel(props.modelDir || undefined, props.logger);
  if (!model.available) return { close: async () => undefined };
  const consumer: BroadcastConsumerLoop = await startBroadcastConsumer({
    databaseUrl: props.databaseUrl,
    consumer: 'embedding',
    logger: props.logger,
    handle: async (broadcastIds, client) => {
      await embedBroadcasts(client, model, broadcastIds);
    },
  });
  const stopping = new AbortController();
  const catchingUp = backfillEmbeddings({
    databaseUrl: props.databaseUrl,
    model,
    signal: stopping.signal,
    since: new Date(Date.now() - 30 * 86_400_000),
  }).then(
    (embedded) => embedded && props.logger.info({ embedded }, 'broadcasts of the last 30 days embedded'),
    (error: unknown) => props.logger.error({ err: error }, 'embedding the last 30 days failed'),
  );
  return {
    async close() {
      stopping.abort();
      await catchingUp;
      await consumer.close();
      await model.close();
    },
  };
}
