import Koa from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import type { MailTarget } from '@tbs/contracts';
import {
  createReadReplicas,
  createSearchReader,
  type ReadSql,
  type ReplicaState,
  type SearchReader,
} from '@tbs/search';
import { createCaptchaVerifier } from './captcha/captchaVerifier.ts';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import { SearchLogWriter } from './commands/searchLogWriter.ts';
import type { AppContextExtras, AppState, Services } from './context.ts';
import { createLogger } from './logger.ts';
import { apiNotFound } from './middlewares/apiNotFound.ts';
import { authenticate } from './middlewares/authenticate.ts';
import { clientAddress } from './middlewares/clientAddress.ts';
import { compression } from './middlewares/compression.ts';
import { errorHandler } from './middlewares/errorHandler.ts';
import { jsonBody } from './middlewares/jsonBody.ts';
import { requestEntityManager } from './middlewares/requestEntityManager.ts';
import { requestLogging } from './middlewares/requestLogging.ts';
import { securityHeaders } from './middlewares/securityHeaders.ts';
import { serveWebApp } from './middlewares/webApp.ts';
import { createPageRenderer } from './seo/pageRenderer.ts';
import { serveSeoFiles, type SeoFileOptions } from './seo/seoFiles.ts';
import { createRateLimits, type RateLimitSettings } from './rateLimit/limiter.ts';
import { dependencyOutages } from './middlewares/dependencyOutages.ts';
import { createApiRouter } from './routes/index.ts';
import { healthCheck } from './routes/health/health.ts';
import { UPLOAD_BODY_LIMIT, UPLOAD_PATHS } from './routes/companies/pictures/schema.ts';
import { createVatVerifier } from './vat/vatVerifier.ts';
import type { VatVerifier } from './vat/verifier.ts';
import { AiPossibleMatches } from './queries/aiPossibleMatches.ts';
import { createApiReadSql } from './queries/readSql.ts';
import { PartCompanyDetailsCache } from './queries/partCompanyDetails.ts';

export interface AppOptions {
  /** The read side of the search index; defaults to the engine SEARCH_ENGINE names. */
  search?: SearchReader;
  /**
   * Read-only SQL of the news and analytics reads; defaults to the read replicas of SEARCH_DATABASE_URLS (the
   * search reader's, under the same health monitor) with the primary of `orm` behind them.
   */
  readSql?: ReadSql;
  /** Where member searches are logged; tests pass one to wait on it. */
  searchLog?: SearchLogWriter;
  /** Defaults to the provider CAPTCHA_PROVIDER names (ALTCHA unless set; see createCaptchaVerifier). */
  captcha?: CaptchaVerifier;
  orm: MikroORM;
  /** For rate limits. */
  redis: Redis;
  /** Where e-mails are put: the PostgreSQL outbox the worker forwards (main.ts), or the mail queue (tests). */
  mailQueue: MailTarget;
  logger?: Logger;
  /** Defaults to config().PUBLIC_URL. */
  publicUrl?: string;
  /** Defaults to the service VAT_VERIFICATION names (none unless set; see createVatVerifier). */
  vatVerifier?: VatVerifier;
  /** Overrides of the configured limits (tests). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Dev-only routes (/dev/outbox); defaults to NODE_ENV !== 'production'. */
  devRoutes?: boolean;
  /** Folder of the built web app to serve, with the SPA fallback. */
  webDist?: string;
  /** Sitemap paging and caching (tests page by a few URLs). */
  seo?: Partial<SeoFileOptions>;
  /**
   * The reverse proxies (addresses or CIDR blocks) whose X-Forwarded-For/-Proto are believed; the IP rate
   * limits use the client address. Defaults to none: ctx.ip is the TCP peer.
   */
  trustProxy?: readonly string[];
  /** The AI possible matches; defaults to the model of EMBEDDING_MODEL_DIR (models/ when empty). */
  aiMatches?: AiPossibleMatches;
}

/** Anonymous writes store a few KB at most (their schemas cap every field), so their bodies are small too. */
const SMALL_BODY_LIMITS = Object.fromEntries(
  ['/api/events', '/api/events/feature', '/api/misc/logPage'].map((path) => [path, 16 * 1024]),
);

/** Picture and logo uploads are base64 in JSON (spec): up to 5 MB decoded, the only bodies above 1 MB. */
const UPLOAD_BODY_LIMITS = Object.fromEntries(UPLOAD_PATHS.map((path) => [path, UPLOAD_BODY_LIMIT]));

/** The Koa app of the HTTP API (not listening; main.ts and the tests start the server). */
export function createApp(options: AppOptions): Koa<AppState, AppContextExtras> {
  const settings = config();
  const logger = options.logger ?? createLogger();
  // One health monitor per process for every read the replicas serve: the searches and the read-only SQL.
  const replicas =
    options.search && options.readSql ? undefined : createReadReplicas(settings, replicaChangeLogger(logger));
  const services: Services = {
    orm: options.orm,
    redis: options.redis,
    mailQueue: options.mailQueue,
    logger,
    search: options.search ?? createSearchReader({ replicas }),
    readSql: options.readSql ?? createApiReadSql(options.orm, replicas),
    searchLog: options.searchLog ?? new SearchLogWriter(options.orm, logger),
    partCompanies: new PartCompanyDetailsCache(),
    captcha: options.captcha ?? createCaptchaVerifier(settings, options.redis),
    limits: createRateLimits(options.redis, { ...settings, ...options.rateLimits }),
    publicUrl: options.publicUrl ?? settings.PUBLIC_URL,
    vatVerifier: options.vatVerifier ?? createVatVerifier(settings),
    settings,
    aiMatches:
      options.aiMatches ??
      new AiPossibleMatches({
        logger,
        modelDir: settings.EMBEDDING_MODEL_DIR,
        indexDir: settings.AI_INDEX_DIR,
      }),
  };
  const api = createApiRouter({
    dev: options.devRoutes ?? settings.NODE_ENV !== 'production',
    // Tests and the browser tests run every answer against its declared schema.
    checkResponses: settings.NODE_ENV === 'test',
  });

  // Koa's own proxy mode would believe X-Forwarded-For from any peer; clientAddress checks the peer first.
  const app = new Koa<AppState, AppContextExtras>({ proxy: false });
  app.context.services = services;
  app.use(clientAddress(options.trustProxy ?? []));
  app.use(securityHeaders(settings.MAP_TILE_URL));
  app.use(healthCheck({ orm: options.orm, redis: options.redis }));
  app.use(requestLogging(logger));
  app.use(errorHandler());
  // Around everything that writes a body (the web app, pages, the API); error answers are small and go out plain.
  app.use(compression());
  // PostgreSQL or Redis unreachable: a 503 the user can read, not a 500 (docs/faults.md).
  app.use(dependencyOutages());
  app.use(serveSeoFiles(options.seo));
  if (options.webDist) app.use(serveWebApp(options.webDist, createPageRenderer(options.webDist)));
  app.use(jsonBody({ limit: 1024 * 1024, limitsByPath: { ...SMALL_BODY_LIMITS, ...UPLOAD_BODY_LIMITS } }));
  app.use(requestEntityManager(options.orm));
  app.use(authenticate(settings.SESSION_IDLE_TIMEOUT_MINUTES));
  app.use(apiNotFound());
  app.use(api.koa.routes());
  app.use(api.koa.allowedMethods({ throw: true }));
  return app;
}

/** Logs a search replica leaving the rotation, and its return, as warnings; its first joining as info. */
function replicaChangeLogger(logger: Logger): (replica: ReplicaState) => void {
  const leftOnce = new Set<string>();
  return (replica) => {
    if (!replica.inRotation) {
      leftOnce.add(replica.name);
      logger.warn({ replica: replica.name, reason: replica.reason }, 'search replica out of rotation');
    } else if (leftOnce.has(replica.name))
      logger.warn({ replica: replica.name }, 'search replica back in rotation');
    else logger.info({ replica: replica.name }, 'search replica in rotation');
  };
}
