import { Migration } from '@mikro-orm/migrations';

/**
 * A company's billing country and VAT number decide the VAT of its membership: every change of them is kept in
 * company_tax_change by a trigger (so staff SQL is recorded too), with the actor the transaction names in
 * `tbs.actor` or else the database user. Orders and invoices keep the line saying why 21% was added (vat_note);
 * a visitor may order without a VAT number. An order's return_token lets the provider's return read it back.
 */
export class Migration20261128030000CompanyTaxChanges extends Migration {
  override name = 'Migration20261128030000CompanyTaxChanges';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_tax_change" ("id" serial primary key, "company_id" int not null, "changed_at" timestamptz not null default now(), "changed_by" varchar(200) not null, "old_country" varchar(2) not null, "new_country" varchar(2) not null, "old_vat_nr" varchar(40) null, "new_vat_nr" varchar(40) null);`,
    );
    this.addSql(
      `create index "company_tax_change_company_idx" on "company_tax_change" ("company_id", "id");`,
    );
    this.addSql(
      `alter table "company_tax_change" add constraint "company_tax_change_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_order" add "vat_note" varchar(300) null, add "vat_check" varchar(20) null, add "return_token" varchar(43) null;`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_return_token_unique" unique ("return_token");`,
    );
    this.addSql(`alter table "payment_order" alter column "vat" drop not null;`);
    this.addSql(`alter table "invoice" add "vat_note" varchar(300) null;`);
    this.addSql(`create function company_tax_change_fn() returns trigger language plpgsql as $$
begin
  insert into company_tax_change (company_id, changed_by, old_country, new_country, old_vat_nr, new_vat_nr)
  values (new.id, coalesce(nullif(current_setting('tbs.actor', true), ''), 'database user ' || session_user),
          old.country_code, new.country_code, old.vat_nr, new.vat_nr);
  return null;
end $$;`);
    this.addSql(`create trigger company_tax_change after update of country_code, vat_nr on company
  for each row when (old.country_code is distinct from new.country_code or old.vat_nr is distinct from new.vat_nr)
  execute function company_tax_change_fn();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger company_tax_change on company;`);
    this.addSql(`drop function company_tax_change_fn();`);
    this.addSql(`drop table "company_tax_change";`);
    this.addSql(`alter table "invoice" drop column "vat_note";`);
    this.addSql(`update "payment_order" set "vat" = '' where "vat" is null;`);
    this.addSql(`alter table "payment_order" alter column "vat" set not null;`);
    this.addSql(
      `alter table "payment_order" drop column "vat_note", drop column "vat_check", drop column "return_token";`,
    );
  }
}
