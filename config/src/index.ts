import { isIP } from 'node:net';
import { z } from 'zod';

/** An IPv4/IPv6 address, or a CIDR block of one (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the reverse proxies (addresses or CIDR blocks, comma-separated) whose X-Forwarded-For and
 * X-Forwarded-Proto the api believes; '0', 'false' or empty trusts nobody. '1'/'true' once meant "trust any
 * peer", which lets a client that reaches the api directly pick its own address; it is refused with a hint.
 */
const TrustProxySchema = z
  .string()
  .default('0')
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    if (entries.some((entry) => entry === '1' || entry === 'true')) {
      ctx.addIssue({
        code: 'custom',
        message:
          "name the reverse proxy's address(es) instead of '1', e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=172.28.80.10 (comma-separated addresses or CIDR blocks; 0 trusts nobody)",
      });
      return;
    }
    for (const entry of entries) {
      if (entry === '0' || entry === 'false') continue;
      if (!isAddressOrCidr(entry)) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not an IP address or CIDR block` });
      }
    }
  })
  .transform((entries) => entries.filter((entry) => entry !== '0' && entry !== 'false'));

const DEFAULT_MAIL_FROM = 'TBS <noreply@tbs.local>';

/** The environment the processes read, with defaults that work on a fresh developer machine. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://127.0.0.1:5432/tbs'),
  /** The search engine behind the api's read side and the worker's write side; only postgres exists yet. */
  SEARCH_ENGINE: z.enum(['postgres']).default('postgres'),
  /**
   * Streaming read replicas of DATABASE_URL that answer searches, news lists and searches and the analytics
   * views (comma-separated PostgreSQL URLs; none by default). Reads that must see the requester's own writes,
   * and all reads while no replica is in rotation, go to the primary.
   */
  SEARCH_DATABASE_URLS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/ }))),
  /** A replica further behind the primary than this (ms) leaves the rotation until it catches up. */
  SEARCH_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How often the api probes each replica's lag and whether it answers (ms). */
  SEARCH_REPLICA_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** Searches one api process runs at once (the PostgreSQL engine: its search connections). */
  SEARCH_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  /** Of SEARCH_POOL_SIZE, how many only members' searches use, so a flood of visitors' searches cannot queue them. */
  SEARCH_MEMBER_RESERVE: z.coerce.number().int().min(0).max(100).default(2),
  /** How long a member's search waits for a free slot (ms) before it is answered 503 "Search is busy". */
  SEARCH_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(30_000).default(1500),
  /** Members' searches that may wait for a slot at once per api process; one more is answered 503 at once. */
  SEARCH_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
  /**
   * How long a visitor's search waits for its turn (ms) before it is answered 503 "Search is busy". Visitors'
   * searches take turns by address, so a burst from many addresses is served in turn within this wait.
   */
  SEARCH_VISITOR_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(30_000).default(5000),
  /** Visitors' searches that may wait at once per api process; one more is answered 503 at once. */
  SEARCH_VISITOR_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(200),
  /** Of them, how many from one address (a five-term search is five); one more from it is answered 503 at once. */
  SEARCH_VISITOR_QUEUE_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * Key of the opaque part tokens visitors get instead of part ids (ids run in blocks per company). Required
   * in production (the api does not start without it); elsewhere, unset, the installation's own key.
   */
  PART_TOKEN_KEY: z.string().min(32).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Only this machine by default; containers set 0.0.0.0 (Dockerfile) to be reachable from their network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** api processes sharing the port (node:cluster); 0 means one per CPU core. */
  API_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** Public address used in e-mailed links (password reset). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** SMTP server; when unset, mail goes to the local outbox table (see /dev/outbox). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of product mail; required in production with SMTP_URL (the default suits the local outbox only). */
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /**
   * The operator's address for members (the inventory-by-file notice, the contact page). The spec names none;
   * unset, the pages show no address rather than a made-up one.
   */
  SUPPORT_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  /**
   * Where members may mail their inventory as a file (the notice on /inventory); unset, SUPPORT_EMAIL, else
   * the first staff contact of the contact page.
   */
  INVENTORY_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  /**
   * Raster tiles drawn under the companies map, as a template with {z}, {x} and {y} (e.g.
   * https://tile.example.com/{z}/{x}/{y}.png, Web Mercator 256 px tiles). Unset by default: the map draws the
   * shipped world atlas alone and nothing is fetched from elsewhere. The CSP allows its origin only when set.
   */
  MAP_TILE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine(
        (template) => ['{z}', '{x}', '{y}'].every((part) => template.includes(part)),
        'name the tile with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png',
      )
      .refine((template) => {
        try {
          const url = new URL(template.replace(/\{[xyz]\}/g, '0'));
          return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.host.includes('{');
        } catch {
          return false;
        }
      }, 'must be an http(s) address without credentials or placeholders in its host')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Who checks visitors' captchas: 'altcha' (self-hosted proof of work, needs no outside service) or
   * 'recaptcha' (Google, with CAPTCHA_SECRET; its browser widget is not built yet).
   */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  /** Secret of the reCAPTCHA provider; required with CAPTCHA_PROVIDER=recaptcha (the api does not start without). */
  CAPTCHA_SECRET: z.string().min(1).optional(),
  /**
   * Signs ALTCHA challenges. Required in production (the api does not start without it); elsewhere, unset, the
   * installation's own key.
   */
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** ALTCHA difficulty: PBKDF2 iterations per attempt and the most attempts a challenge needs (about 0.5 s). */
  CAPTCHA_ALTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  CAPTCHA_ALTCHA_MAX_COUNTER: z.coerce.number().int().min(4).max(1_000_000).default(4000),
  /** How long a visitor has to use a captcha challenge, in seconds. */
  CAPTCHA_EXPIRY_S: z.coerce.number().int().min(30).max(86_400).default(1200),
  /** The reverse proxies whose X-Forwarded-For/-Proto are believed (see TrustProxySchema); none by default. */
  TRUST_PROXY: TrustProxySchema,
  /** Folder of the built web app that the api serves; empty disables static serving. */
  WEB_DIST: z.string().default(''),
  /**
   * Folder of the embedding model of the AI possible matches (model.onnx, tokenizer.json); empty: the model
   * committed in models/. Read from disk only, never fetched.
   */
  EMBEDDING_MODEL_DIR: z.string().default(''),
  /**
   * Folder where each api process saves its vector index of the AI possible matches (a cache of
   * broadcast_embedding, rebuilt when missing); empty: tbs-ai-index in the system's temporary folder.
   */
  AI_INDEX_DIR: z.string().default(''),
  /** Prefix for Redis keys and queue names, so test runs never touch a running product's queues. */
  REDIS_PREFIX: z.string().min(1).default('tbs'),
  /**
   * A session unused this long is refused (besides its 30-day limit). The spec keeps members signed in across
   * visits, so the default is a week rather than minutes.
   */
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(7 * 24 * 60),
  // Rate limits (docs/api.md "Rate limits"; the registry is api/src/rateLimit/limiter.ts). Per-IP limits are
  // sized for an office of 50 people behind one NAT address.
  /** Failed sign-ins per (account, IP) in RATE_LIMIT_WINDOW_S before that pair gets 429; a success resets it. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(5),
  /**
   * Failed sign-ins per account from all addresses in an hour after which an address that has not signed in
   * to the account lately gets one try per RATE_LIMIT_WINDOW_S (the owner's right password still works).
   */
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins per IP in an hour, whatever the account. */
  RATE_LIMIT_LOGIN_IP: z.coerce.number().int().positive().default(300),
  /** Wrong two-factor codes per contact in RATE_LIMIT_WINDOW_S. */
  RATE_LIMIT_2FA: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(900),
  /** Password reset requests per e-mail address in an hour (malformed requests do not count). */
  RATE_LIMIT_RESET: z.coerce.number().int().positive().default(5),
  /** Password reset requests per IP in an hour. */
  RATE_LIMIT_RESET_IP: z.coerce.number().int().positive().default(30),
  /** Invalid or expired reset links checked or used per IP in an hour. */
  RATE_LIMIT_RESET_TOKEN: z.coerce.number().int().positive().default(20),
  /**
   * Requests for quote per RATE_LIMIT_RFQ_WINDOW_S that passed validation (and the captcha): visitors per IP
   * and per sender address, members per contact.
   */
  RATE_LIMIT_RFQ_VISITOR: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_RFQ_SENDER: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RFQ_MEMBER: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_RFQ_WINDOW_S: z.coerce.number().int().positive().default(3600),
  /** Replies to broadcasts per hour, per member contact (each one mails another member). */
  RATE_LIMIT_BROADCAST_REPLY: z.coerce.number().int().positive().default(30),
  /** Parts searches per minute, per member contact or per visitor IP: more than a person types. */
  RATE_LIMIT_SEARCH: z.coerce.number().int().positive().default(120),
  /** Usage events and page views per minute, per member contact or per visitor IP (429 beyond). */
  RATE_LIMIT_TRACKING: z.coerce.number().int().positive().default(120),
  /** Captcha challenges handed out per minute, per member contact or per visitor IP (each costs us CPU). */
  RATE_LIMIT_CAPTCHA: z.coerce.number().int().positive().default(30),
  /**
   * Banner and advertisement clicks counted per minute, per member contact or per visitor IP; beyond it, and
   * for a repeated click on the same item within 10 minutes, the click is answered but not counted.
   */
  RATE_LIMIT_CLICKS: z.coerce.number().int().positive().default(30),
  /** Profile picture and logo uploads and removals per contact an hour (each upload is decoded and re-encoded). */
  RATE_LIMIT_PICTURE_UPLOAD: z.coerce.number().int().positive().default(30),
  /** Recommendations per contact a day that passed validation (each mails the recommended company's owner). */
  RATE_LIMIT_RECOMMENDATION: z.coerce.number().int().positive().default(10),
  /** Complaints per contact a day, counted before the upload is read (refused ones count too). */
  RATE_LIMIT_COMPLAINT: z.coerce.number().int().positive().default(20),
  /** Contact messages an hour: members per contact, visitors per IP, and visitors' messages per recipient. */
  RATE_LIMIT_CONTACT_MESSAGE_MEMBER: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CONTACT_MESSAGE_VISITOR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_CONTACT_MESSAGE_RECIPIENT: z.coerce.number().int().positive().default(10),
  /** Free-trial registrations per IP an hour that passed validation and the captcha (each waits for staff). */
  RATE_LIMIT_REGISTRATION: z.coerce.number().int().positive().default(10),
  /**
   * Mails a day to one address telling that someone registered with it although it is in use (the form answers
   * as always); past the limit the form still answers alike, and the address gets no more of them that day.
   */
  RATE_LIMIT_REGISTRATION_NOTICE: z.coerce.number().int().positive().default(3),
  /** Ratings of the registration form per IP an hour. */
  RATE_LIMIT_REGISTRATION_RATING: z.coerce.number().int().positive().default(20),
  /**
   * Inventory imports running at once across all api processes, their uploads included (one per company
   * anyway); one more is answered 503. Each holds a database connection once its upload is in.
   */
  IMPORT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(100).default(4),
  /** Seconds an import upload may send nothing before it is dropped with a 408. */
  IMPORT_STALL_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
  // Live updates of the broadcast lists (api/src/live/, docs/api.md "Live updates").
  /** Events kept on the Redis stream for reconnecting clients (trimmed approximately); older ones mean a refetch. */
  LIVE_STREAM_MAXLEN: z.coerce.number().int().min(10).max(1_000_000).default(5000),
  /** Open live sockets per client IP across all api processes: an office of 50 behind one NAT with a few tabs each. */
  LIVE_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Live socket openings per client IP a minute (reconnect loops); the office of 50 above reloading pages. */
  LIVE_MAX_CONNECTS_PER_IP_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Open live sockets per signed-in contact across all api processes (browser tabs). */
  LIVE_MAX_SOCKETS_PER_CONTACT: z.coerce.number().int().min(1).max(1000).default(12),
  /** Seconds between pings; a socket that has not answered the previous ping is dropped. */
  LIVE_PING_INTERVAL_S: z.coerce.number().int().min(1).max(600).default(30),
  // Membership payments (api/src/payments/, docs/api.md "Payments").
  /**
   * The card payment provider: 'simulated' (a local page that approves or declines and calls the webhook,
   * signed; needs no network) or 'stripe' (Checkout Sessions, with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).
   * The simulated provider is refused in production unless PAYMENT_SIMULATED_IN_PRODUCTION=true.
   */
  PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  /** Stripe's secret API key (sk_live_... / sk_test_...); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_...); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /**
   * Signs the simulated provider's webhook calls (HMAC-SHA256). Required in production when the simulated
   * provider is allowed there; elsewhere, unset, the installation's own key.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Lets the simulated provider (and its approve/decline page) run under NODE_ENV=production: demos only. */
  PAYMENT_SIMULATED_IN_PRODUCTION: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Invoice requests (POST /api/companies/invoice) an hour: members per contact, visitors per IP. */
  RATE_LIMIT_INVOICE_REQUEST: z.coerce.number().int().positive().default(20),
  // VAT number verification (api/src/vat/, docs/api.md "VAT").
  /**
   * 'vies' checks EU VAT numbers with the EU's VIES service at VIES_URL; 'none' checks nothing, so a visitor's
   * order is never reverse charged (a member's number on record still is when its check digits hold).
   */
  VAT_VERIFICATION: z.enum(['none', 'vies']).default('none'),
  /** VIES's REST check (POST {countryCode, vatNumber}); another address for a test double. */
  VIES_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  /** How long a quote waits for VIES (ms); no answer by then taxes the order as unverified. */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
});

/** Rules across variables. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  // The default sender is a placeholder for the local outbox; real mail must not come from it.
  if (env.NODE_ENV === 'production' && env.SMTP_URL && env.MAIL_FROM === DEFAULT_MAIL_FROM) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: `set the sender of product mail sent through SMTP_URL (the default ${DEFAULT_MAIL_FROM} is a placeholder)`,
    });
  }
  // A payment provider without its keys would take orders it can never confirm.
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYMENT_PROVIDER=stripe' });
    }
  }
});

export type Config = z.infer<typeof EnvSchema>;

/** Parses an environment map; throws one message naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (compose's `${SMTP_URL:-}`, `FOO=` in a shell) means unset, not an invalid value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = CheckedEnvSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
}

let cached: Config | undefined;

/**
 * The secret keys an installation makes for itself outside production when the environment sets none: made at
 * random on its first start, kept in its database and read by every api process at start-up
 * (api/src/secrets/installationKeys.ts), so no key is one printed in the source.
 */
export const INSTALLATION_KEY_NAMES = [
  'CAPTCHA_HMAC_KEY',
  'PAYMENT_WEBHOOK_SECRET',
  'PART_TOKEN_KEY',
] as const;
export type InstallationKeyName = (typeof INSTALLATION_KEY_NAMES)[number];
export type InstallationKeys = Record<InstallationKeyName, string>;

/**
 * Gives the process configuration the installation's keys for those the environment leaves unset. Production
 * takes its keys from the environment only.
 */
export function useInstallationKeys(keys: InstallationKeys): void {
  const settings = config();
  if (settings.NODE_ENV === 'production') throw new Error('production takes its keys from the environment');
  for (const name of INSTALLATION_KEY_NAMES) settings[name] ??= keys[name];
}

/** The process configuration, read once; a bad value stops start-up with a message naming the variable. */
export function config(): Config {
  if (!cached) {
    try {
      cached = parseConfig(process.env);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  return cached;
}
