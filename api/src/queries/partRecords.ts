import type { EntityManager } from '@mikro-orm/postgresql';
import { tierRankSql } from '@tbs/db';
import { partDocumentFromRow, type PartDocument, type PartDocumentRow } from '@tbs/search';

/** A contact of a part's company, with whether it takes requests for quote. */
export interface PartContactRecord {
  id: number;
  name: string;
  email: string;
  tel: string | null;
  allowrfq: boolean;
}

/** A part with its company and contacts as loaded for the detail and statistics pages. */
export interface PartRecord extends PartDocument {
  countryName: string;
  companyTel: string | null;
  companyDescription: string | null;
  contacts: PartContactRecord[];
}

interface PartRow extends PartDocumentRow {
  country_name: string;
  company_tel: string | null;
  company_description: string | null;
  contacts: PartContactRecord[] | null;
}

/** Loads parts with their company, tier and contacts from the database (not the index), by a `where` on p. */
export async function loadPartRecords(
  em: EntityManager,
  where: string,
  params: unknown[],
): Promise<PartRecord[]> {
  const rows = await em.execute<PartRow[]>(
    `select p.id, p.company_id, p.part_number, p.part_number_norm, p.manufacturer, p.description, p.quantity,
            p.condition, p.price, p.is_rfq_disabled, c.name as company_name, c.country_code, k.name as country_name,
            c.tel as company_tel, c.description as company_description, p.updated_at,
            ${tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id' })} as tier_rank,
            (select json_agg(json_build_object('id', t.id, 'name', t.name, 'email', t.email, 'tel', t.tel,
                    'allowrfq', not t.rfq_disabled) order by t.position, t.id)
               from contact t where t.company_id = c.id and t.is_active) as contacts
       from inventory_part p join company c on c.id = p.company_id join country k on k.code = c.country_code
      where ${where}
      order by p.price, p.id`,
    params,
  );
  return rows.map((row) => ({
    ...partDocumentFromRow(row),
    countryName: row.country_name,
    companyTel: row.company_tel,
    companyDescription: row.company_description,
    contacts: row.contacts ?? [],
  }));
}
