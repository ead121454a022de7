import type { EntityManager } from '@mikro-orm/postgresql';
import { tierRankSql } from '@tbs/db';
import type { PartStatsView } from '../presenters/part.ts';
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

/** The statistics of one part number over its stock lines: traders, quantity, prices, per condition. */
export function partStats(parts: PartRecord[]): PartStatsView {
  const priced = (list: PartRecord[]) => list.map((part) => part.price).filter((price) => price > 0);
  const median = (values: number[]) => {
    if (!values.length) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const prices = priced(parts);
  const conditions = [...new Set(parts.map((part) => part.condition))].sort();
  return {
    traders: new Set(parts.map((part) => part.companyId)).size,
    totalQuantity: parts.reduce((sum, part) => sum + part.quantity, 0),
    minPrice: prices.length ? Math.min(...prices) : 0,
    medianPrice: median(prices),
    maxPrice: prices.length ? Math.max(...prices) : 0,
    byCondition: conditions.map((condition) => {
      const lines = parts.filter((part) => part.condition === condition);
      const linePrices = priced(lines);
      return {
        condition,
        traders: new Set(lines.map((part) => part.companyId)).size,
        quantity: lines.reduce((sum, part) => sum + part.quantity, 0),
        minPrice: linePrices.length ? Math.min(...linePrices) : 0,
      };
    }),
  };
}
