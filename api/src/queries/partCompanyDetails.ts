import type { EntityManager } from '@mikro-orm/postgresql';
import type { PartContactRecord } from './partRecords.ts';

/** What a member's part hit shows of its company beyond the search document: phone, profile, contacts. */
export interface PartCompanyDetails {
  tel: string | null;
  description: string | null;
  contacts: PartContactRecord[];
}

interface Row {
  id: number;
  tel: string | null;
  description: string | null;
  contacts: PartContactRecord[] | null;
}

/**
 * Phone, profile and active contacts (with whether each takes RFQs) of the companies on a page of hits, in
 * one query whatever the number of hits: the search documents carry neither.
 */
export async function loadPartCompanyDetails(
  em: EntityManager,
  companyIds: readonly number[],
): Promise<Map<number, PartCompanyDetails>> {
  const ids = [...new Set(companyIds)];
  if (!ids.length) return new Map();
  const rows = await em.execute<Row[]>(
    `select c.id, c.tel, c.description,
            (select json_agg(json_build_object('id', t.id, 'name', t.name, 'email', t.email, 'tel', t.tel,
                    'allowrfq', not t.rfq_disabled) order by t.position, t.id)
               from contact t where t.company_id = c.id and t.is_active) as contacts
       from company c
      where c.id = any(?::int[])`,
    // An array literal: em.execute inlines its parameters and has no array binding.
    [`{${ids.map((id) => Math.trunc(id)).join(',')}}`],
  );
  return new Map(
    rows.map((row) => [row.id, { tel: row.tel, description: row.description, contacts: row.contacts ?? [] }]),
  );
}

/** How long a company's details are reused by member searches of one api process (ms). */
export const PART_COMPANY_DETAILS_TTL_MS = 5_000;
/** Companies remembered at most (the benchmark world has 3,000; each entry is a few hundred bytes). */
const MAX_COMPANIES = 20_000;

/**
 * The details of the companies on a page of member hits, kept by this api process for a few seconds: a member
 * search then reads from PostgreSQL only the companies no search of the last PART_COMPANY_DETAILS_TTL_MS
 * showed (at a high search rate, usually none), instead of one statement per search. The database stays the
 * only truth: an entry is a copy that expires, so a new phone, profile text or contact (or one deactivated,
 * or its RFQ switch) shows in member hits within the TTL, in every process alike.
 */
export class PartCompanyDetailsCache {
  private readonly entries = new Map<number, { details: PartCompanyDetails | null; until: number }>();
  private readonly ttlMs: number;

  constructor(ttlMs = PART_COMPANY_DETAILS_TTL_MS) {
    this.ttlMs = ttlMs;
  }

  async load(em: EntityManager, companyIds: readonly number[]): Promise<Map<number, PartCompanyDetails>> {
    const now = Date.now();
    const found = new Map<number, PartCompanyDetails>();
    const missing: number[] = [];
    for (const id of new Set(companyIds)) {
      const entry = this.entries.get(id);
      if (entry && entry.until > now) {
        if (entry.details) found.set(id, entry.details);
      } else missing.push(id);
    }
    if (!missing.length) return found;
    const loaded = await loadPartCompanyDetails(em, missing);
    const until = Date.now() + this.ttlMs;
    for (const id of missing) {
      const details = loaded.get(id) ?? null;
      // Re-inserted at the end: the first entries are the oldest, dropped first past MAX_COMPANIES.
      this.entries.delete(id);
      this.entries.set(id, { details, until });
      if (details) found.set(id, details);
    }
    for (const id of this.entries.keys()) {
      if (this.entries.size <= MAX_COMPANIES) break;
      this.entries.delete(id);
    }
    return found;
  }
}
