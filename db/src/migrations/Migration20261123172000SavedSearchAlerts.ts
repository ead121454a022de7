import { Migration } from '@mikro-orm/migrations';

/**
 * Saved-search alerts: each saved search keeps its query as matching terms (indexed, so a new broadcast is
 * tested against every saved search in one statement), a hit is recorded once per saved search and
 * broadcast, and one digest per contact and day is ledgered so a second run never mails it again.
 */
export class Migration20261123172000SavedSearchAlerts extends Migration {
  override name = 'Migration20261123172000SavedSearchAlerts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "saved_search" add "terms" text[] not null default '{}';`);
    this.addSql(`create index "saved_search_terms_idx" on "saved_search" using gin ("terms");`);
    this.addSql(
      `create table "saved_search_hit" ("saved_search_id" int not null, "broadcast_id" bigint not null, "contact_id" int not null, "is_digest" boolean not null, "created_at" timestamptz not null default now(), "digest_day" date null, primary key ("saved_search_id", "broadcast_id"));`,
    );
    this.addSql(
      `alter table "saved_search_hit" add constraint "saved_search_hit_saved_search_id_foreign" foreign key ("saved_search_id") references "saved_search" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "saved_search_hit" add constraint "saved_search_hit_broadcast_id_foreign" foreign key ("broadcast_id") references "broadcast" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "saved_search_hit" add constraint "saved_search_hit_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );
    this.addSql(`create index "saved_search_hit_broadcast_idx" on "saved_search_hit" ("broadcast_id");`);
    this.addSql(
      `create index "saved_search_hit_digest_idx" on "saved_search_hit" ("contact_id", "created_at") where is_digest and digest_day is null;`,
    );
    this.addSql(
      `create table "saved_search_digest" ("contact_id" int not null, "day" date not null, "hit_count" int not null, "queued_at" timestamptz not null default now(), primary key ("contact_id", "day"));`,
    );
    this.addSql(
      `alter table "saved_search_digest" add constraint "saved_search_digest_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "saved_search_digest";`);
    this.addSql(`drop table "saved_search_hit";`);
    this.addSql(`drop index "saved_search_terms_idx";`);
    this.addSql(`alter table "saved_search" drop column "terms";`);
  }
}
