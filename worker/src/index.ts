/**
 * @tbs/worker: what the worker process does that an operator's command or a benchmark may run in-process
 * (rebuild an index or the analytics, list and replay failed mail, deliver broadcasts as the worker does).
 * The process itself is main.ts.
 */
export { OutboxDrainer } from './indexing/outboxDrainer.ts';
export { rebuildEmptyIndexes, reindex } from './indexing/reindex.ts';
export { rebuildAnalytics, refoldFrom } from './analytics/rollups.ts';
export { listUndeliveredMails, replayFailedMails } from './mail/failedMails.ts';
export { matchSavedSearches } from './broadcasts/savedSearchMatch.ts';
export { deliverBroadcasts, startBroadcastMailWorker } from './broadcasts/delivery.ts';
export { createBroadcastConsumer, type BroadcastConsumerLoop } from './broadcasts/pendingConsumer.ts';
export { embedBroadcasts } from './broadcasts/embedBroadcasts.ts';
export { startBroadcastEmbedding } from './broadcasts/embeddingConsumer.ts';
export { backfillEmbeddings } from './broadcasts/embeddingBackfill.ts';
