import { Migration } from '@mikro-orm/migrations';

/**
 * My Inventory's list (newest change first: the index read backwards) and its count stay index scans for a
 * company of a million parts.
 */
export class Migration20261122020000InventoryIndexes extends Migration {
  override up(): void | Promise<void> {
    this.addSql(
      `create index "inventory_part_company_updated_idx" on "inventory_part" ("company_id", "updated_at", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "inventory_part_company_updated_idx";`);
  }
}
