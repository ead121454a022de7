import { Migration } from '@mikro-orm/migrations';

/**
 * Part number matches read from indexes alone:
 * - search_part_pn_covering_idx replaces the plain pattern index on part_number_norm: it also carries the
 *   rank order (tier_rank, updated_at, id), the filters (company, manufacturer, condition, country) and so the
 *   facets, so an exact part number, a prefix or an infix is counted, faceted and ranked by an index-only scan,
 *   and only a page's rows are read from the heap (a 4-character prefix visited ~3,000 heap pages, a broad
 *   word whose part numbers hold it, "Cisco", ~5,000 pages twice).
 * - An infix is looked up among the distinct part numbers (search_part_number_vocabulary, 32,000 at 2,000,000
 *   parts) by their own trigram index, then its parts by equality on the covering index; the trigram index of
 *   search_part (rechecked on the heap, candidate by candidate) is dropped.
 */
export class Migration20261129001000SearchPartNumberCovering extends Migration {
  override name = 'Migration20261129001000SearchPartNumberCovering';

  override up(): void | Promise<void> {
    this.addSql(`create index search_part_pn_covering_idx on search_part (part_number_norm text_pattern_ops)
  include (tier_rank, updated_at, id, company_id, manufacturer, condition, country_code);`);
    this.addSql(`drop index if exists search_part_pn_pattern_idx;`);
    this.addSql(`drop index if exists search_part_pn_trgm_idx;`);
    this.addSql(
      `create index search_part_number_vocabulary_trgm_idx on search_part_number_vocabulary using gin (norm gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists search_part_number_vocabulary_trgm_idx;`);
    this.addSql(
      `create index search_part_pn_trgm_idx on search_part using gin (part_number_norm gin_trgm_ops);`,
    );
    this.addSql(
      `create index search_part_pn_pattern_idx on search_part (part_number_norm text_pattern_ops);`,
    );
    this.addSql(`drop index if exists search_part_pn_covering_idx;`);
  }
}
