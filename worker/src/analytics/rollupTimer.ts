import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';
import { foldAnalytics } from './rollups.ts';

/** How often the worker folds new search_log and page_view rows into the analytics rollups. */
export const FOLD_INTERVAL_MS = 60_000;

export interface AnalyticsRollups {
  close(): Promise<void>;
}

/**
 * Keeps the analytics rollups current: folds at start (catching up a freshly seeded log) and then every
 * FOLD_INTERVAL_MS, one fold at a time on its own connection. A failed fold is logged and tried next turn.
 */
export function startAnalyticsRollups(options: {
  databaseUrl: string;
  logger: Logger;
  intervalMs?: number;
}): AnalyticsRollups {
  const pool = new pg.Pool({ connectionString: withDefaultUser(options.databaseUrl), max: 1 });
  const logger = options.logger.child({ component: 'analytics' });
  let running: Promise<void> | undefined;
  const fold = () => {
    running ??= (async () => {
      const client = await pool.connect();
      try {
        const started = performance.now();
        const summary = await foldAnalytics(client);
        logger.debug({ ...summary, ms: Math.round(performance.now() - started) }, 'analytics folded');
      } finally {
        client.release();
      }
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'analytics fold failed'))
      .finally(() => (running = undefined));
  };
  fold();
  const timer = setInterval(fold, options.intervalMs ?? FOLD_INTERVAL_MS);
  return {
    async close() {
      clearInterval(timer);
      await running;
      await pool.end();
    },
  };
}
