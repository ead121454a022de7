import { Migration } from '@mikro-orm/migrations';

/**
 * Daily and monthly rollups of search_log and page_view for the analytics area and the home page's top
 * searches, kept by the worker (indexer/src/analytics/), so no view aggregates the raw log.
 */
export class Migration20261127030000bAnalyticsRollups extends Migration {
  override name = 'Migration20261127030000bAnalyticsRollups';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "analytics_search_rollup" ("grain" varchar(1) not null, "segment" varchar(8) not null, "period" date not null, "query_norm" varchar(200) not null, "searches" int not null, "zero_results" int not null, constraint "analytics_search_rollup_pkey" primary key ("grain", "segment", "period", "query_norm"));`,
    );
    this.addSql(
      `create index analytics_search_rollup_query_idx on analytics_search_rollup (grain, segment, query_norm, period) include (searches, zero_results);`,
    );
    this.addSql(
      `create table "analytics_page_rollup" ("day" date not null, "route" varchar(200) not null, "views" int not null, constraint "analytics_page_rollup_pkey" primary key ("day", "route"));`,
    );
    this.addSql(
      `create table "analytics_demand" ("window_days" smallint not null, "query_norm" varchar(200) not null, "members" int not null, "searches" int not null, constraint "analytics_demand_pkey" primary key ("window_days", "query_norm"));`,
    );
    this.addSql(
      `create index analytics_demand_rank_idx on analytics_demand (window_days, members desc, searches desc, query_norm);`,
    );
    this.addSql(
      `create table "analytics_home_top_search" ("query_norm" varchar(200) not null, "searches" int not null, constraint "analytics_home_top_search_pkey" primary key ("query_norm"));`,
    );
    this.addSql(
      `create table "analytics_rollup_state" ("name" varchar(40) not null, "folded_through" timestamptz null, "demand_day" date null, "updated_at" timestamptz not null default now(), constraint "analytics_rollup_state_pkey" primary key ("name"));`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of [
      'analytics_rollup_state',
      'analytics_home_top_search',
      'analytics_demand',
      'analytics_page_rollup',
      'analytics_search_rollup',
    ])
      this.addSql(`drop table if exists "${table}";`);
  }
}
