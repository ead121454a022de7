import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery ledger: one row per broadcast edition (its send or a resend) and address, written in the
 * transaction that claims the broadcast, so a re-run after a crash finds the address already served. Digest
 * rows wait (digested_at null) for the daily digest of their address.
 */
export class Migration20261123171000BroadcastDelivery extends Migration {
  override name = 'Migration20261123171000BroadcastDelivery';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "broadcast_delivery" ("broadcast_id" bigint not null, "edition" timestamptz not null, "email" varchar(254) not null, "kind" text not null, "queued_at" timestamptz not null default now(), "sent_at" timestamptz null, primary key ("broadcast_id", "edition", "email"));`,
    );
    this.addSql(
      `alter table "broadcast_delivery" add constraint "broadcast_delivery_kind_check" check ("kind" in ('standard', 'digest'));`,
    );
    this.addSql(
      `alter table "broadcast_delivery" add constraint "broadcast_delivery_broadcast_id_foreign" foreign key ("broadcast_id") references "broadcast" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "broadcast_delivery_digest_idx" on "broadcast_delivery" ("email", "queued_at") where kind = 'digest' and sent_at is null;`,
    );
    this.addSql(
      `create table "broadcast_digest" ("email" varchar(254) not null, "day" date not null, "broadcast_count" int not null, "queued_at" timestamptz not null default now(), primary key ("email", "day"));`,
    );
    this.addSql(
      `create index "broadcast_setting_list_idx" on "broadcast_setting" ("list_id") where type <> 2;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "broadcast_setting_list_idx";`);
    this.addSql(`drop table "broadcast_digest";`);
    this.addSql(`drop table "broadcast_delivery";`);
  }
}
