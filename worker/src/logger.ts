import { pino, type Logger } from 'pino';
import { config } from '@tbs/config';

/** The worker process logger; the api has its own with request ids. */
export function createLogger(role: string): Logger {
  return pino({ level: config().LOG_LEVEL, base: { role } });
}
