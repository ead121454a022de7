import { Migration } from '@mikro-orm/migrations';

/**
 * The PostgreSQL search engine's part index (search_part) and the outbox triggers: every write to
 * inventory_part, to the company fields shown in results and to complaints (which decide the tier) puts
 * index_outbox rows in the same transaction, set-based per statement, and notifies 'index_outbox'.
 */
export class Migration20261122001457 extends Migration {
  override name = 'Migration20261122001457';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "search_part" ("id" bigint not null, "company_id" int not null, "part_number" varchar(80) not null, "part_number_norm" varchar(80) not null, "manufacturer" varchar(80) not null, "description" varchar(300) not null, "quantity" int not null, "condition" varchar(8) not null, "price" numeric(12,2) not null, "is_rfq_disabled" boolean not null, "company_name" varchar(150) not null, "country_code" varchar(2) not null, "tier_rank" smallint not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "search_part_company_idx" on "search_part" ("company_id");`);
    this.addSql(
      `create index search_part_pn_pattern_idx on search_part (part_number_norm text_pattern_ops);`,
    );
    this.addSql(
      `create index search_part_pn_trgm_idx on search_part using gin (part_number_norm gin_trgm_ops);`,
    );
    this.addSql(
      `create index search_part_text_idx on search_part using gin (to_tsvector('simple', manufacturer || ' ' || description));`,
    );

    // Statement-level triggers with transition tables: one insert per statement, also for COPY.
    this.addSql(`create function index_outbox_parts_new() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select 'part', id from new_rows;
  perform pg_notify('index_outbox', '');
  return null;
end $$;`);
    this.addSql(`create function index_outbox_parts_old() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select 'part', id from old_rows;
  perform pg_notify('index_outbox', '');
  return null;
end $$;`);
    this.addSql(`create function index_outbox_company_changed() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id)
    select 'company', n.id from new_rows n join old_rows o on o.id = n.id
     where n.name is distinct from o.name or n.country_code is distinct from o.country_code
        or n.member_since is distinct from o.member_since;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    this.addSql(`create function index_outbox_complaint_new() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select distinct 'company', company_id from new_rows;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    this.addSql(`create function index_outbox_complaint_old() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select distinct 'company', company_id from old_rows;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    this.addSql(`create trigger inventory_part_outbox_insert after insert on inventory_part
  referencing new table as new_rows for each statement execute function index_outbox_parts_new();`);
    this.addSql(`create trigger inventory_part_outbox_update after update on inventory_part
  referencing new table as new_rows for each statement execute function index_outbox_parts_new();`);
    this.addSql(`create trigger inventory_part_outbox_delete after delete on inventory_part
  referencing old table as old_rows for each statement execute function index_outbox_parts_old();`);
    this.addSql(`create trigger company_outbox_update after update on company
  referencing old table as old_rows new table as new_rows for each statement execute function index_outbox_company_changed();`);
    this.addSql(`create trigger complaint_outbox_insert after insert on complaint
  referencing new table as new_rows for each statement execute function index_outbox_complaint_new();`);
    this.addSql(`create trigger complaint_outbox_update after update on complaint
  referencing new table as new_rows for each statement execute function index_outbox_complaint_new();`);
    this.addSql(`create trigger complaint_outbox_delete after delete on complaint
  referencing old table as old_rows for each statement execute function index_outbox_complaint_old();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists complaint_outbox_delete on complaint;`);
    this.addSql(`drop trigger if exists complaint_outbox_update on complaint;`);
    this.addSql(`drop trigger if exists complaint_outbox_insert on complaint;`);
    this.addSql(`drop trigger if exists company_outbox_update on company;`);
    this.addSql(`drop trigger if exists inventory_part_outbox_delete on inventory_part;`);
    this.addSql(`drop trigger if exists inventory_part_outbox_update on inventory_part;`);
    this.addSql(`drop trigger if exists inventory_part_outbox_insert on inventory_part;`);
    this.addSql(`drop function if exists index_outbox_complaint_old();`);
    this.addSql(`drop function if exists index_outbox_complaint_new();`);
    this.addSql(`drop function if exists index_outbox_company_changed();`);
    this.addSql(`drop function if exists index_outbox_parts_old();`);
    this.addSql(`drop function if exists index_outbox_parts_new();`);
    this.addSql(`drop table if exists "search_part" cascade;`);
  }
}
