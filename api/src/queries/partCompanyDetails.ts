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
