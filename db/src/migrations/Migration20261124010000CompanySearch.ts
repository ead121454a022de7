import { Migration } from '@mikro-orm/migrations';

/** The index_outbox kinds before and after this migration (db/src/outbox.ts). */
const KINDS_BEFORE = `'part', 'company', 'broadcast'`;
const KINDS_AFTER = `'part', 'company', 'broadcast', 'companyEntry'`;

/**
 * The company directory as a document kind of the PostgreSQL engine (search_company) and the outbox triggers
 * that keep it: a change to what a directory entry shows or is found by puts a ('companyEntry', company id)
 * outbox row in the same transaction, set-based per statement. The company fields the 'company' kind already
 * names (name, country, membership start) and complaints (the tier) reach the entry through that kind
 * (applyChange.ts); these triggers add the rest: a company inserted, removed, its profile or active flag
 * changed, its contacts' names, its favourites, its approved recommendations and its service categories.
 *
 * search_company keeps one row per active company: `words` (name, profile and service categories) and
 * `contact_words` (the active contacts' names, searched for members only), each under a GIN index and without
 * positions (no phrases are searched, and a plain tsvector needs no recheck), `name_words` for the relevance
 * order, the sort keys with a btree per sort and direction, and the shown fields. search_company_lexeme is the vocabulary of every
 * indexed word under a trigram index: a mistyped word is looked up there (trigrams, then edit distance) and
 * searched as the words it is a typo of.
 */
export class Migration20261124010000CompanySearch extends Migration {
  override name = 'Migration20261124010000CompanySearch';

  override up(): void | Promise<void> {
    // Edit distances of mistyped words (levenshtein), checked on the few words trigrams find.
    this.addSql('create extension if not exists fuzzystrmatch;');
    this.addSql(`alter table "index_outbox" drop constraint "index_outbox_doc_type_check";`);
    this.addSql(
      `alter table "index_outbox" add constraint "index_outbox_doc_type_check" check ("doc_type" in (${KINDS_AFTER}));`,
    );

    this.addSql(`create table "search_company" (
  "id" int not null primary key,
  "name" text not null,
  "name_sort" text not null,
  "country_code" varchar(2) not null,
  "country_name" text not null,
  "profile" text not null,
  "profile_sort" text null,
  "tier_rank" smallint not null,
  "fav_count" int not null,
  "recommendation_count" int not null,
  "name_words" tsvector not null,
  "words" tsvector not null,
  "contact_words" tsvector not null);`);
    this.addSql(`create index search_company_words_idx on search_company using gin (words);`);
    this.addSql(`create index search_company_contact_words_idx on search_company using gin (contact_words);`);
    this.addSql(`create index search_company_name_idx on search_company (name_sort, id);`);
    this.addSql(
      `create index search_company_country_name_idx on search_company (country_code, name_sort, id);`,
    );
    this.addSql(
      `create index search_company_by_country_idx on search_company (country_name, name_sort, id);`,
    );
    this.addSql(
      `create index search_company_by_country_desc_idx on search_company (country_name desc, name_sort, id);`,
    );
    this.addSql(
      `create index search_company_by_profile_idx on search_company (profile_sort, name_sort, id);`,
    );
    this.addSql(
      `create index search_company_by_profile_desc_idx on search_company (profile_sort desc nulls last, name_sort, id);`,
    );
    this.addSql(`create index search_company_by_fav_idx on search_company (fav_count, name_sort, id);`);
    this.addSql(
      `create index search_company_by_fav_desc_idx on search_company (fav_count desc, name_sort, id);`,
    );
    this.addSql(`create table "search_company_lexeme" ("lexeme" text not null primary key);`);
    // Without a pending list: new words go straight into the index, which the planner then trusts (a
    // pending list of thousands of words is read in full by every lookup and costed so).
    this.addSql(
      `create index search_company_lexeme_trgm_idx on search_company_lexeme using gin (lexeme gin_trgm_ops) with (fastupdate = off);`,
    );

    this.addSql(`create function index_outbox_company_entry_new() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select distinct 'companyEntry', id from new_rows;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    this.addSql(`create function index_outbox_company_entry_old() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select distinct 'companyEntry', id from old_rows;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    // name, country and member_since are the 'company' kind's (Migration20261122001457).
    this.addSql(`create function index_outbox_company_entry_changed() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id)
    select 'companyEntry', n.id from new_rows n join old_rows o on o.id = n.id
     where (n.description, n.is_active) is distinct from (o.description, o.is_active);
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    // Rows of a company's contacts, favourites, recommendations and services: the entry of their company.
    this.addSql(`create function index_outbox_company_rows_new() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select distinct 'companyEntry', company_id from new_rows;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    this.addSql(`create function index_outbox_company_rows_old() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select distinct 'companyEntry', company_id from old_rows;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    // An update that moves a row to another company changes both entries.
    this.addSql(`create function index_outbox_company_rows_changed() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id)
    select 'companyEntry', c.company_id
      from (select company_id from new_rows union select company_id from old_rows) c;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    // Contacts change often (sign-ins, settings): only a name, the active flag or the company matter here.
    this.addSql(`create function index_outbox_contact_entry_changed() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id)
    select 'companyEntry', c.company_id from (
      select n.company_id from new_rows n join old_rows o on o.id = n.id
       where (n.name, n.is_active, n.company_id) is distinct from (o.name, o.is_active, o.company_id)
      union
      select o.company_id from new_rows n join old_rows o on o.id = n.id
       where (n.is_active, n.company_id) is distinct from (o.is_active, o.company_id)) c;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    // Recommendations count once approved: approval, withdrawal or a move to another company matter.
    this
      .addSql(`create function index_outbox_recommendation_entry_changed() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id)
    select 'companyEntry', c.company_id from (
      select n.company_id from new_rows n join old_rows o on o.id = n.id
       where (n.approved_at is null, n.company_id) is distinct from (o.approved_at is null, o.company_id)
      union
      select o.company_id from new_rows n join old_rows o on o.id = n.id
       where (n.approved_at is null, n.company_id) is distinct from (o.approved_at is null, o.company_id)) c;
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);

    this.addSql(`create trigger company_entry_outbox_insert after insert on company
  referencing new table as new_rows for each statement execute function index_outbox_company_entry_new();`);
    this.addSql(`create trigger company_entry_outbox_update after update on company
  referencing old table as old_rows new table as new_rows for each statement execute function index_outbox_company_entry_changed();`);
    this.addSql(`create trigger company_entry_outbox_delete after delete on company
  referencing old table as old_rows for each statement execute function index_outbox_company_entry_old();`);
    const onUpdate: Record<string, string> = {
      contact: 'index_outbox_contact_entry_changed',
      recommendation: 'index_outbox_recommendation_entry_changed',
      favorite: 'index_outbox_company_rows_changed',
      company_service: 'index_outbox_company_rows_changed',
    };
    for (const [table, changed] of Object.entries(onUpdate)) {
      this.addSql(`create trigger ${table}_entry_outbox_insert after insert on ${table}
  referencing new table as new_rows for each statement execute function index_outbox_company_rows_new();`);
      this.addSql(`create trigger ${table}_entry_outbox_update after update on ${table}
  referencing old table as old_rows new table as new_rows for each statement execute function ${changed}();`);
      this.addSql(`create trigger ${table}_entry_outbox_delete after delete on ${table}
  referencing old table as old_rows for each statement execute function index_outbox_company_rows_old();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['contact', 'favorite', 'recommendation', 'company_service']) {
      for (const op of ['insert', 'update', 'delete'])
        this.addSql(`drop trigger if exists ${table}_entry_outbox_${op} on ${table};`);
    }
    for (const op of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists company_entry_outbox_${op} on company;`);
    for (const fn of [
      'index_outbox_recommendation_entry_changed',
      'index_outbox_contact_entry_changed',
      'index_outbox_company_rows_changed',
      'index_outbox_company_rows_old',
      'index_outbox_company_rows_new',
      'index_outbox_company_entry_changed',
      'index_outbox_company_entry_old',
      'index_outbox_company_entry_new',
    ])
      this.addSql(`drop function if exists ${fn}();`);
    this.addSql(`drop table if exists "search_company_lexeme";`);
    this.addSql(`drop table if exists "search_company";`);
    this.addSql(`delete from "index_outbox" where "doc_type" = 'companyEntry';`);
    this.addSql(`alter table "index_outbox" drop constraint "index_outbox_doc_type_check";`);
    this.addSql(
      `alter table "index_outbox" add constraint "index_outbox_doc_type_check" check ("doc_type" in (${KINDS_BEFORE}));`,
    );
  }
}
