import { Migration } from '@mikro-orm/migrations';

/**
 * A pending broadcast that fails its consumer is retried on its own with a growing delay instead of blocking
 * every newer broadcast behind it (the claim reads the oldest first): attempts, retry_at and last_error say
 * what happened, for the log and for staff.
 */
export class Migration20261123181000BroadcastPendingRetry extends Migration {
  override name = 'Migration20261123181000BroadcastPendingRetry';

  override up(): void | Promise<void> {
    this.addSql(`alter table "broadcast_pending" add column "attempts" int not null default 0,
  add column "retry_at" timestamptz null, add column "last_error" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "broadcast_pending" drop column "attempts", drop column "retry_at",
  drop column "last_error";`);
  }
}
