import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { createQueue } from '@tbs/indexer/queues';
import type { MailJob } from '@tbs/indexer/mail/jobs';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The api process: HTTP on PORT/HOST, and the built web app when WEB_DIST is set. */
async function main(): Promise<void> {
  const settings = config();
  const logger = createLogger();
  const orm = await initORM(settings.DATABASE_URL);
  const redis = new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 3 });
  const mailQueue = createQueue<MailJob>('mail');
  const app = createApp({
    orm,
    redis,
    mailQueue,
    logger,
    webDist: settings.WEB_DIST || undefined,
    // Only behind a reverse proxy (nginx sets X-Forwarded-For); otherwise clients could fake their IP.
    trustProxy: settings.TRUST_PROXY,
  });
  const server = createServer(app.callback());
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
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    await Promise.allSettled([mailQueue.close(), redis.quit(), orm.close(true)]);
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
