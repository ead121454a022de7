import { Migration } from '@mikro-orm/migrations';

/**
 * The broadcast rules count a contact's sends of the last week (DUPL, LIMIT, SPAM) inside the company's send
 * lock: an index scan per contact instead of its whole history.
 */
export class Migration20261123172000BroadcastCompose extends Migration {
  override name = 'Migration20261123172000BroadcastCompose';

  override up(): void | Promise<void> {
    this.addSql(`create index "broadcast_contact_created_idx" on "broadcast" ("contact_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "broadcast_contact_created_idx";`);
  }
}
