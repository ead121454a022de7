import { Migration } from '@mikro-orm/migrations';

/** A mail job that failed on its last attempt is kept in mail_message as 'failed', with its error, for staff. */
export class Migration20261123160000MailFailures extends Migration {
  override name = 'Migration20261123160000MailFailures';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "mail_message" add "status" text not null default 'sent', add "error" text null, add "attempts" smallint not null default 1, add "updated_at" timestamptz not null default now();`,
    );
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_status_check" check ("status" in ('sent', 'failed', 'queued'));`,
    );
    this.addSql(`create index mail_message_unsent_idx on mail_message (created_at) where status <> 'sent';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_message_unsent_idx";`);
    this.addSql(`alter table "mail_message" drop constraint "mail_message_status_check";`);
    this.addSql(
      `alter table "mail_message" drop column "status", drop column "error", drop column "attempts", drop column "updated_at";`,
    );
  }
}
