import { z } from 'zod';

/** The environment the processes read, with defaults that work on a fresh developer machine. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://127.0.0.1:5432/tbs'),
  /** The search engine behind the api's read side and the worker's write side; only postgres exists yet. */
  SEARCH_ENGINE: z.enum(['postgres']).default('postgres'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** api processes sharing the port (node:cluster); 0 means one per CPU core. */
  API_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** Public address used in e-mailed links (password reset). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** SMTP server; when unset, mail goes to the local outbox table (see /dev/outbox). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('TBS <noreply@tbs.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret of the captcha provider; in production, visitors' RFQs and messages are refused without it. */
  CAPTCHA_SECRET: z.string().min(1).optional(),
  /** Trust X-Forwarded-For from one reverse proxy (set when behind nginx, as in docker-compose). */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** Folder of the built web app that the api serves; empty disables static serving. */
  WEB_DIST: z.string().default(''),
  /** Prefix for Redis keys and queue names, so test runs never touch a running product's queues. */
  REDIS_PREFIX: z.string().min(1).default('tbs'),
  /** Rate limits: attempts per window (seconds) per e-mail/IP. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_2FA: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_RESET: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(900),
  /** Requests for quote per window: visitors per IP, members per contact. */
  RATE_LIMIT_RFQ_VISITOR: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_RFQ_MEMBER: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_RFQ_WINDOW_S: z.coerce.number().int().positive().default(3600),
});

export type Config = z.infer<typeof EnvSchema>;

/** Parses an environment map; throws one message naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
}

let cached: Config | undefined;

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
