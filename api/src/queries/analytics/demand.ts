import type { ReadSql } from '@tbs/search';
import { DEMAND_WINDOWS } from '@tbs/rules';
import type { Paging } from './searches.ts';

export { DEMAND_WINDOWS };
export type DemandWindow = (typeof DEMAND_WINDOWS)[number];

export interface DemandRow {
  query_norm: string;
  members: number;
  searches: number;
  stock_quantity: number;
  sellers: number;
  total: number;
}

/**
 * Searched part numbers by how many member companies searched them in the window, against the stock and
 * sellers listed now (inventory_part by its normalised part number). `unstockedOnly`: what nobody stocks.
 */
export async function loadDemand(
  db: ReadSql,
  props: { window: DemandWindow; unstockedOnly: boolean; paging: Paging },
): Promise<DemandRow[]> {
  const unstocked = props.unstockedOnly
    ? 'and not exists (select 1 from inventory_part i where i.part_number_norm = d.query_norm)'
    : '';
  return db.execute<DemandRow[]>(
    `with page as (
       select d.query_norm, d.members, d.searches, count(*) over ()::int as total
         from analytics_demand d
        where d.window_days = ? ${unstocked}
        order by d.members desc, d.searches desc, d.query_norm
        limit ? offset ?)
     select page.*, coalesce(stock.quantity, 0)::int as stock_quantity, coalesce(stock.sellers, 0)::int as sellers
       from page
       left join lateral (
         select sum(i.quantity) as quantity, count(distinct i.company_id) as sellers
           from inventory_part i where i.part_number_norm = page.query_norm) stock on true
      order by page.members desc, page.searches desc, page.query_norm`,
    [props.window, props.paging.limit, props.paging.offset],
  );
}
