import { pino, type Logger } from 'pino';
import { config } from '@tbs/config';

/** The api's root logger; each request gets a child bound to its request id. */
export function createLogger(): Logger {
  return pino({ level: config().LOG_LEVEL, base: { role: 'api' } });
}
