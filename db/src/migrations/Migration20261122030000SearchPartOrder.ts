import { Migration } from '@mikro-orm/migrations';

/**
 * Broad word searches: an index on (tier_rank desc, updated_at desc, id) lets the first page of a word
 * matching hundreds of thousands of parts be read in rank order instead of sorting every match.
 * (A stored tsvector column was measured and left out: it made the heap 70 % larger, and exact counts of
 * broad words, which visit the heap, slower by as much.)
 */
export class Migration20261122030000SearchPartOrder extends Migration {
  override name = 'Migration20261122030000SearchPartOrder';

  override up(): void | Promise<void> {
    this.addSql(`create index search_part_order_idx on search_part (tier_rank desc, updated_at desc, id);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists search_part_order_idx;`);
  }
}
