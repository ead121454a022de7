import { Migration } from '@mikro-orm/migrations';

/**
 * The PostgreSQL search engine's broadcast index (search_broadcast) and the broadcast outbox triggers: an
 * insert, a change of a searched or filtered field (soft removal through deleted_at included) or a delete
 * puts ('broadcast', id) outbox rows in the same transaction, set-based per statement.
 *
 * search_broadcast keeps no text: `words` holds the words of subject and message with their positions (for
 * phrases) plus the normalised part numbers named in them as lexemes of their own, so one GIN index answers
 * words and part numbers. Every list is newest first: each filter has a (filter, created_at, id) index
 * read in that order.
 */
export class Migration20261123172000BroadcastSearch extends Migration {
  override name = 'Migration20261123172000BroadcastSearch';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_broadcast" (
  "id" bigint not null primary key,
  "list_id" smallint not null,
  "company_id" int not null,
  "contact_id" int not null,
  "side" text not null,
  "created_at" timestamptz not null,
  "price" numeric(14,2) null,
  "currency" text not null,
  "words" tsvector not null);`);
    this.addSql(`create index search_broadcast_words_idx on search_broadcast using gin (words);`);
    this.addSql(`create index search_broadcast_order_idx on search_broadcast (created_at desc, id desc);`);
    this.addSql(
      `create index search_broadcast_list_idx on search_broadcast (list_id, side, created_at desc, id desc);`,
    );
    this.addSql(
      `create index search_broadcast_side_idx on search_broadcast (side, created_at desc, id desc);`,
    );
    this.addSql(
      `create index search_broadcast_company_idx on search_broadcast (company_id, created_at desc, id desc);`,
    );
    this.addSql(
      `create index search_broadcast_contact_idx on search_broadcast (contact_id, created_at desc, id desc);`,
    );

    this.addSql(`create function index_outbox_broadcasts_new() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select 'broadcast', id from new_rows;
  perform pg_notify('index_outbox', '');
  return null;
end $$;`);
    this.addSql(`create function index_outbox_broadcasts_changed() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id)
    select 'broadcast', n.id from new_rows n join old_rows o on o.id = n.id
     where (n.list_id, n.company_id, n.contact_id, n.side, n.subject, n.message, n.price, n.currency,
            n.created_at, n.deleted_at)
        is distinct from (o.list_id, o.company_id, o.contact_id, o.side, o.subject, o.message, o.price,
            o.currency, o.created_at, o.deleted_at);
  if found then perform pg_notify('index_outbox', ''); end if;
  return null;
end $$;`);
    this.addSql(`create function index_outbox_broadcasts_old() returns trigger language plpgsql as $$
begin
  insert into index_outbox (doc_type, doc_id) select 'broadcast', id from old_rows;
  perform pg_notify('index_outbox', '');
  return null;
end $$;`);
    this.addSql(`create trigger broadcast_outbox_insert after insert on broadcast
  referencing new table as new_rows for each statement execute function index_outbox_broadcasts_new();`);
    this.addSql(`create trigger broadcast_outbox_update after update on broadcast
  referencing old table as old_rows new table as new_rows for each statement execute function index_outbox_broadcasts_changed();`);
    this.addSql(`create trigger broadcast_outbox_delete after delete on broadcast
  referencing old table as old_rows for each statement execute function index_outbox_broadcasts_old();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists broadcast_outbox_delete on broadcast;`);
    this.addSql(`drop trigger if exists broadcast_outbox_update on broadcast;`);
    this.addSql(`drop trigger if exists broadcast_outbox_insert on broadcast;`);
    this.addSql(`drop function if exists index_outbox_broadcasts_old();`);
    this.addSql(`drop function if exists index_outbox_broadcasts_changed();`);
    this.addSql(`drop function if exists index_outbox_broadcasts_new();`);
    this.addSql(`drop table if exists "search_broadcast" cascade;`);
  }
}
