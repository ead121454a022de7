import { Migration } from '@mikro-orm/migrations';

/**
 * Saved-search matching by anchor: each saved search names its most selective term (the longest), and a new
 * broadcast looks up only the saved searches anchored on one of its own terms (btree, `anchor = any(terms)`)
 * before testing all their terms. The GIN index on terms found every saved search sharing any word with the
 * broadcast (half of them in the benchmark) and its pending list grew with every Last Hit. Last Hit updates
 * stay on their page (fillfactor) so they touch no index.
 */
export class Migration20261123173000SavedSearchAnchor extends Migration {
  override name = 'Migration20261123173000SavedSearchAnchor';

  override up(): void | Promise<void> {
    this.addSql(`drop index "saved_search_terms_idx";`);
    this.addSql(`alter table "saved_search" add "anchor" varchar(200) null;`);
    this.addSql(`update "saved_search" set "anchor" = (
      select t from unnest("terms") t order by length(t) desc, t limit 1);`);
    this.addSql(`create index "saved_search_anchor_idx" on "saved_search" ("anchor");`);
    this.addSql(
      `create index "saved_search_company_only_idx" on "saved_search" ("company_id") where anchor is null;`,
    );
    this.addSql(`alter table "saved_search" set (fillfactor = 80);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "saved_search" reset (fillfactor);`);
    this.addSql(`drop index "saved_search_company_only_idx";`);
    this.addSql(`drop index "saved_search_anchor_idx";`);
    this.addSql(`alter table "saved_search" drop column "anchor";`);
    this.addSql(`create index "saved_search_terms_idx" on "saved_search" using gin ("terms");`);
  }
}
