import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { PartDocument } from '@tbs/search';
import { normalisePartNumber } from '@tbs/rules';

/** One answered section of a member's search. */
export interface LoggedSection {
  query: string;
  numResults: number;
  /** The first page shown. */
  hits: PartDocument[];
}

export interface SearchLogEntry {
  contactId: number;
  companyId: number;
  sections: LoggedSection[];
}

/** Searches written together: at most this many, or what arrived within FLUSH_MS. */
const MAX_BATCH = 200;
const FLUSH_MS = 50;

/**
 * Writes member searches to search_log and inventory_hit after the answer has gone out, batched across
 * requests into one set-based statement, so logging never slows a search. idle() writes what is queued and
 * waits for it (tests, shutdown).
 */
export class SearchLogWriter {
  private queue: SearchLogEntry[] = [];
  private timer?: NodeJS.Timeout;
  private readonly pending = new Set<Promise<void>>();

  private readonly orm: MikroORM;
  private readonly logger: Logger;

  constructor(orm: MikroORM, logger: Logger) {
    this.orm = orm;
    this.logger = logger;
  }

  /** Queues the entry and returns at once. */
  record(entry: SearchLogEntry): void {
    this.queue.push(entry);
    if (this.queue.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  /** Resolves once every queued entry has been written. */
  async idle(): Promise<void> {
    this.flush();
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    if (!batch.length) return;
    this.queue = [];
    const write = this.write(batch)
      .catch((error: unknown) =>
        this.logger.error({ err: error, searches: batch.length }, 'search log write failed'),
      )
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  private async write(batch: SearchLogEntry[]): Promise<void> {
    const searches = batch.flatMap(({ contactId, companyId, sections }) =>
      sections.map((section) => ({
        query: section.query.slice(0, 200),
        query_norm: normalisePartNumber(section.query).slice(0, 200),
        result_count: section.numResults,
        contact_id: contactId,
        company_id: companyId,
      })),
    );
    const hits = batch.flatMap(({ contactId, companyId, sections }) =>
      sections.flatMap((section) => {
        // One hit per company found on the first page, not counting the searcher's own parts.
        const firstByCompany = new Map<number, PartDocument>();
        for (const hit of section.hits) {
          if (hit.companyId !== companyId && !firstByCompany.has(hit.companyId))
            firstByCompany.set(hit.companyId, hit);
        }
        return [...firstByCompany.values()].map((hit) => ({
          company_id: hit.companyId,
          search_terms: section.query.slice(0, 200),
          part_number: hit.partNumber,
          searcher_company_id: companyId,
          searcher_contact_id: contactId,
        }));
      }),
    );
    await this.orm.em.fork().execute(
      `with logged as (
         insert into search_log (query, query_norm, result_count, contact_id, company_id)
         select s.query, s.query_norm, s.result_count, s.contact_id, s.company_id
           from jsonb_to_recordset(cast(? as jsonb))
             as s(query text, query_norm text, result_count int, contact_id int, company_id int)
         returning id)
       insert into inventory_hit (company_id, search_terms, part_number, searcher_company_id, searcher_contact_id)
       select h.company_id, h.search_terms, h.part_number, h.searcher_company_id, h.searcher_contact_id
         from jsonb_to_recordset(cast(? as jsonb))
           as h(company_id int, search_terms text, part_number text, searcher_company_id int, searcher_contact_id int)
        -- A company removed since the search found it (the index lags a moment) loses its hit, not the batch;
        -- companies in id order, so concurrent batches take their key locks in one order.
        where exists (select 1 from company where company.id = h.company_id)
        order by h.company_id`,
      [JSON.stringify(searches), JSON.stringify(hits)],
    );
  }
}
