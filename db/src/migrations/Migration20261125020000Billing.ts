import { Migration } from '@mikro-orm/migrations';

/**
 * Billing (issue 13): exact money and stored invoice content, so the same invoice renders the same PDF every
 * time; gapless invoice numbers (a counter row per year, taken for update by the paying transaction); the
 * end of the paid membership (company.member_until).
 *
 * Existing invoices and credit notes get their content from the company: a Dutch company's total included 21%
 * BTW, any other's had no VAT; one membership (or event) line.
 */
export class Migration20261125020000Billing extends Migration {
  override name = 'Migration20261125020000Billing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add column "member_until" date null;`);

    for (const table of ['invoice', 'credit_note']) {
      this.addSql(
        `alter table "${table}" add column "subtotal" numeric(10,2) null, add column "vat_amount" numeric(10,2) null, add column "vat_rate" smallint null, add column "vat_label" varchar(100) null, add column "lines" jsonb null, add column "buyer" jsonb null;`,
      );
      const total = `"${table}"."total"`;
      this.addSql(
        `update "${table}" set
          "subtotal" = case when c.country_code = 'NL' then round(${total} / 1.21, 2) else ${total} end,
          "vat_rate" = case when c.country_code = 'NL' then 21 else 0 end,
          "vat_label" = case when c.country_code = 'NL' then 'BTW 21%' when k.is_eu then 'VAT reverse charged (Article 196 VAT Directive)' else 'VAT 0% (outside the EU)' end,
          "buyer" = jsonb_build_object('name', null, 'company', c.name, 'address', c.address, 'zip', c.zip, 'city', c.city,
            'country', k.name, 'countryCode', c.country_code, 'vat', c.vat_nr,
            'taxIdLabel', case when c.country_code = 'GB' then 'EORI' else 'VAT' end, 'email', null)
        from "company" c join "country" k on k.code = c.country_code
        where c.id = "${table}"."company_id";`,
      );
      this.addSql(
        `update "${table}" set "vat_amount" = "total" - "subtotal",
          "lines" = jsonb_build_array(jsonb_build_object(
            'description', case "account" when 'Plus' then 'TBS Plus Membership (1 year)' when 'Broker' then 'TBS Broker Membership (1 year)' when 'EBM' then 'European Broker Meeting registration' else 'TBS services' end,
            'unitCents', ("subtotal" * 100)::bigint, 'quantity', 1, 'cents', ("subtotal" * 100)::bigint));`,
      );
      this.addSql(`alter table "${table}" add constraint "${table}_subtotal_check" check (subtotal >= 0);`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_vat_amount_check" check (vat_amount >= 0);`,
      );
    }

    // A visitor's paid order is invoiced (numbered) at once, without a company until staff match it.
    this.addSql(`alter table "invoice" alter column "company_id" drop not null;`);
    this.addSql(
      `alter table "invoice" add column "order_id" int null, add column "membership_counted" boolean not null default false, add column "provider_ref" varchar(200) null;`,
    );
    // Paid membership invoices before this migration have been counted in member_since already.
    this.addSql(
      `update "invoice" set "membership_counted" = true where "payment_status" in (1, 2) and "account" in ('Plus', 'Broker');`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_order_id_unique" unique ("order_id");`);

    this.addSql(
      `alter table "payment_order" add column "subtotal" numeric(10,2) null, add column "vat_rate" smallint null, add column "vat_label" varchar(100) null, add column "total" numeric(10,2) null, add column "paid_at" timestamptz null, add column "invoice_id" int null;`,
    );
    this.addSql(
      `update "payment_order" set "subtotal" = "price", "total" = "price" + "vat_amount",
        "vat_rate" = case when "vat_amount" > 0 then 21 else 0 end,
        "vat_label" = case when "country_code" = 'NL' then 'BTW 21%' when "vat_amount" > 0 then 'VAT 21% (no valid EU VAT number)' else 'VAT 0%' end;`,
    );
    this.addSql(
      `alter table "payment_order" alter column "subtotal" set not null, alter column "vat_rate" set not null, alter column "vat_label" set not null, alter column "total" set not null;`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_invoice_id_unique" unique ("invoice_id");`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_order_id_foreign" foreign key ("order_id") references "payment_order" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "invoice_number_counter" ("year" smallint not null, "last" int not null, constraint "invoice_number_counter_pkey" primary key ("year"));`,
    );
    this.addSql(
      `alter table "invoice_number_counter" add constraint "invoice_number_counter_last_check" check (last >= 0);`,
    );

    // Paid members: a year after their latest paid membership invoice.
    this.addSql(
      `update "company" c set "member_until" = (select max(i."invoice_date") + interval '1 year' from "invoice" i
        where i."company_id" = c."id" and i."payment_status" in (1, 2) and i."account" in ('Plus', 'Broker'))::date
        where c."member_since" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invoice_number_counter" cascade;`);
    this.addSql(`alter table "payment_order" drop constraint "payment_order_invoice_id_foreign";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_order_id_foreign";`);
    this.addSql(
      `alter table "payment_order" drop column "subtotal", drop column "vat_rate", drop column "vat_label", drop column "total", drop column "paid_at", drop column "invoice_id";`,
    );
    this.addSql(`delete from "invoice" where "company_id" is null;`);
    this.addSql(`alter table "invoice" alter column "company_id" set not null;`);
    this.addSql(
      `alter table "invoice" drop column "order_id", drop column "membership_counted", drop column "provider_ref";`,
    );
    for (const table of ['invoice', 'credit_note']) {
      this.addSql(
        `alter table "${table}" drop column "subtotal", drop column "vat_amount", drop column "vat_rate", drop column "vat_label", drop column "lines", drop column "buyer";`,
      );
    }
    this.addSql(`alter table "company" drop column "member_until";`);
  }
}
