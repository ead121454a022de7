import { PostgresSearchEngine } from './postgres/postgresSearchEngine.ts';
import type { SearchEngine } from './types.ts';
import type { BroadSearchTuning } from './postgres/partSearchSql.ts';

/** Which engine serves search, and how to reach it. */
export type SearchEngineConfig = {
  kind: 'postgres';
  databaseUrl: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  tuning?: BroadSearchTuning;
};

/** The configured search engine (only PostgreSQL for now; Typesense will be a second case). */
export function createSearchEngine(engineConfig: SearchEngineConfig): SearchEngine {
  switch (engineConfig.kind) {
    case 'postgres':
      return new PostgresSearchEngine(engineConfig);
    default: {
      const unknown: never = engineConfig.kind;
      throw new Error(`Unknown search engine ${String(unknown)}`);
    }
  }
}
