import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { MailOutbox } from '@tbs/contracts';
import { createApp } from './app.ts';
import { attachLiveUpdates, type LiveUpdates } from './live/liveServer.ts';
import { sweepAbandonedUploads } from './commands/inventoryImport/receiveUpload.ts';
import { passwordResetRequestsSettled } from './commands/passwordReset.ts';
import { SearchLogWriter } from './commands/searchLogWriter.ts';
import { createLogger } from './logger.ts';
import { loadInstallationKeys } from './secrets/installationKeys.ts';
import { startingAnswer } from './routes/health/health.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * Time to receive a whole request. Node's default (5 minutes) would cut a 200 MB inventory upload on a slow
 * line; a stalled upload is stopped by the import's own stall timeout, and headers still have Node's 60 s.
 */
const REQUEST_TIMEOUT_MS = 30 * 60_000;
/** Waits between attempts to reach a dependency at start-up: 1 s, 2 s, 4 s, then every 5 s. */
const startRetryMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 5_000);

/**
 * The requests' Redis (rate limits, captcha, import slots): a command never waits for a reconnect (no offline
 * queue) nor longer than commandTimeout, so with Redis down a request fails at once and is answered 503.
 */
function requestRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(200 * times, 2_000),
  });
  let down = false;
  redis.on('error', (error) => {
    if (!down)
      logger.warn({ err: error }, 'redis unreachable; rate-limited requests answer 503 until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info('redis is back');
    down = false;
  });
  return redis;
}

/** MikroORM, retried until PostgreSQL answers (the process keeps answering 503 'starting' meanwhile). */
async function connectDatabase(url: string, logger: Logger): Promise<MikroORM> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A connection that cannot be made within 5 s (a host that does not answer, every connection busy) fails
      // the request with a 503 instead of holding it until the operating system gives up.
      return await initORM(url, { driverOptions: { connectionTimeoutMillis: 5_000 } });
    } catch (error) {
      logger.warn({ err: error, attempt }, 'postgresql unreachable at start-up; trying again');
      await sleep(startRetryMs(attempt));
    }
  }
}

/**
 * Live updates follow a Redis stream on connections of their own (blocking reads: no command timeout); while
 * Redis is down at start-up the api answers without them and attaches them once Redis is back.
 */
async function attachLiveWhenReady(
  options: Parameters<typeof attachLiveUpdates>[0],
  isStopping: () => boolean,
): Promise<LiveUpdates | undefined> {
  for (let attempt = 0; !isStopping(); attempt += 1) {
    try {
      return await attachLiveUpdates(options);
    } catch (error) {
      options.logger.warn({ err: error, attempt }, 'live updates could not start; trying again');
      await sleep(startRetryMs(attempt));
    }
  }
  return undefined;
}

/** Answers 503 'starting' until the app is ready, then hands every request to it. */
function switchableHandler() {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  return {
    serve(req: IncomingMessage, res: ServerResponse) {
      if (handler) return handler(req, res);
      const answer = startingAnswer(new URL(req.url ?? '/', 'http://localhost').pathname);
      res.writeHead(answer.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Retry-After': String(answer.retryAfterSeconds),
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(answer.body));
    },
    ready(app: (req: IncomingMessage, res: ServerResponse) => void) {
      handler = app;
    },
  };
}

/** The api process: HTTP on PORT/HOST, and the built web app when WEB_DIST is set. */
async function main(): Promise<void> {
  const settings = config();
  const logger = createLogger();
  const handler = switchableHandler();
  const server = createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, (req, res) => handler.serve(req, res));
  // Listening first: probes get 503 'starting' (not a refused connection) while PostgreSQL is awaited.
  await new Promise<void>((resolve) => server.listen(settings.PORT, settings.HOST, resolve));
  logger.info({ port: settings.PORT, host: settings.HOST }, 'api listening (starting)');

  let stopping = false;
  const orm = await connectDatabase(settings.DATABASE_URL, logger);
  // Before the routes are built: outside production, the keys the environment leaves unset are the installation's.
  await loadInstallationKeys(orm);
  const redis = requestRedis(settings.REDIS_URL, logger);
  const liveRedis = new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 3 });
  liveRedis.on('error', () => undefined); // reported by the requests' connection above
  const searchLog = new SearchLogWriter(orm, logger);
  const app = createApp({
    orm,
    redis,
    // A confirmed mail is a row in PostgreSQL; the worker forwards it to the mail queue (docs/faults.md).
    mailQueue: new MailOutbox(orm, settings.SMTP_URL ? 'smtp' : 'outbox'),
    logger,
    searchLog,
    webDist: settings.WEB_DIST || undefined,
    // The named reverse proxies only (nginx sets X-Forwarded-For); anyone else could fake their IP.
    trustProxy: settings.TRUST_PROXY,
  });
  const swept = await sweepAbandonedUploads();
  if (swept) logger.info({ swept }, 'removed the uploads of api processes that were killed mid-upload');
  handler.ready(app.callback());
  logger.info({ webDist: settings.WEB_DIST || null }, 'api ready');
  // The AI possible matches' index of the last 30 days: read from its saved copy (or built) now rather than on
  // the first request, then kept current from the worker's NOTIFY.
  const aiMatches = app.context.services.aiMatches;
  void aiMatches.warmUp(orm.em.fork(), settings.DATABASE_URL);
  // Live updates of the broadcast lists: websockets on /api/live, fed by the Redis stream the worker appends to.
  const live = attachLiveWhenReady(
    { server, orm, redis: liveRedis, logger, trustProxy: settings.TRUST_PROXY },
    () => stopping,
  );

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
    await (await live)?.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    // A reset request is answered before its mail is written: finish that work before closing the pool.
    await Promise.all([searchLog.idle(), passwordResetRequestsSettled(), aiMatches.close()]);
    await Promise.allSettled([redis.quit(), liveRedis.quit(), orm.close(true)]);
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
