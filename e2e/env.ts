/**
 * Environment of the product under browser test: its own database, port and Redis prefix. E2E_PORT and
 * E2E_DATABASE let two browser-test runs share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

// Chosen once by the runner and inherited by its test workers, so a test can reach the product's Redis keys.
process.env.E2E_REDIS_PREFIX ??= `tbs_e2e_${process.pid}`;

export const E2E_ENV = {
  DATABASE_URL: `postgres://127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'tbs_e2e'}`,
  PORT: String(E2E_PORT),
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  REDIS_PREFIX: process.env.E2E_REDIS_PREFIX,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // Every browser test comes from 127.0.0.1: the per-IP and per-client limits must not end a run midway.
  RATE_LIMIT_LOGIN: '100',
  RATE_LIMIT_LOGIN_IP: '1000',
  RATE_LIMIT_2FA: '100',
  RATE_LIMIT_RESET: '100',
  RATE_LIMIT_RESET_IP: '1000',
  RATE_LIMIT_RESET_TOKEN: '1000',
  RATE_LIMIT_RFQ_VISITOR: '1000',
  RATE_LIMIT_RFQ_SENDER: '1000',
  RATE_LIMIT_SEARCH: '1000',
  RATE_LIMIT_TRACKING: '1000',
  RATE_LIMIT_CAPTCHA: '1000',
  RATE_LIMIT_CLICKS: '1000',
} as const;
