import { Migration } from '@mikro-orm/migrations';

/**
 * Each rollup period's part numbers by count, highest first (and by searches that found nothing): the
 * analytics rankings read the top of each period instead of counting every part number of a range.
 */
export class Migration20261127030000dAnalyticsRanking extends Migration {
  override name = 'Migration20261127030000dAnalyticsRanking';

  override up(): void | Promise<void> {
    this.addSql(
      `create index analytics_search_rollup_rank_idx on analytics_search_rollup (grain, segment, period, searches desc) include (query_norm, zero_results) where query_norm <> '';`,
    );
    this.addSql(
      `create index analytics_search_rollup_zero_rank_idx on analytics_search_rollup (grain, segment, period, zero_results desc) include (query_norm, searches) where query_norm <> '' and zero_results > 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists analytics_search_rollup_zero_rank_idx;`);
    this.addSql(`drop index if exists analytics_search_rollup_rank_idx;`);
  }
}
