import type { ReadSql } from '@tbs/search';
import { previousRange, type DayRange } from './period.ts';
import type { Paging } from './searches.ts';

export interface RouteViewsRow {
  route: string;
  views: number;
  previous_views: number;
  total: number;
}

/** Page views per route pattern in a range, with the previous range of equal length. */
export async function loadRouteViews(
  db: ReadSql,
  props: { range: DayRange; paging: Paging },
): Promise<RouteViewsRow[]> {
  const previous = previousRange(props.range);
  return db.execute<RouteViewsRow[]>(
    `with cur as (select route, sum(views)::int as views from analytics_page_rollup
                   where day between ? and ? group by route),
          prev as (select route, sum(views)::int as views from analytics_page_rollup
                    where day between ? and ? group by route)
     select cur.route, cur.views, coalesce(prev.views, 0) as previous_views, count(*) over ()::int as total
       from cur left join prev using (route)
      order by cur.views desc, cur.route limit ? offset ?`,
    [props.range.from, props.range.to, previous.from, previous.to, props.paging.limit, props.paging.offset],
  );
}

export interface DailyRouteViewsRow {
  day: string;
  route: string;
  views: number;
}

/** Views per day of these routes (the chart's lines), every day of the range present. */
export async function loadDailyRouteViews(
  db: ReadSql,
  props: { range: DayRange; routes: readonly string[] },
): Promise<DailyRouteViewsRow[]> {
  if (!props.routes.length) return [];
  return db.execute<DailyRouteViewsRow[]>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, routes.route, coalesce(r.views, 0) as views
       from generate_series(?::date, ?::date, interval '1 day') as d(day)
       cross join (select jsonb_array_elements_text(cast(? as jsonb)) as route) routes
       left join analytics_page_rollup r on r.day = d.day::date and r.route = routes.route
      order by d.day, routes.route`,
    [props.range.from, props.range.to, JSON.stringify(props.routes)],
  );
}
