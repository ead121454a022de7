import { Migration } from '@mikro-orm/migrations';

/**
 * Exact totals and facet counts of one-word parts searches: search_part_word_count holds the indexed parts per
 * (lexeme, manufacturer, condition, country), kept by statement triggers on search_part in the writer's own
 * transaction (insert, an update that changes the words or a facet field, delete). A broad word (a brand in
 * 100,000+ parts) was counted match by match, a heap visit each (0.3 s warm, over 1 s cold at 2,000,000
 * parts, docs/benchmarks.md); its total and its facets are now sums over this table's rows for the word. A
 * rebuild recounts (postgresSearchWriter.ts), and fills the word vocabulary from it.
 */
export class Migration20261129000000SearchPartWordCounts extends Migration {
  override name = 'Migration20261129000000SearchPartWordCounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_part_word_count" ("lexeme" text not null,
  "manufacturer" varchar(80) not null, "condition" varchar(8) not null, "country_code" varchar(2) not null,
  "n" bigint not null, primary key ("lexeme", "manufacturer", "condition", "country_code"));`);
    this.addSql(`create function search_part_word_count_delta() returns trigger language plpgsql as $$
begin
  -- An update moves only the rows whose words or facet fields changed (a price change moves nothing).
  if tg_op = 'UPDATE' then
    insert into search_part_word_count as c (lexeme, manufacturer, condition, country_code, n)
      select w.lexeme, d.manufacturer, d.condition, d.country_code, sum(d.sign)
        from (select o.manufacturer, o.description, o.condition, o.country_code, -1 as sign
                from old_rows o join new_rows r on r.id = o.id
               where (o.manufacturer, o.description, o.condition, o.country_code)
                     is distinct from (r.manufacturer, r.description, r.condition, r.country_code)
              union all
              select r.manufacturer, r.description, r.condition, r.country_code, 1
                from old_rows o join new_rows r on r.id = o.id
               where (o.manufacturer, o.description, o.condition, o.country_code)
                     is distinct from (r.manufacturer, r.description, r.condition, r.country_code)) d,
             unnest(tsvector_to_array(to_tsvector('simple', d.manufacturer || ' ' || d.description))) w(lexeme)
       group by 1, 2, 3, 4 having sum(d.sign) <> 0
       order by 1, 2, 3, 4
      on conflict (lexeme, manufacturer, condition, country_code) do update set n = c.n + excluded.n;
  elsif tg_op = 'INSERT' then
    insert into search_part_word_count as c (lexeme, manufacturer, condition, country_code, n)
      select w.lexeme, r.manufacturer, r.condition, r.country_code, count(*) from new_rows r,
             unnest(tsvector_to_array(to_tsvector('simple', r.manufacturer || ' ' || r.description))) w(lexeme)
       group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (lexeme, manufacturer, condition, country_code) do update set n = c.n + excluded.n;
  else
    insert into search_part_word_count as c (lexeme, manufacturer, condition, country_code, n)
      select w.lexeme, r.manufacturer, r.condition, r.country_code, -count(*) from old_rows r,
             unnest(tsvector_to_array(to_tsvector('simple', r.manufacturer || ' ' || r.description))) w(lexeme)
       group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (lexeme, manufacturer, condition, country_code) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger search_part_word_count_insert after insert on search_part
  referencing new table as new_rows for each statement execute function search_part_word_count_delta();`);
    this.addSql(`create trigger search_part_word_count_update after update on search_part
  referencing old table as old_rows new table as new_rows for each statement execute function search_part_word_count_delta();`);
    this.addSql(`create trigger search_part_word_count_delete after delete on search_part
  referencing old table as old_rows for each statement execute function search_part_word_count_delta();`);
    this.addSql(`insert into search_part_word_count (lexeme, manufacturer, condition, country_code, n)
  select w.lexeme, s.manufacturer, s.condition, s.country_code, count(*) from search_part s,
         unnest(tsvector_to_array(to_tsvector('simple', s.manufacturer || ' ' || s.description))) w(lexeme)
   group by 1, 2, 3, 4 order by 1, 2, 3, 4;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists search_part_word_count_delete on search_part;`);
    this.addSql(`drop trigger if exists search_part_word_count_update on search_part;`);
    this.addSql(`drop trigger if exists search_part_word_count_insert on search_part;`);
    this.addSql(`drop function if exists search_part_word_count_delta();`);
    this.addSql(`drop table if exists "search_part_word_count";`);
  }
}
