import { Migration } from '@mikro-orm/migrations';

/**
 * The staff role: contacts who reach the analytics area (set with `npm run staff -- role grant <email>`).
 * Their own searches and page views are left out of the statistics.
 */
export class Migration20261127030000aStaffRole extends Migration {
  override name = 'Migration20261127030000aStaffRole';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact" add column "is_staff" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact" drop column "is_staff";`);
  }
}
