import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import { normalisePartNumber } from '../normalise.ts';
import {
  SearchTimeoutError,
  type DocType,
  type IndexChange,
  type PartDocument,
  type PartSearchQuery,
  type PartSearchResult,
  type PartSort,
  type RebuildReport,
  type SearchEngine,
} from '../types.ts';
import { partDocumentSelect, SEARCH_PART_COLUMNS, searchPartIndexes } from './partDocumentSql.ts';
import { partDocumentFromRow, type PartDocumentRow } from '../partDocumentRow.ts';

/** Held by the outbox drainer per batch and by a rebuild throughout, so the two never interleave. */
export const INDEX_WRITE_LOCK = 7_341_001;

/** A search statement may run this long; then it is cancelled and answered as too broad. */
const STATEMENT_TIMEOUT = '2s';

const SORT_COLUMNS: Record<PartSort, string> = {
  partnumber: 'part_number_norm',
  manufacturer: 'manufacturer',
  quantity: 'quantity',
  condition: 'condition',
  price: 'price',
  company: 'company_name',
};

const TEXT = `to_tsvector('simple', s.manufacturer || ' ' || s.description)`;

/** The matching rows of one term as SQL over search_part s, with a rank column, and its parameters. */
function matchSql(query: PartSearchQuery): { from: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const norm = normalisePartNumber(query.term);
  const normP = param(norm);
  const termP = param(query.term.trim());
  // Under 3 characters an infix matches too much and has no full trigram: part numbers match by prefix only.
  const partNumberMatch =
    norm.length < 3
      ? `s.part_number_norm like ${normP} || '%'`
      : `s.part_number_norm like '%' || ${normP} || '%'`;
  const match = query.exactPhrase
    ? `(s.part_number_norm = ${normP} or ${TEXT} @@ phraseto_tsquery('simple', ${termP}))`
    : norm
      ? // The words as typed, or the part number as one word ("875490-b21" finds "fits 875490B21").
        `(${partNumberMatch} or ${TEXT} @@ (plainto_tsquery('simple', ${termP}) || plainto_tsquery('simple', lower(${normP}))))`
      : `${TEXT} @@ plainto_tsquery('simple', ${termP})`;
  const filters = [match];
  if (query.countryCode) filters.push(`s.country_code = ${param(query.countryCode)}`);
  if (query.companyIds) filters.push(`s.company_id = any(${param(query.companyIds)}::int[])`);
  const rank = `case when s.part_number_norm = ${normP} then 0
    when ${normP} <> '' and s.part_number_norm like ${normP} || '%' then 1
    when ${normP} <> '' and s.part_number_norm like '%' || ${normP} || '%' then 2 else 3 end`;
  return { from: `select s.*, ${rank} as rank from search_part s where ${filters.join(' and ')}`, values };
}

/** The search SQL of one term: exact, prefix, infix, then word matches; tier and freshness break ties. */
export function partSearchSql(query: PartSearchQuery): { text: string; values: unknown[] } {
  const { from, values } = matchSql(query);
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const order = query.sort
    ? `${SORT_COLUMNS[query.sort]} ${direction}, rank, tier_rank desc, id`
    : `rank, tier_rank desc, updated_at desc, id`;
  values.push(query.pageSize, (query.page - 1) * query.pageSize);
  const text = `select m.* from (${from}) m
    order by ${order} limit $${values.length - 1} offset $${values.length}`;
  return { text, values };
}

/** The exact count of one term's matches. */
function countSql(query: PartSearchQuery): { text: string; values: unknown[] } {
  const { from, values } = matchSql(query);
  return { text: `select count(*) as total from (${from}) m`, values };
}

export interface PostgresSearchEngineProps {
  databaseUrl: string;
  /** Connections of the engine's own pool. */
  poolSize?: number;
}

/** The PostgreSQL engine: a denormalised search_part table with trigram, pattern and full-text indexes. */
export class PostgresSearchEngine implements SearchEngine {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;

  constructor(props: PostgresSearchEngineProps) {
    this.pool = new pg.Pool({
      connectionString: withDefaultUser(props.databaseUrl),
      max: props.poolSize ?? 8,
    });
    this.pool.on('error', () => undefined);
  }

  async apply(change: IndexChange): Promise<void> {
    if (!change.ids.length) return;
    switch (change.type) {
      case 'part':
        return this.syncParts('p.id = any($1::bigint[])', change.ids, 'id');
      case 'company':
        return this.syncParts('p.company_id = any($1::int[])', change.ids, 'company_id');
      case 'broadcast':
        return; // Broadcasts get their index with the broadcast search.
      default: {
        const unknown: never = change;
        throw new Error(`Unknown index change ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** Upserts the current documents matching `where` and deletes indexed ones (by `key`) no longer there. */
  private async syncParts(where: string, ids: number[], key: 'id' | 'company_id'): Promise<void> {
    const columns = SEARCH_PART_COLUMNS.join(', ');
    const updates = SEARCH_PART_COLUMNS.filter((c) => c !== 'id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ');
    await this.transaction(async (client) => {
      await client.query(
        `insert into search_part (${columns}) ${partDocumentSelect(where)} on conflict (id) do update set ${updates}`,
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

  async upsertParts(documents: PartDocument[]): Promise<void> {
    if (!documents.length) return;
    const columns = SEARCH_PART_COLUMNS.join(', ');
    const updates = SEARCH_PART_COLUMNS.filter((c) => c !== 'id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ');
    await this.pool.query(
      `insert into search_part (${columns})
       select id, company_id, part_number, part_number_norm, manufacturer, description, quantity, condition, price,
              is_rfq_disabled, company_name, country_code, tier_rank, updated_at
         from jsonb_to_recordset($1::jsonb) as d(id bigint, company_id int, part_number text, part_number_norm text,
              manufacturer text, description text, quantity int, condition text, price numeric, is_rfq_disabled boolean,
              company_name text, country_code text, tier_rank smallint, updated_at timestamptz)
       on conflict (id) do update set ${updates}`,
      [
        JSON.stringify(
          documents.map((d) => ({
            id: d.id,
            company_id: d.companyId,
            part_number: d.partNumber,
            part_number_norm: d.partNumberNorm,
            manufacturer: d.manufacturer,
            description: d.description,
            quantity: d.quantity,
            condition: d.condition,
            price: d.price,
            is_rfq_disabled: d.isRfqDisabled,
            company_name: d.companyName,
            country_code: d.countryCode,
            tier_rank: d.tierRank,
            updated_at: d.updatedAt,
          })),
        ),
      ],
    );
  }

  async delete(type: DocType, ids: number[]): Promise<void> {
    if (type !== 'part' || !ids.length) return;
    await this.pool.query('delete from search_part where id = any($1::bigint[])', [ids]);
  }

  async searchParts(query: PartSearchQuery): Promise<PartSearchResult> {
    return this.transaction(async (client) => {
      await client.query(`set local statement_timeout = '${STATEMENT_TIMEOUT}'`);
      try {
        // Count and page as two statements: the page then sorts top-N instead of every match.
        const count = countSql(query);
        const [row] = (await client.query<{ total: string }>(count.text, count.values)).rows;
        const total = Number(row?.total ?? 0);
        if (!total) return { hits: [], total };
        const { text, values } = partSearchSql(query);
        const rows = (await client.query<PartDocumentRow>(text, values)).rows;
        return { hits: rows.map(partDocumentFromRow), total };
      } catch (error) {
        if ((error as { code?: string }).code === '57014') throw new SearchTimeoutError();
        throw error;
      }
    });
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
          `insert into search_part_new (${SEARCH_PART_COLUMNS.join(', ')}) ${partDocumentSelect('true')}`,
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
        await client.query('analyze search_part');
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
    await this.pool.end();
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
