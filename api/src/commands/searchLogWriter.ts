import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { PartDocument } from '@tbs/indexer/search/types';
import { normalisePartNumber } from '@tbs/indexer/search/normalise';

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

/**
 * Writes member searches to search_log and inventory_hit after the answer has gone out, in one set-based
 * statement per search, so logging never slows a search. idle() waits for the pending writes (tests).
 */
export class SearchLogWriter {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  /** Queues the write and returns at once. */
  record(entry: SearchLogEntry): void {
    const write = this.write(entry)
      .catch((error: unknown) => this.logger.error({ err: error }, 'search log write failed'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves once every queued write has finished. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async write({ contactId, companyId, sections }: SearchLogEntry): Promise<void> {
    const searches = sections.map((section) => ({
      query: section.query.slice(0, 200),
      query_norm: normalisePartNumber(section.query).slice(0, 200),
      result_count: section.numResults,
    }));
    const hits = sections.flatMap((section) => {
      const firstByCompany = new Map<number, PartDocument>();
      for (const hit of section.hits) {
        if (hit.companyId !== companyId && !firstByCompany.has(hit.companyId))
          firstByCompany.set(hit.companyId, hit);
      }
      return [...firstByCompany.values()].map((hit) => ({
        company_id: hit.companyId,
        search_terms: section.query.slice(0, 200),
        part_number: hit.partNumber,
      }));
    });
    await this.orm.em.fork().execute(
      `with logged as (
         insert into search_log (query, query_norm, result_count, contact_id, company_id)
         select s.query, s.query_norm, s.result_count, ?, ?
           from jsonb_to_recordset(cast(? as jsonb)) as s(query text, query_norm text, result_count int)
         returning id)
       insert into inventory_hit (company_id, search_terms, part_number, searcher_company_id, searcher_contact_id)
       select h.company_id, h.search_terms, h.part_number, ?, ?
         from jsonb_to_recordset(cast(? as jsonb)) as h(company_id int, search_terms text, part_number text)`,
      [contactId, companyId, JSON.stringify(searches), companyId, contactId, JSON.stringify(hits)],
    );
  }
}
