import { Migration } from '@mikro-orm/migrations';

/**
 * Card payments (issue 13): `payment` records each provider payment of a membership order or an existing
 * invoice, `payment_event` the provider events processed for it (a webhook delivered twice counts once), and
 * `simulated_checkout` the books of the local simulated provider.
 */
export class Migration20261125030000Payments extends Migration {
  override name = 'Migration20261125030000Payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment" ("id" serial primary key, "order_id" int null, "invoice_id" int null, "provider" text not null, "provider_ref" varchar(200) not null, "amount" numeric(10,2) not null, "currency" varchar(3) not null default 'EUR', "status" text not null default 'open', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "paid_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_provider_ref_unique" unique ("provider_ref");`,
    );
    this.addSql(`create index "payment_order_id_index" on "payment" ("order_id");`);
    this.addSql(`create index "payment_invoice_id_index" on "payment" ("invoice_id");`);
    this.addSql(
      `alter table "payment" add constraint "payment_order_id_foreign" foreign key ("order_id") references "payment_order" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_reference_check" check ((order_id is null) <> (invoice_id is null));`,
    );
    this.addSql(`alter table "payment" add constraint "payment_amount_check" check (amount > 0);`);
    this.addSql(
      `alter table "payment" add constraint "payment_provider_check" check ("provider" in ('simulated', 'stripe'));`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_status_check" check ("status" in ('open', 'paid', 'failed', 'canceled'));`,
    );

    this.addSql(
      `create table "payment_event" ("id" serial primary key, "payment_id" int not null, "event_id" varchar(200) not null, "status" varchar(20) not null, "outcome" text not null, "received_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "payment_event" add constraint "payment_event_payment_event_unique" unique ("payment_id", "event_id");`,
    );
    this.addSql(
      `alter table "payment_event" add constraint "payment_event_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_event" add constraint "payment_event_outcome_check" check ("outcome" in ('applied', 'ignored'));`,
    );

    this.addSql(
      `create table "simulated_checkout" ("provider_ref" varchar(64) primary key, "reference" varchar(100) not null, "amount" numeric(10,2) not null, "description" varchar(300) not null, "success_url" varchar(1000) not null, "cancel_url" varchar(1000) not null, "webhook_url" varchar(1000) not null, "status" text not null default 'open', "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "simulated_checkout" add constraint "simulated_checkout_status_check" check ("status" in ('open', 'approved', 'declined'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "simulated_checkout" cascade;`);
    this.addSql(`drop table if exists "payment_event" cascade;`);
    this.addSql(`drop table if exists "payment" cascade;`);
  }
}
