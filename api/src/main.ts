import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { Redis } from 'ioredis';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { createQueue } from '@tbs/indexer/queues';
import type { MailJob } from '@tbs/indexer/mail/jobs';
import { createApp } from './app.ts';
import { attachLiveUpdates } from './live/liveServer.ts';
import { sweepAbandonedUploads } from './commands/inventoryImport/receiveUpload.ts';
import { passwordResetRequestsSettled } from './commands/passwordReset.ts';
import { SearchLogWriter } from './commands/searchLogWriter.ts';
import { createLogger } from './logger.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * Time to receive a whole request. Node's default (5 minutes) would cut a 200 MB inventory upload on a slow
 * line; a stalled upload is stopped by the import's own stall timeout, and headers still have Node's 60 s.
 */
const REQUEST_TIMEOUT_MS = 30 * 60_000;

/** The api process: HTTP on PORT/HOST, and the built web app when WEB_DIST is set. */
async function main(): Promise<void> {
  const settings = config();
  const logger = createLogger();
  const orm = await initORM(settings.DATABASE_URL);
  const redis = new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 3 });
  const mailQueue = createQueue<MailJob>('mail');
  const searchLog = new SearchLogWriter(orm, logger);
  const app = createApp({
    orm,
    redis,
    mailQueue,
    logger,
    searchLog,
    webDist: settings.WEB_DIST || undefined,
    // The named reverse proxies only (nginx sets X-Forwarded-For); anyone else could fake their IP.
    trustProxy: settings.TRUST_PROXY,
  });
  const swept = await sweepAbandonedUploads();
  if (swept) logger.info({ swept }, 'removed the uploads of api processes that were killed mid-upload');
  const server = createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, app.callback());
  // Live updates of the broadcast lists: websockets on /api/live, fed by the Redis stream the worker appends to.
  const live = await attachLiveUpdates({ server, orm, redis, logger, trustProxy: settings.TRUST_PROXY });
  server.listen(settings.PORT, settings.HOST, () =>
    logger.info(
      { port: settings.PORT, host: settings.HOST, webDist: settings.WEB_DIST || null },
      'api listening',
    ),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing open requests');
    const forced = setTimeout(() => {
      logger.warn('open requests did not finish in time');
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    // Sockets would hold server.close() open; closed with 1001, their clients reconnect to another process.
    await live.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    // A reset request is answered before its mail is queued: finish that work before letting go of the queue.
    await Promise.all([searchLog.idle(), passwordResetRequestsSettled()]);
    await Promise.allSettled([mailQueue.close(), redis.quit(), orm.close(true)]);
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

/**
 * With more than one worker the primary only forks api processes sharing the port (one Node event loop per
 * core) and replaces one that dies; SIGTERM/SIGINT reach every worker, which finish their open requests.
 */
function runWorkers(count: number): void {
  const logger = createLogger();
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'api worker died; starting another');
    cluster.fork();
  });
  for (let i = 0; i < count; i += 1) cluster.fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

const workers = config().API_WORKERS || availableParallelism();
if (cluster.isPrimary && workers > 1) runWorkers(workers);
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
