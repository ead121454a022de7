import { Migration } from '@mikro-orm/migrations';

/**
 * The api writes each mail it confirms to mail_message as 'pending' (a PostgreSQL outbox: no request waits on
 * Redis); the worker forwards pending rows to the mail queue. The partial index finds them.
 */
export class Migration20261127050000MailPending extends Migration {
  override name = 'Migration20261127050000MailPending';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_message" drop constraint "mail_message_status_check";`);
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_status_check" check ("status" in ('sent', 'failed', 'queued', 'pending'));`,
    );
    this.addSql(`create index mail_message_pending_idx on mail_message (id) where status = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_message_pending_idx";`);
    this.addSql(`alter table "mail_message" drop constraint "mail_message_status_check";`);
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_status_check" check ("status" in ('sent', 'failed', 'queued'));`,
    );
  }
}
