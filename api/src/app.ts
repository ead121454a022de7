import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import type { MailQueue } from '@tbs/indexer/mail/jobs';
import { createSearchReader } from '@tbs/indexer/search/engines';
import type { SearchReader } from '@tbs/indexer/search/types';
import { createCaptchaVerifier, type CaptchaVerifier } from './captcha/captchaVerifier.ts';
import { SearchLogWriter } from './commands/searchLogWriter.ts';
import type { AppContextExtras, AppState, Services } from './context.ts';
import { createLogger } from './logger.ts';
import { apiNotFound } from './middlewares/apiNotFound.ts';
import { authenticate } from './middlewares/authenticate.ts';
import { errorHandler } from './middlewares/errorHandler.ts';
import { requestEntityManager } from './middlewares/requestEntityManager.ts';
import { requestLogging } from './middlewares/requestLogging.ts';
import { serveWebApp } from './middlewares/webApp.ts';
import { createRateLimits, type RateLimitSettings } from './rateLimit/limiter.ts';
import { createApiRouter } from './routes/index.ts';

export interface AppOptions {
  /** The read side of the search index; defaults to the engine SEARCH_ENGINE names. */
  search?: SearchReader;
  /** Where member searches are logged; tests pass one to wait on it. */
  searchLog?: SearchLogWriter;
  /** Defaults to reCAPTCHA with CAPTCHA_SECRET, else the test verifier outside production (fails closed in it). */
  captcha?: CaptchaVerifier;
  orm: MikroORM;
  /** For rate limits. */
  redis: Redis;
  /** Where e-mails are enqueued (job 'send'). */
  mailQueue: MailQueue;
  logger?: Logger;
  /** Defaults to config().PUBLIC_URL. */
  publicUrl?: string;
  /** Overrides of the configured limits (tests). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Dev-only routes (/dev/outbox); defaults to NODE_ENV !== 'production'. */
  devRoutes?: boolean;
  /** Folder of the built web app to serve, with the SPA fallback. */
  webDist?: string;
  /** Trust X-Forwarded-For from one proxy in front (nginx sets it); the IP rate limits use it. */
  trustProxy?: boolean;
}

/** The Koa app of the HTTP API (not listening; main.ts and the tests start the server). */
export function createApp(options: AppOptions): Koa<AppState, AppContextExtras> {
  const settings = config();
  const logger = options.logger ?? createLogger();
  const services: Services = {
    orm: options.orm,
    redis: options.redis,
    mailQueue: options.mailQueue,
    logger,
    search: options.search ?? createSearchReader(),
    searchLog: options.searchLog ?? new SearchLogWriter(options.orm, logger),
    captcha: options.captcha ?? createCaptchaVerifier(settings.NODE_ENV, settings.CAPTCHA_SECRET),
    limits: createRateLimits(options.redis, { ...settings, ...options.rateLimits }),
    publicUrl: options.publicUrl ?? settings.PUBLIC_URL,
  };
  const api = createApiRouter({
    dev: options.devRoutes ?? settings.NODE_ENV !== 'production',
    // Tests and the browser tests run every answer against its declared schema.
    checkResponses: settings.NODE_ENV === 'test',
  });

  const app = new Koa<AppState, AppContextExtras>({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
  app.context.services = services;
  app.use(requestLogging(logger));
  app.use(errorHandler());
  if (options.webDist) app.use(serveWebApp(options.webDist));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  app.use(requestEntityManager(options.orm));
  app.use(authenticate());
  app.use(apiNotFound());
  app.use(api.koa.routes());
  app.use(api.koa.allowedMethods({ throw: true }));
  return app;
}
