import { Migration } from '@mikro-orm/migrations';

/**
 * Broad word searches: the full-text document of a part is stored (no to_tsvector per row on recheck or
 * filter), and an index on (tier_rank desc, updated_at desc, id) lets the first page of a word matching
 * hundreds of thousands of parts be read in rank order instead of sorting every match.
 */
export class Migration20261122030000SearchPartDoc extends Migration {
  override name = 'Migration20261122030000SearchPartDoc';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists search_part_text_idx;`);
    this.addSql(
      `alter table search_part add column doc tsvector generated always as (to_tsvector('simple', (manufacturer)::text || ' ' || (description)::text)) stored;`,
    );
    this.addSql(`create index search_part_doc_idx on search_part using gin (doc);`);
    this.addSql(
      `create index search_part_order_idx on search_part (tier_rank desc, updated_at desc, id);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists search_part_order_idx;`);
    this.addSql(`drop index if exists search_part_doc_idx;`);
    this.addSql(`alter table search_part drop column if exists doc;`);
    this.addSql(
      `create index search_part_text_idx on search_part using gin (to_tsvector('simple', manufacturer || ' ' || description));`,
    );
  }
}
