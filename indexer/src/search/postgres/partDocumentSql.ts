import { tierRankSql } from '@tbs/db';

/** The columns of search_part in insert order. */
export const SEARCH_PART_COLUMNS = [
  'id',
  'company_id',
  'part_number',
  'part_number_norm',
  'manufacturer',
  'description',
  'quantity',
  'condition',
  'price',
  'is_rfq_disabled',
  'company_name',
  'country_code',
  'tier_rank',
  'updated_at',
] as const;

/**
 * The part documents as a select over inventory_part and company, filtered by `where` (on alias p);
 * each company's tier is computed once, not once per part. `companyWhere` (on alias c) narrows the
 * companies directly where the caller knows them: a semi-join through the parts is planned from
 * statistics, which a bulk import leaves stale until the next analyze.
 */
export function partDocumentSelect(
  where: string,
  companyWhere = `c.id in (select p.company_id from inventory_part p where ${where})`,
): string {
  return `with co as (
    select c.id, c.name, c.country_code, ${tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id' })} as tier_rank
      from company c where ${companyWhere})
  select p.id, p.company_id, p.part_number, p.part_number_norm, p.manufacturer, p.description, p.quantity,
         p.condition, p.price, p.is_rfq_disabled, co.name, co.country_code, co.tier_rank, p.updated_at
    from inventory_part p join co on co.id = p.company_id
   where ${where}`;
}

/** The secondary indexes of a search_part table named `table` (the rebuild creates them on a new table). */
export function searchPartIndexes(table: string, suffix = ''): Array<{ name: string; sql: string }> {
  const defs = [
    ['search_part_company_idx', `(company_id)`],
    ['search_part_pn_pattern_idx', `(part_number_norm text_pattern_ops)`],
    ['search_part_pn_trgm_idx', `using gin (part_number_norm gin_trgm_ops)`],
    ['search_part_text_idx', `using gin (to_tsvector('simple', manufacturer || ' ' || description))`],
    ['search_part_order_idx', `(tier_rank desc, updated_at desc, id)`],
  ] as const;
  return defs.map(([name, body]) => ({
    name,
    sql: `create index ${name}${suffix} on ${table} ${body}`,
  }));
}
