import { Migration } from '@mikro-orm/migrations';

/** The segments' total rows of the search rollup (query_norm ''), read per period for the totals and charts. */
export class Migration20261127030000cAnalyticsTotals extends Migration {
  override name = 'Migration20261127030000cAnalyticsTotals';

  override up(): void | Promise<void> {
    this.addSql(
      `create index analytics_search_rollup_totals_idx on analytics_search_rollup (grain, period, segment) include (searches, zero_results) where query_norm = '';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists analytics_search_rollup_totals_idx;`);
  }
}
