import { Migration } from '@mikro-orm/migrations';

/**
 * Registration (issue 13): who decided on a request (approved, or declined: status 'rejected') when and why, the company an approval created and the address the request came from. At most one pending
 * request per e-mail address and per company name (lower-cased), so two submissions racing each other cannot
 * both wait for approval.
 */
export class Migration20261125010000Registration extends Migration {
  override name = 'Migration20261125010000Registration';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "registration_request" add column "ip" varchar(64) null, add column "decided_at" timestamptz null, add column "decided_by" varchar(100) null, add column "reason" varchar(1000) null, add column "company_id" int null;`,
    );
    this.addSql(
      `alter table "registration_request" add constraint "registration_request_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete set null;`,
    );
    this.addSql(
      `create unique index registration_request_pending_email on registration_request (lower(email)) where status = 'pending';`,
    );
    this.addSql(
      `create unique index registration_request_pending_company on registration_request (lower(company)) where status = 'pending';`,
    );
    this.addSql(`create index registration_request_status_idx on registration_request (status, id);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "registration_request_status_idx";`);
    this.addSql(`drop index "registration_request_pending_company";`);
    this.addSql(`drop index "registration_request_pending_email";`);
    this.addSql(
      `alter table "registration_request" drop constraint "registration_request_company_id_foreign";`,
    );
    this.addSql(
      `alter table "registration_request" drop column "ip", drop column "decided_at", drop column "decided_by", drop column "reason", drop column "company_id";`,
    );
  }
}
