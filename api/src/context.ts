import type { ParameterizedContext } from 'koa';
import type { RouterContext } from '@koa/router';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@tbs/config';
import type { MailTarget } from '@tbs/contracts';
import type { ReadSql, SearchReader } from '@tbs/search';
import type { SearchLogWriter } from './commands/searchLogWriter.ts';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import type { CompanyEntity, ContactEntity, SessionEntity } from './entities.ts';
import type { RateLimits } from './rateLimit/limiter.ts';
import type { VatVerifier } from './vat/verifier.ts';
import type { AiPossibleMatches } from './queries/aiPossibleMatches.ts';
import type { BlockRow } from './queries/blockState.ts';
import type { PartCompanyDetailsCache } from './queries/partCompanyDetails.ts';

/** The signed-in contact of a request, resolved from the bearer token. */
export interface SignedIn {
  session: SessionEntity;
  contact: ContactEntity;
  company: CompanyEntity;
}

/** What every request carries in ctx.state. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The request-scoped EntityManager. */
  em: EntityManager;
  /** Present when a valid bearer token was sent. */
  auth?: SignedIn;
  /** The block facts read with the session (auth/sessions.ts), for policies/block.ts. */
  blockRow?: BlockRow;
  /** A bearer token was sent whose session is not live (middlewares/authenticate.ts). */
  sessionEnded?: boolean;
}

/** The settings handlers read, from the configuration parsed at start-up (never config() in a handler). */
export type AppSettings = Pick<
  Config,
  'NODE_ENV' | 'PAYMENT_PROVIDER' | 'MAP_TILE_URL' | 'SUPPORT_EMAIL' | 'INVENTORY_EMAIL' | 'REDIS_PREFIX'
>;

/** The long-lived services the routes use, created once per app and reachable as ctx.services. */
export interface Services {
  orm: MikroORM;
  redis: Redis;
  mailQueue: MailTarget;
  limits: RateLimits;
  /** The read side of the search index (engine-neutral). */
  search: SearchReader;
  /**
   * Read-only SQL for the reads that are searches in all but engine (news lists and searches, the analytics
   * views): served by the read replicas in rotation like the searches, by the primary without replicas or
   * with `{ fresh: true }` (a read that must see the requester's own write).
   */
  readSql: ReadSql;
  /** The phone, profile and contacts of the companies on member part hits, reused for a few seconds. */
  partCompanies: PartCompanyDetailsCache;
  /** Member searches to search_log and inventory_hit, written after the answer. */
  searchLog: SearchLogWriter;
  /** Checks visitors' captcha responses (RFQ) and, for ALTCHA, makes the challenges. */
  captcha: CaptchaVerifier;
  logger: Logger;
  /** Public address of the web app, used in e-mailed links. */
  publicUrl: string;
  /** Checks EU VAT numbers (VIES) for the reverse charge, or nothing (VAT_VERIFICATION). */
  vatVerifier: VatVerifier;
  settings: AppSettings;
  /** The AI possible matches: the embedding model and the broadcasts' vectors of this process. */
  aiMatches: AiPossibleMatches;
}

/** What the app adds to every Koa context besides ctx.state. */
export interface AppContextExtras {
  services: Services;
}

/** The context of app-level middleware. */
export type AppContext = ParameterizedContext<AppState, AppContextExtras>;

/** The context of a route's middleware and handler. */
export type RouteContext = RouterContext<AppState, AppContextExtras>;
