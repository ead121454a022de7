import { Migration } from '@mikro-orm/migrations';

/**
 * Exact totals of the broadcast lists without a term (home, All, a list, a side): search_broadcast_count
 * holds the number of indexed broadcasts per (list, side), kept by statement triggers on search_broadcast,
 * so those totals read at most 26 rows instead of counting up to a million. A rebuild copies the triggers to
 * its new table and counts anew (postgresSearchWriter.ts).
 */
export class Migration20261123174000BroadcastSearchCounts extends Migration {
  override name = 'Migration20261123174000BroadcastSearchCounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_broadcast_count" ("list_id" smallint not null, "side" text not null,
  "n" bigint not null, primary key ("list_id", "side"));`);
    this.addSql(`create function search_broadcast_count_delta() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into search_broadcast_count as c (list_id, side, n)
      select list_id, side, -count(*) from old_rows group by list_id, side
      on conflict (list_id, side) do update set n = c.n + excluded.n;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into search_broadcast_count as c (list_id, side, n)
      select list_id, side, count(*) from new_rows group by list_id, side
      on conflict (list_id, side) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger search_broadcast_count_insert after insert on search_broadcast
  referencing new table as new_rows for each statement execute function search_broadcast_count_delta();`);
    this.addSql(`create trigger search_broadcast_count_update after update on search_broadcast
  referencing old table as old_rows new table as new_rows for each statement execute function search_broadcast_count_delta();`);
    this.addSql(`create trigger search_broadcast_count_delete after delete on search_broadcast
  referencing old table as old_rows for each statement execute function search_broadcast_count_delta();`);
    this.addSql(`insert into search_broadcast_count (list_id, side, n)
  select list_id, side, count(*) from search_broadcast group by list_id, side;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists search_broadcast_count_delete on search_broadcast;`);
    this.addSql(`drop trigger if exists search_broadcast_count_update on search_broadcast;`);
    this.addSql(`drop trigger if exists search_broadcast_count_insert on search_broadcast;`);
    this.addSql(`drop function if exists search_broadcast_count_delta();`);
    this.addSql(`drop table if exists "search_broadcast_count";`);
  }
}
