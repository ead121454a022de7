import { Migration } from '@mikro-orm/migrations';

export class Migration20261121231512 extends Migration {
  override name = 'Migration20261121231512';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "advertisement" ("id" serial primary key, "redirect_url" varchar(500) not null, "num_redirects" int not null default 0, "is_active" boolean not null default true);`,
    );

    this.addSql(
      `create table "banner" ("id" serial primary key, "url" varchar(500) not null, "image_url" varchar(500) not null, "alt" varchar(200) not null, "is_ad" boolean not null default false, "num_clicked" int not null default 0, "active_from" date not null, "active_until" date not null);`,
    );
    this.addSql(
      `alter table "banner" add constraint "banner_active_range" check (active_until >= active_from);`,
    );

    this.addSql(
      `create table "broadcast_list" ("id" smallint not null, "name" varchar(60) not null, "sort_order" smallint not null, "mailbox" varchar(254) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "broadcast_list" add constraint "broadcast_list_name_unique" unique ("name");`);

    this.addSql(
      `create table "country" ("code" varchar(2) not null, "name" varchar(80) not null, "is_eu" boolean not null default false, "lat" double precision not null, "lng" double precision not null, primary key ("code"));`,
    );
    this.addSql(`alter table "country" add constraint "country_name_unique" unique ("name");`);

    this.addSql(
      `create table "company" ("id" serial primary key, "name" varchar(150) not null, "username" varchar(60) null, "website" varchar(200) null, "tel" varchar(40) null, "address" varchar(300) null, "city" varchar(100) null, "zip" varchar(20) null, "country_code" varchar(2) not null, "vat_nr" varchar(40) null, "shipping_details" text null, "warranty_policy" text null, "description" text null, "bank_code" varchar(60) null, "iban_code" varchar(60) null, "swift_code" varchar(30) null, "payment_method" varchar(200) null, "pic_url" varchar(500) null, "is_service_only" boolean not null default false, "is_attending_ebm" boolean not null default false, "member_since" date null, "free_trial_until" date null, "account_type" text not null default 'plus', "is_active" boolean not null default true, "custom_full_block" text null, "modal_message" text null, "lat" double precision null, "lng" double precision null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "company" add constraint "company_username_unique" unique ("username");`);
    this.addSql(`create index "company_country_code_index" on "company" ("country_code");`);
    this.addSql(`create index company_name_lower_idx on company (lower(name));`);
    this.addSql(
      `alter table "company" add constraint "company_account_type_check" check ("account_type" in ('plus', 'broker'));`,
    );

    this.addSql(
      `create table "contact" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "function" varchar(100) null, "position" smallint not null default 1, "email" varchar(254) not null, "email_alt" varchar(254) null, "tel" varchar(40) null, "im_name" text not null default 'none', "im_value" varchar(200) null, "rfq_disabled" boolean not null default false, "possible_matches_disabled" boolean not null default false, "profile_pic" text null, "has_large_pic" boolean not null default false, "signature" text null, "password_hash" varchar(200) null, "is_owner" boolean not null default false, "force_logout" boolean not null default false, "is_active" boolean not null default true, "news_read_at" timestamptz null, "last_login_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_company_id_index" on "contact" ("company_id");`);
    this.addSql(`create unique index contact_email_lower_unique on contact (lower(email));`);
    this.addSql(`create unique index contact_one_owner_per_company on contact (company_id) where is_owner;`);
    this.addSql(
      `alter table "contact" add constraint "contact_im_name_check" check ("im_name" in ('none', 'Teams', 'Trillian', 'Google Talk', 'Other'));`,
    );

    this.addSql(
      `create table "broadcast_setting" ("contact_id" int not null, "list_id" smallint not null, "email_set" text not null, "type" smallint not null default 0, primary key ("contact_id", "list_id", "email_set"));`,
    );
    this.addSql(
      `alter table "broadcast_setting" add constraint "broadcast_setting_type_check" check (type in (0, 1, 2));`,
    );
    this.addSql(
      `alter table "broadcast_setting" add constraint "broadcast_setting_email_set_check" check ("email_set" in ('primary', 'alternate'));`,
    );

    this.addSql(
      `create table "complaint" ("id" serial primary key, "company_id" int not null, "filed_by_id" int not null, "title" varchar(200) not null, "transaction_date" date not null, "body" text not null, "resolution" text not null, "status" text not null default 'open', "created_at" timestamptz not null default now(), "closed_at" timestamptz null);`,
    );
    this.addSql(`create index "complaint_company_id_index" on "complaint" ("company_id");`);
    this.addSql(
      `alter table "complaint" add constraint "complaint_status_check" check ("status" in ('open', 'solved', 'rejected'));`,
    );

    this.addSql(
      `create table "complaint_file" ("id" serial primary key, "complaint_id" int not null, "kind" text not null, "file_name" varchar(255) not null, "mime_type" varchar(100) not null, "size" int not null, "content" bytea not null);`,
    );
    this.addSql(`create index "complaint_file_complaint_id_index" on "complaint_file" ("complaint_id");`);
    this.addSql(
      `alter table "complaint_file" add constraint "complaint_file_kind_unique" unique ("complaint_id", "kind");`,
    );
    this.addSql(`alter table "complaint_file" add constraint "complaint_file_size_check" check (size >= 0);`);
    this.addSql(
      `alter table "complaint_file" add constraint "complaint_file_kind_check" check ("kind" in ('po', 'invoice'));`,
    );

    this.addSql(
      `create table "broadcast" ("id" bigserial primary key, "list_id" smallint not null, "company_id" int not null, "contact_id" int not null, "side" text not null, "subject" varchar(200) not null, "message" text not null, "quantity" varchar(10) not null, "brand" varchar(50) not null, "description" varchar(50) not null, "condition" varchar(20) not null, "product_link" varchar(500) null, "price" varchar(10) not null, "currency" text not null default 'EUR', "additional_info" text null, "from_email" varchar(254) not null, "created_at" timestamptz not null default now(), "resent_at" timestamptz null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`create index "broadcast_contact_id_index" on "broadcast" ("contact_id");`);
    this.addSql(`create index "broadcast_created_idx" on "broadcast" ("created_at");`);
    this.addSql(`create index "broadcast_list_created_idx" on "broadcast" ("list_id", "created_at");`);
    this.addSql(`create index "broadcast_company_created_idx" on "broadcast" ("company_id", "created_at");`);
    this.addSql(
      `alter table "broadcast" add constraint "broadcast_side_check" check ("side" in ('WTB', 'WTS'));`,
    );
    this.addSql(
      `alter table "broadcast" add constraint "broadcast_currency_check" check ("currency" in ('EUR', 'USD', 'GBP'));`,
    );

    this.addSql(
      `create table "event_attendee" ("id" serial primary key, "name" varchar(100) not null, "company_name" varchar(150) not null, "registered_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "faq" ("id" serial primary key, "question" varchar(300) not null, "answer" text not null, "sort_order" int not null default 0);`,
    );

    this.addSql(
      `create table "favorite" ("contact_id" int not null, "company_id" int not null, "created_at" timestamptz not null default now(), primary key ("contact_id", "company_id"));`,
    );
    this.addSql(`create index "favorite_company_id_index" on "favorite" ("company_id");`);

    this.addSql(
      `create table "help_video" ("id" serial primary key, "title" varchar(200) not null, "url" varchar(300) not null, "embed_url" varchar(300) not null, "category" varchar(60) not null);`,
    );

    this.addSql(
      `create table "index_outbox" ("id" bigserial primary key, "doc_type" text not null, "doc_id" bigint not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "index_outbox" add constraint "index_outbox_doc_type_check" check ("doc_type" in ('part', 'company', 'broadcast'));`,
    );

    this.addSql(
      `create table "inventory_hit" ("id" bigserial primary key, "company_id" int not null, "search_terms" varchar(200) not null, "part_number" varchar(80) not null, "searcher_company_id" int null, "searcher_contact_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "inventory_hit_company_created_idx" on "inventory_hit" ("company_id", "created_at");`,
    );

    this.addSql(
      `create table "inventory_part" ("id" bigserial primary key, "company_id" int not null, "part_number" varchar(80) not null, "part_number_norm" varchar(80) generated always as (upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))) stored not null, "manufacturer" varchar(80) not null, "description" varchar(300) not null, "quantity" int not null default 1, "condition" text not null, "price" numeric(12,2) not null default 0, "is_rfq_disabled" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "inventory_part_pn_norm_idx" on "inventory_part" ("part_number_norm");`);
    this.addSql(
      `alter table "inventory_part" add constraint "inventory_part_company_pn_cond_unique" unique ("company_id", "part_number_norm", "condition");`,
    );
    this.addSql(
      `alter table "inventory_part" add constraint "inventory_part_quantity_check" check (quantity >= 0);`,
    );
    this.addSql(
      `alter table "inventory_part" add constraint "inventory_part_price_check" check (price >= 0);`,
    );
    this.addSql(
      `alter table "inventory_part" add constraint "inventory_part_condition_check" check ("condition" in ('F/S', 'NOB', 'NEW', 'REF', 'USED', 'ASIS'));`,
    );

    this.addSql(
      `create table "invoice" ("id" serial primary key, "company_id" int not null, "invoice_number" varchar(30) not null, "account" text not null, "total" numeric(10,2) not null, "invoice_date" date not null, "due_date" date not null, "date_paid" date null, "payment_status" smallint null, "force_pay" boolean not null default false, "link" varchar(500) null);`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_invoice_number_unique" unique ("invoice_number");`,
    );
    this.addSql(`create index "invoice_company_date_idx" on "invoice" ("company_id", "invoice_date");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_due_after_date" check (due_date >= invoice_date);`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_payment_status_check" check (payment_status is null or payment_status in (1, 2, 9));`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_total_check" check (total >= 0);`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_account_check" check ("account" in ('Plus', 'Broker', 'EBM', 'Custom'));`,
    );

    this.addSql(
      `create table "credit_note" ("id" serial primary key, "company_id" int not null, "invoice_id" int null, "credit_note_number" varchar(30) not null, "account" text not null, "total" numeric(10,2) not null, "credit_note_date" date not null, "link" varchar(500) null);`,
    );
    this.addSql(`create index "credit_note_company_id_index" on "credit_note" ("company_id");`);
    this.addSql(
      `alter table "credit_note" add constraint "credit_note_credit_note_number_unique" unique ("credit_note_number");`,
    );
    this.addSql(`alter table "credit_note" add constraint "credit_note_total_check" check (total >= 0);`);
    this.addSql(
      `alter table "credit_note" add constraint "credit_note_account_check" check ("account" in ('Plus', 'Broker', 'EBM', 'Custom'));`,
    );

    this.addSql(
      `create table "mail_message" ("id" serial primary key, "to" varchar(1000) not null, "subject" varchar(300) not null, "text" text not null, "html" text null, "transport" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_transport_check" check ("transport" in ('smtp', 'outbox'));`,
    );

    this.addSql(
      `create table "news_category" ("id" smallint not null, "cat_url" varchar(60) not null, "cat_description" varchar(100) not null, "sort_order" smallint not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "news_category" add constraint "news_category_cat_url_unique" unique ("cat_url");`,
    );

    this.addSql(
      `create table "news" ("id" serial primary key, "category_id" smallint not null, "title" varchar(200) not null, "title_slug" varchar(220) not null, "author" varchar(100) not null, "date" timestamptz not null, "body_html" text not null, "is_pinned" boolean not null default false, "meta_title" varchar(200) null, "meta_description" varchar(300) null, "meta_keywords" varchar(300) null);`,
    );
    this.addSql(`create index "news_category_id_index" on "news" ("category_id");`);
    this.addSql(`create index "news_date_idx" on "news" ("date");`);

    this.addSql(
      `create table "page_view" ("id" bigserial primary key, "path" varchar(500) not null, "contact_id" int null, "referrer" varchar(500) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "page_view_created_idx" on "page_view" ("created_at");`);

    this.addSql(
      `create table "password_reset_token" ("id" serial primary key, "contact_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `create index "password_reset_token_contact_id_index" on "password_reset_token" ("contact_id");`,
    );
    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "payment_order" ("id" serial primary key, "company_id" int null, "account_type" text not null, "name" varchar(100) not null, "email" varchar(254) not null, "company_name" varchar(150) not null, "address" varchar(300) not null, "zip" varchar(20) not null, "city" varchar(100) not null, "country_code" varchar(2) not null, "vat" varchar(40) not null, "is_contract_agreed" boolean not null, "price" numeric(10,2) not null, "vat_amount" numeric(10,2) not null, "status" text not null default 'created', "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_is_contract_agreed_check" check (is_contract_agreed);`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_account_type_check" check ("account_type" in ('plus', 'broker'));`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_status_check" check ("status" in ('created', 'paid', 'failed'));`,
    );

    this.addSql(
      `create table "recommendation" ("id" serial primary key, "company_id" int not null, "author_id" int not null, "description" text not null, "approved_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "recommendation_company_id_index" on "recommendation" ("company_id");`);
    this.addSql(
      `alter table "recommendation" add constraint "recommendation_description_check" check (char_length(description) >= 30);`,
    );

    this.addSql(
      `create table "registration_rating" ("id" serial primary key, "rating" smallint not null, "company" varchar(150) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "registration_rating" add constraint "registration_rating_rating_check" check (rating >= 0 and rating <= 5);`,
    );

    this.addSql(
      `create table "registration_request" ("id" serial primary key, "company" varchar(150) not null, "address" varchar(300) not null, "city" varchar(100) null, "zip" varchar(20) null, "country_code" varchar(2) not null, "description" text null, "website" varchar(200) null, "vat" varchar(40) null, "hear" varchar(60) not null, "name" varchar(100) not null, "function" varchar(100) not null, "email" varchar(254) not null, "tel" varchar(40) not null, "is_contract_agreed" boolean not null, "is_from_qr_code" boolean not null default false, "status" text not null default 'pending', "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "registration_request" add constraint "registration_request_is_contract_agreed_check" check (is_contract_agreed);`,
    );
    this.addSql(
      `alter table "registration_request" add constraint "registration_request_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(
      `create table "saved_search" ("id" serial primary key, "contact_id" int not null, "query" varchar(200) not null, "list_id" smallint null, "side" text null, "company_id" int null, "is_digest" boolean not null default false, "created_at" timestamptz not null default now(), "last_hit_at" timestamptz null);`,
    );
    this.addSql(`create index "saved_search_contact_id_index" on "saved_search" ("contact_id");`);
    this.addSql(
      `alter table "saved_search" add constraint "saved_search_side_check" check ("side" in ('WTB', 'WTS'));`,
    );

    this.addSql(
      `create table "search_log" ("id" bigserial primary key, "query" varchar(200) not null, "query_norm" varchar(200) not null, "result_count" int not null default 0, "contact_id" int null, "company_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "search_log_created_norm_idx" on "search_log" ("created_at", "query_norm");`);

    this.addSql(
      `create table "service_category" ("id" int not null, "name" varchar(100) not null, "img_name" varchar(100) not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "service_category" add constraint "service_category_name_unique" unique ("name");`,
    );

    this.addSql(
      `create table "company_service" ("company_id" int not null, "category_id" int not null, primary key ("company_id", "category_id"));`,
    );
    this.addSql(`create index "company_service_category_id_index" on "company_service" ("category_id");`);

    this.addSql(
      `create table "session" ("id" uuid not null default gen_random_uuid(), "contact_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "ip" varchar(64) null, "user_agent" varchar(300) null, primary key ("id"));`,
    );
    this.addSql(`create index "session_contact_id_index" on "session" ("contact_id");`);
    this.addSql(`alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "setting" ("key" varchar(60) not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("key"));`,
    );

    this.addSql(
      `create table "staff_contact" ("id" serial primary key, "name" varchar(100) not null, "position" varchar(100) not null, "tel" varchar(40) not null, "email" varchar(254) not null, "pic_url" varchar(300) null, "skype" varchar(100) null, "sort_order" int not null default 0);`,
    );

    this.addSql(
      `create table "testimonial" ("id" serial primary key, "body" text not null, "attr" varchar(200) not null, "date" date not null);`,
    );

    this.addSql(
      `create table "two_factor_secret" ("contact_id" int not null, "secret" varchar(64) not null, "enabled_at" timestamptz null, "last_used_step" bigint null, "disable_allowed_until" timestamptz null, "created_at" timestamptz not null default now(), primary key ("contact_id"));`,
    );

    this.addSql(
      `create table "usage_event" ("id" bigserial primary key, "name" varchar(80) not null, "props" jsonb null, "contact_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "usage_event_name_created_idx" on "usage_event" ("name", "created_at");`);

    this.addSql(
      `alter table "company" add constraint "company_country_code_foreign" foreign key ("country_code") references "country" ("code");`,
    );

    this.addSql(
      `alter table "contact" add constraint "contact_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "broadcast_setting" add constraint "broadcast_setting_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "broadcast_setting" add constraint "broadcast_setting_list_id_foreign" foreign key ("list_id") references "broadcast_list" ("id");`,
    );

    this.addSql(
      `alter table "complaint" add constraint "complaint_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "complaint" add constraint "complaint_filed_by_id_foreign" foreign key ("filed_by_id") references "contact" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "complaint_file" add constraint "complaint_file_complaint_id_foreign" foreign key ("complaint_id") references "complaint" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "broadcast" add constraint "broadcast_list_id_foreign" foreign key ("list_id") references "broadcast_list" ("id");`,
    );
    this.addSql(
      `alter table "broadcast" add constraint "broadcast_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "broadcast" add constraint "broadcast_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "favorite" add constraint "favorite_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "favorite" add constraint "favorite_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "inventory_hit" add constraint "inventory_hit_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inventory_hit" add constraint "inventory_hit_searcher_company_id_foreign" foreign key ("searcher_company_id") references "company" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "inventory_hit" add constraint "inventory_hit_searcher_contact_id_foreign" foreign key ("searcher_contact_id") references "contact" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "inventory_part" add constraint "inventory_part_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "credit_note" add constraint "credit_note_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "credit_note" add constraint "credit_note_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "news" add constraint "news_category_id_foreign" foreign key ("category_id") references "news_category" ("id");`,
    );

    this.addSql(
      `alter table "page_view" add constraint "page_view_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "payment_order" add constraint "payment_order_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_country_code_foreign" foreign key ("country_code") references "country" ("code");`,
    );

    this.addSql(
      `alter table "recommendation" add constraint "recommendation_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "recommendation" add constraint "recommendation_author_id_foreign" foreign key ("author_id") references "contact" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "registration_request" add constraint "registration_request_country_code_foreign" foreign key ("country_code") references "country" ("code");`,
    );

    this.addSql(
      `alter table "saved_search" add constraint "saved_search_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "saved_search" add constraint "saved_search_list_id_foreign" foreign key ("list_id") references "broadcast_list" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "saved_search" add constraint "saved_search_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "search_log" add constraint "search_log_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "search_log" add constraint "search_log_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "company_service" add constraint "company_service_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "company_service" add constraint "company_service_category_id_foreign" foreign key ("category_id") references "service_category" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "session" add constraint "session_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "two_factor_secret" add constraint "two_factor_secret_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "usage_event" add constraint "usage_event_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete set null;`,
    );
  }
}
