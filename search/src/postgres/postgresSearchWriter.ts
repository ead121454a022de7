import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { withDefaultUser } from '@tbs/db';
import type { DocumentKind } from '../documents/kinds.ts';
import type { BroadcastDocument } from '../documents/broadcastDocument.ts';
import type { CompanyDocument } from '../documents/companyDocument.ts';
import type { PartDocument } from '../documents/partDocument.ts';
import type { DocumentOf, ScopeOf, SearchWriter } from '../types.ts';
import {
  BROADCAST_FROM_INCOMING,
  broadcastCopyLineOf,
  INCOMING_BROADCAST_COLUMNS,
  incomingBroadcastTable,
  SEARCH_BROADCAST_COLUMNS,
} from './searchBroadcastTable.ts';
import {
  copyCompaniesInto,
  mergeIncomingCompanies,
  RECOUNT_COMPANY_VOCABULARY,
} from './searchCompanyTable.ts';
import {
  copyLineOf,
  indexOnTable,
  renameBack,
  SEARCH_PART_COLUMNS,
  tableIndexes,
} from './searchPartTable.ts';
import { growVocabularySql, recomputeVocabularySql } from './partVocabulary.ts';

const COLUMNS = SEARCH_PART_COLUMNS.join(', ');
const DOCUMENT_FIELDS = SEARCH_PART_COLUMNS.filter((column) => column !== 'id');
/** Unchanged documents are not rewritten: re-syncing a company of a million unchanged parts stays cheap. */
const UPSERT_CHANGED = `on conflict (id) do update set ${DOCUMENT_FIELDS.map((c) => `${c} = excluded.${c}`).join(', ')}
  where (${DOCUMENT_FIELDS.map((c) => `search_part.${c}`).join(', ')})
    is distinct from (${DOCUMENT_FIELDS.map((c) => `excluded.${c}`).join(', ')})`;

const BROADCAST_COLUMNS = SEARCH_BROADCAST_COLUMNS.join(', ');
const BROADCAST_FIELDS = SEARCH_BROADCAST_COLUMNS.filter((column) => column !== 'id');
const UPSERT_CHANGED_BROADCAST = `on conflict (id) do update set ${BROADCAST_FIELDS.map((c) => `${c} = excluded.${c}`).join(', ')}
  where (${BROADCAST_FIELDS.map((c) => `search_broadcast.${c}`).join(', ')})
    is distinct from (${BROADCAST_FIELDS.map((c) => `excluded.${c}`).join(', ')})`;

/** The engine's table of each kind. */
const TABLES: Record<DocumentKind, string> = {
  part: 'search_part',
  broadcast: 'search_broadcast',
  company: 'search_company',
};

/** What a rebuild of a kind recomputes once its new table is in place. */
const AFTER_REBUILD: Record<DocumentKind, string[]> = {
  part: [],
  broadcast: [
    'delete from search_broadcast_count',
    `insert into search_broadcast_count (list_id, side, n)
       select list_id, side, count(*) from search_broadcast group by list_id, side`,
    'delete from search_broadcast_company_count',
    `insert into search_broadcast_company_count (company_id, list_id, side, n)
       select company_id, list_id, side, count(*) from search_broadcast group by company_id, list_id, side`,
    'delete from search_broadcast_word_count',
    `insert into search_broadcast_word_count (lexeme, list_id, side, n)
       select w.lexeme, s.list_id, s.side, count(*) from search_broadcast s, unnest(s.words) w
        group by w.lexeme, s.list_id, s.side`,
  ],
  company: RECOUNT_COMPANY_VOCABULARY,
};

/** The tables a parts rebuild recomputes besides search_part. */
const PART_SEARCH_TABLES = [
  'search_part_word_count',
  'search_part_number_vocabulary',
  'search_part_word_vocabulary',
];

/** Suffix of the table (and its indexes) a rebuild fills before the swap. */
const NEW = '_new';

export interface PostgresSearchWriterProps {
  databaseUrl: string;
}

/** Documents of one kind as an iterable of batches. */
type Batches<K extends DocumentKind> = AsyncIterable<DocumentOf<K>[]> | Iterable<DocumentOf<K>[]>;

/**
 * The PostgreSQL engine's write side: documents arrive through COPY into a staging table and are merged
 * into search_part in one statement, writing only the documents that changed.
 */
export class PostgresSearchWriter implements SearchWriter {
  private readonly pool: pg.Pool;

  constructor(props: PostgresSearchWriterProps) {
    this.pool = new pg.Pool({ connectionString: withDefaultUser(props.databaseUrl), max: 2 });
    this.pool.on('error', () => undefined);
  }

  async upsert<K extends DocumentKind>(kind: K, documents: DocumentOf<K>[]): Promise<void> {
    if (!documents.length) return;
    await this.transaction(async (client) => {
      if (kind === 'broadcast') await mergeIncomingBroadcasts(client, documents as BroadcastDocument[]);
      else if (kind === 'company') await mergeIncomingCompanies(client, documents as CompanyDocument[]);
      else await mergeIncoming(client, [documents as PartDocument[]]);
    });
  }

  async delete(kind: DocumentKind, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.pool.query(`delete from ${TABLES[kind]} where id = any($1::bigint[])`, [ids]);
  }

  async replaceScope<K extends DocumentKind>(
    kind: K,
    scope: ScopeOf<K>,
    documents: Batches<K>,
  ): Promise<void> {
    assertPart(kind);
    const { companyIds } = scope as ScopeOf<'part'>;
    await this.transaction(async (client) => {
      await mergeIncoming(client, documents as Batches<'part'>);
      await client.query(
        `delete from search_part s where s.company_id = any($1::int[])
           and not exists (select 1 from search_part_incoming i where i.id = s.id)`,
        [companyIds],
      );
    });
  }

  /**
   * Fills search_part_new, gives it the indexes the live table has (read from the catalogue, so an index a
   * migration adds survives every rebuild) and swaps it in with renames in one transaction: searches keep
   * answering from the old table until the commit.
   */
  async rebuild<K extends DocumentKind>(kind: K, documents: Batches<K>): Promise<number> {
    const table = TABLES[kind];
    return this.transaction(async (client) => {
      await client.query(`set local maintenance_work_mem = '256MB'`);
      await client.query(`drop table if exists ${table}${NEW}`);
      await client.query(
        `create table ${table}${NEW} (like ${table} including defaults including constraints including storage)`,
      );
      // LIKE copies no storage parameters (search_broadcast's toast_tuple_target): they are copied here.
      const { rows } = await client.query<{ options: string[] | null }>(
        'select reloptions as options from pg_class where oid = $1::regclass',
        [table],
      );
      if (rows[0]?.options?.length)
        await client.query(`alter table ${table}${NEW} set (${rows[0].options.join(', ')})`);
      const count =
        kind === 'broadcast'
          ? await copyBroadcastsInto(client, `${table}${NEW}`, documents as Batches<'broadcast'>)
          : kind === 'company'
            ? await copyCompaniesInto(client, `${table}${NEW}`, documents as Batches<'company'>)
            : await copyInto(client, `${table}${NEW}`, documents as Batches<'part'>);
      const indexes = await tableIndexes(client, table);
      for (const index of indexes) await client.query(indexOnTable(index, `${table}${NEW}`, NEW));
      // Triggers (search_broadcast's counts) are recreated once the table is filled, then recount.
      const triggers = await client.query<{ definition: string }>(
        'select pg_get_triggerdef(oid) as definition from pg_trigger where tgrelid = $1::regclass and not tgisinternal',
        [table],
      );
      // Before the swap, while searches still read the live table.
      if (kind === 'part')
        for (const statement of recomputeVocabularySql(`${table}${NEW}`)) await client.query(statement);
      await client.query(`drop table ${table}`);
      await client.query(`alter table ${table}${NEW} rename to ${table}`);
      for (const index of indexes) await client.query(renameBack(index, table, NEW));
      for (const trigger of triggers.rows) await client.query(trigger.definition);
      for (const statement of AFTER_REBUILD[kind]) await client.query(statement);
      return count;
    });
  }

  /**
   * Vacuum sets the visibility map, so counts and prefix searches can skip the heap. Only after every snapshot
   * older than the rebuild has ended (reindex's own included): rows such a snapshot might still see are not
   * all-visible, and the map would stay empty until the rows change again.
   */
  async optimize(kind: DocumentKind): Promise<void> {
    await this.pool.query(`vacuum analyze ${TABLES[kind]}`);
    // The rebuild rewrote the word counts and vocabularies (deleted and inserted rows).
    if (kind === 'part')
      for (const table of PART_SEARCH_TABLES) await this.pool.query(`vacuum analyze ${table}`);
  }

  async count(kind: DocumentKind): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`select count(*) as n from ${TABLES[kind]}`);
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

/** Only parts have scopes wider than their ids (a company's parts). */
function assertPart(kind: DocumentKind): asserts kind is 'part' {
  if (kind !== 'part') throw new Error(`${String(kind)} documents have no scope to replace`);
}

/**
 * Copies the documents into a temporary search_part_incoming (dropped at commit), with statistics, and
 * merges them into search_part, writing only those that changed.
 */
async function mergeIncoming(client: pg.PoolClient, documents: Batches<'part'>): Promise<void> {
  await client.query(
    `create temp table search_part_incoming (like search_part including defaults) on commit drop`,
  );
  await copyInto(client, 'search_part_incoming', documents);
  // A temporary table has no statistics: without them a million staged rows would be planned as a few.
  await client.query('analyze search_part_incoming');
  await client.query(
    `insert into search_part (${COLUMNS}) select ${COLUMNS} from search_part_incoming ${UPSERT_CHANGED}`,
  );
  for (const statement of growVocabularySql('search_part_incoming')) await client.query(statement);
}

/** COPYs batches of documents into a table with the search_part columns; returns how many. */
async function copyInto(client: pg.PoolClient, table: string, documents: Batches<'part'>): Promise<number> {
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    for await (const batch of documents) {
      count += batch.length;
      yield batch.map((doc: PartDocument) => copyLineOf(doc)).join('');
    }
  }
  await pipeline(lines(), client.query(copyFrom(`copy ${table} (${COLUMNS}) from stdin`)));
  return count;
}

/** COPYs broadcast documents into a staging table (dropped at commit); returns how many. */
async function stageBroadcasts(client: pg.PoolClient, documents: Batches<'broadcast'>): Promise<number> {
  await client.query(incomingBroadcastTable('search_broadcast_incoming'));
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    for await (const batch of documents) {
      count += batch.length;
      yield batch.map((doc: BroadcastDocument) => broadcastCopyLineOf(doc)).join('');
    }
  }
  await pipeline(
    lines(),
    client.query(
      copyFrom(`copy search_broadcast_incoming (${INCOMING_BROADCAST_COLUMNS.join(', ')}) from stdin`),
    ),
  );
  return count;
}

/** Writes broadcast documents into search_broadcast, only those that changed. */
async function mergeIncomingBroadcasts(client: pg.PoolClient, documents: BroadcastDocument[]): Promise<void> {
  await stageBroadcasts(client, [documents]);
  await client.query(
    `insert into search_broadcast (${BROADCAST_COLUMNS})
     select ${BROADCAST_FROM_INCOMING} from search_broadcast_incoming i ${UPSERT_CHANGED_BROADCAST}`,
  );
}

/** Fills a table with the search_broadcast columns from the documents; returns how many. */
async function copyBroadcastsInto(
  client: pg.PoolClient,
  table: string,
  documents: Batches<'broadcast'>,
): Promise<number> {
  const count = await stageBroadcasts(client, documents);
  await client.query(
    `insert into ${table} (${BROADCAST_COLUMNS}) select ${BROADCAST_FROM_INCOMING} from search_broadcast_incoming i`,
  );
  await client.query('drop table search_broadcast_incoming');
  return count;
}
