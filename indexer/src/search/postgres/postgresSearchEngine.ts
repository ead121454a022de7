import { createHash } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import {
  SearchTimeoutError,
  type DocType,
  type IndexChange,
  type PartSearchQuery,
  type PartSearchResult,
  type RebuildReport,
  type SearchEngine,
} from '../types.ts';
import { partDocumentSelect, SEARCH_PART_COLUMNS, searchPartIndexes } from './partDocumentSql.ts';
import { partDocumentFromRow, type PartDocumentRow } from '../partDocumentRow.ts';
import { partSearchSql, type BroadSearchTuning } from './partSearchSql.ts';

/** Held by the outbox drainer per batch and by a rebuild throughout, so the two never interleave. */
export const INDEX_WRITE_LOCK = 7_341_001;

const DOCUMENT_FIELDS = SEARCH_PART_COLUMNS.filter((column) => column !== 'id');
/** Unchanged documents are not rewritten: re-syncing a company of a million unchanged parts stays cheap. */
const UPSERT_CHANGED = `on conflict (id) do update set ${DOCUMENT_FIELDS.map((c) => `${c} = excluded.${c}`).join(', ')}
  where (${DOCUMENT_FIELDS.map((c) => `search_part.${c}`).join(', ')})
    is distinct from (${DOCUMENT_FIELDS.map((c) => `excluded.${c}`).join(', ')})`;

/** A search statement may run this long (ms); then it is cancelled and answered as too broad. */
const STATEMENT_TIMEOUT_MS = 2_000;

export interface PostgresSearchEngineProps {
  databaseUrl: string;
  /** Connections of the engine's search pool (writes use a small pool of their own). */
  poolSize?: number;
  /** Defaults to 2 s. */
  statementTimeoutMs?: number;
  /** Tests lower the broad-term thresholds to exercise that path on a small index. */
  tuning?: BroadSearchTuning;
}

/**
 * Session settings of search connections: no JIT (its compile time exceeds most searches), no parallel
 * workers (on few cores concurrent searches are the parallelism) and work_mem for exact (not lossy) bitmaps
 * of broad words, whose lossy pages would recompute every row's words.
 */
const SEARCH_SESSION_OPTIONS =
  '-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB -c plan_cache_mode=force_generic_plan';

/** The documents an index change re-syncs: parts by id, or all parts of companies. */
interface SyncScope {
  key: 'id' | 'company_id';
  /** On inventory_part p, $1 = the ids. */
  where: string;
  /** On company c, when the companies are known without going through the parts. */
  companyWhere?: string;
}

/** The PostgreSQL engine: a denormalised search_part table with trigram, pattern and full-text indexes. */
export class PostgresSearchEngine implements SearchEngine {
  readonly kind = 'postgres';
  /** Index writes (outbox changes, rebuild). */
  private readonly pool: pg.Pool;
  private readonly searchPool: pg.Pool;

  private readonly props: PostgresSearchEngineProps;

  constructor(props: PostgresSearchEngineProps) {
    this.props = props;
    const connectionString = withDefaultUser(props.databaseUrl);
    this.pool = new pg.Pool({ connectionString, max: 2 });
    this.searchPool = new pg.Pool({
      connectionString,
      max: props.poolSize ?? 8,
      statement_timeout: props.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      options: SEARCH_SESSION_OPTIONS,
    });
    for (const pool of [this.pool, this.searchPool]) pool.on('error', () => undefined);
  }

  async apply(change: IndexChange): Promise<void> {
    if (!change.ids.length) return;
    switch (change.type) {
      case 'part':
        return this.syncParts({ key: 'id', where: 'p.id = any($1::bigint[])' }, change.ids);
      case 'company':
        return this.syncParts(
          {
            key: 'company_id',
            where: 'p.company_id = any($1::int[])',
            companyWhere: 'c.id = any($1::int[])',
          },
          change.ids,
        );
      case 'broadcast':
        return; // Broadcasts get their index with the broadcast search.
      default: {
        const unknown: never = change;
        throw new Error(`Unknown index change ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** Upserts the current documents in `scope` and deletes indexed ones (by its key) no longer there. */
  private async syncParts({ key, where, companyWhere }: SyncScope, ids: number[]): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(
        `insert into search_part (${SEARCH_PART_COLUMNS.join(', ')})
         ${partDocumentSelect(where, companyWhere)} ${UPSERT_CHANGED}`,
        [ids],
      );
      const idType = key === 'id' ? 'bigint' : 'int';
      await client.query(
        `delete from search_part s where s.${key} = any($1::${idType}[])
           and not exists (select 1 from inventory_part p where p.id = s.id and p.${key} = s.${key})`,
        [ids],
      );
    });
  }

  async delete(type: DocType, ids: number[]): Promise<void> {
    if (type !== 'part' || !ids.length) return;
    await this.pool.query('delete from search_part where id = any($1::bigint[])', [ids]);
  }

  async searchParts(query: PartSearchQuery): Promise<PartSearchResult> {
    const { text, values } = partSearchSql(query, this.props.tuning);
    try {
      // Named: each connection plans a statement shape once and reuses it (planning cost more than most searches).
      const name = `parts_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      const { rows } = await this.searchPool.query<PartDocumentRow & { total: string }>({
        name,
        text,
        values,
      });
      // Without matches, or past the last page, the one row carries only the total.
      const hits = rows.filter((row) => row.id !== null).map(partDocumentFromRow);
      return { hits, total: Number(rows[0]?.total ?? 0) };
    } catch (error) {
      if ((error as { code?: string }).code === '57014') throw new SearchTimeoutError();
      throw error;
    }
  }

  /**
   * Builds search_part_new from a repeatable-read snapshot, swaps it in with renames in the same
   * transaction (searches keep answering from the old table until the commit) and deletes the outbox
   * rows that snapshot already covers. The drainer waits on INDEX_WRITE_LOCK meanwhile.
   */
  async rebuild(type: DocType): Promise<RebuildReport> {
    const started = performance.now();
    if (type !== 'part') return { type, documents: 0, seconds: 0 };
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [INDEX_WRITE_LOCK]);
      try {
        await client.query('begin isolation level repeatable read');
        await client.query(`set local maintenance_work_mem = '256MB'`);
        await client.query('drop table if exists search_part_new');
        await client.query(
          'create table search_part_new (like search_part including defaults including constraints)',
        );
        const inserted = await client.query(
          `insert into search_part_new (${SEARCH_PART_COLUMNS.join(', ')}) ${partDocumentSelect('true', 'true')}`,
        );
        await client.query(`delete from index_outbox where doc_type in ('part', 'company')`);
        await client.query('alter table search_part_new add primary key (id)');
        for (const index of searchPartIndexes('search_part_new', '_new')) await client.query(index.sql);
        await client.query('drop table search_part');
        await client.query('alter table search_part_new rename to search_part');
        await client.query(
          'alter table search_part rename constraint search_part_new_pkey to search_part_pkey',
        );
        for (const index of searchPartIndexes('search_part')) {
          await client.query(`alter index ${index.name}_new rename to ${index.name}`);
        }
        await client.query('commit');
        // Vacuum also sets the visibility map, so counts and prefix searches can skip the heap.
        await client.query('vacuum analyze search_part');
        return { type, documents: inserted.rowCount ?? 0, seconds: (performance.now() - started) / 1000 };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        await client.query('select pg_advisory_unlock($1)', [INDEX_WRITE_LOCK]).catch(() => undefined);
      }
    } finally {
      client.release();
    }
  }

  async count(type: DocType): Promise<number> {
    if (type !== 'part') return 0;
    const { rows } = await this.pool.query<{ n: string }>('select count(*) as n from search_part');
    return Number(rows[0]!.n);
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.searchPool.end()]);
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
