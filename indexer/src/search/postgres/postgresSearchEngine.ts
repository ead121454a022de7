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

/** How a big company sync is split (see syncParts). */
export interface BulkSyncTuning {
  /** Connections upserting side by side. */
  writers: number;
  /** Parts per writer below which a company sync runs as one statement. */
  minPartsPerWriter: number;
}

/** On two cores a second writer takes a third off the time a million-part import needs to become searchable. */
const BULK_SYNC: BulkSyncTuning = { writers: 2, minPartsPerWriter: 50_000 };

/** A search statement may run this long (ms); then it is cancelled and answered as too broad. */
const STATEMENT_TIMEOUT_MS = 2_000;

export interface PostgresSearchEngineProps {
  databaseUrl: string;
  /** Connections of the engine's search pool (writes use a small pool of their own). */
  poolSize?: number;
  /** Defaults to 2 s. */
  statementTimeoutMs?: number;
  /** Defaults to BULK_SYNC; tests split small companies. */
  bulkSync?: BulkSyncTuning;
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

  constructor(private readonly props: PostgresSearchEngineProps) {
    const connectionString = withDefaultUser(props.databaseUrl);
    this.pool = new pg.Pool({ connectionString, max: Math.max(2, (props.bulkSync ?? BULK_SYNC).writers) });
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

  /**
   * Upserts the current documents matching `where` and deletes indexed ones (by `key`) no longer there. A
   * company sync of many parts (a bulk import) is split into id ranges upserted side by side on the write
   * pool's connections, each in its own transaction: applying a change is idempotent, so a failed slice
   * only means the outbox row stays and the whole change is applied again.
   */
  private async syncParts(scope: SyncScope, ids: number[]): Promise<void> {
    const { key, where, companyWhere } = scope;
    const slices = key === 'company_id' ? await this.idSlices(where, ids) : [];
    const upsert = (partWhere: string) =>
      `insert into search_part (${SEARCH_PART_COLUMNS.join(', ')})
       ${partDocumentSelect(partWhere, companyWhere)} ${UPSERT_CHANGED}`;
    if (slices.length > 1) {
      await Promise.all(
        slices.map(([from, to]) =>
          this.transaction((client) =>
            client.query(upsert(`${where} and p.id between $2 and $3`), [ids, from, to]),
          ),
        ),
      );
    }
    await this.transaction(async (client) => {
      if (slices.length <= 1) await client.query(upsert(where), [ids]);
      const idType = key === 'id' ? 'bigint' : 'int';
      await client.query(
        `delete from search_part s where s.${key} = any($1::${idType}[])
           and not exists (select 1 from inventory_part p where p.id = s.id and p.${key} = s.${key})`,
        [ids],
      );
    });
  }

  /** Id ranges covering the parts matching `where`, one per bulk writer, when there are many parts. */
  private async idSlices(where: string, ids: number[]): Promise<Array<[number, number]>> {
    const { writers, minPartsPerWriter } = this.props.bulkSync ?? BULK_SYNC;
    const { rows } = await this.pool.query<{ low: string; high: string; n: string }>(
      `select min(p.id) as low, max(p.id) as high, count(*) as n from inventory_part p where ${where}`,
      [ids],
    );
    const { low, high, n } = rows[0]!;
    if (writers < 2 || Number(n) < minPartsPerWriter * writers) return [];
    const from = Number(low);
    const span = Number(high) - from + 1;
    return Array.from({ length: writers }, (_, i) => [
      from + Math.floor((span * i) / writers),
      from + Math.floor((span * (i + 1)) / writers) - 1,
    ]);
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
