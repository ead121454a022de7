import { ApiError } from '../errors.ts';

/** A dependency the api cannot answer without. */
export type Dependency = 'postgres' | 'redis';

/** The wait a client is asked for while a dependency is down (Retry-After). */
export const OUTAGE_RETRY_AFTER_S = 30;

/** The answer's message while PostgreSQL or Redis is unreachable; names no dependency (nothing to probe). */
export const OUTAGE_MESSAGE = 'The service is briefly unavailable, please try again in a minute.';

/** Thrown by our own code that knows which dependency failed (e.g. a rate limit whose Redis is down). */
export class DependencyUnavailableError extends Error {
  readonly dependency: Dependency;

  constructor(dependency: Dependency, cause: unknown) {
    super(`${dependency} is unavailable`, { cause });
    this.name = 'DependencyUnavailableError';
    this.dependency = dependency;
  }
}

/** 503 with Retry-After, in the product's error shape. */
export const ServiceUnavailableError = () =>
  new ApiError('service_unavailable', 503, OUTAGE_MESSAGE, {
    headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_S) },
  });

/** Node's socket errors: the peer is gone or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL states of a server going away or not taking connections: 57P01 admin_shutdown (a restart),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 53300 too_many_connections, class 08
 * (connection exceptions).
 */
const POSTGRES_UNAVAILABLE = /^(57P0[123]|53300|08...)$/;

/** Messages of pg and ioredis for a connection that is gone, not for a wrong query. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Connection is closed/,
  /Stream isn't writeable and enableOfflineQueue options is false/,
  /^Command timed out/,
  /Reached the max retries per request limit/,
];

function looksUnavailable(error: object): boolean {
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means PostgreSQL or Redis is unreachable (rather than a bug or bad input): the error and its
 * causes are looked at (MikroORM's DriverException copies the driver error's code and message).
 */
export function isDependencyOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (current instanceof DependencyUnavailableError) return true;
    if (current instanceof ApiError) return false;
    if (looksUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
