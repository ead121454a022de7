import { Migration } from '@mikro-orm/migrations';

/**
 * Exact totals of one-word broadcast searches: search_broadcast_word_count holds the indexed broadcasts per
 * (lexeme, list, side), kept by the same statement triggers as the list counts. A broad word (a brand in tens
 * of thousands of broadcasts) was counted match by match, one heap visit each, 240-400 ms at a million
 * broadcasts (docs/benchmarks.md); its total is now a sum of at most 26 rows. A rebuild recounts
 * (postgresSearchWriter.ts).
 */
export class Migration20261123180000BroadcastSearchWordCounts extends Migration {
  override name = 'Migration20261123180000BroadcastSearchWordCounts';

  override up(): void | Promise<void> {
    this
      .addSql(`create table "search_broadcast_word_count" ("lexeme" text not null, "list_id" smallint not null,
  "side" text not null, "n" bigint not null, primary key ("lexeme", "list_id", "side"));`);
    this.addSql(countFunction(true));
    this.addSql(`insert into search_broadcast_word_count (lexeme, list_id, side, n)
  select w.lexeme, s.list_id, s.side, count(*) from search_broadcast s, unnest(s.words) w
   group by w.lexeme, s.list_id, s.side;`);
  }

  override down(): void | Promise<void> {
    this.addSql(countFunction(false));
    this.addSql(`drop table if exists "search_broadcast_word_count";`);
  }
}

/** The count trigger function of search_broadcast: per list, per company, and (with `byWord`) per word. */
function countFunction(byWord: boolean): string {
  const delta = (rows: string, sign: string) => `
    insert into search_broadcast_count as c (list_id, side, n)
      select list_id, side, ${sign}count(*) from ${rows} group by list_id, side
      on conflict (list_id, side) do update set n = c.n + excluded.n;
    insert into search_broadcast_company_count as c (company_id, list_id, side, n)
      select company_id, list_id, side, ${sign}count(*) from ${rows} group by company_id, list_id, side
      on conflict (company_id, list_id, side) do update set n = c.n + excluded.n;${
        byWord
          ? `
    insert into search_broadcast_word_count as c (lexeme, list_id, side, n)
      select w.lexeme, r.list_id, r.side, ${sign}count(*) from ${rows} r, unnest(r.words) w
       group by w.lexeme, r.list_id, r.side
      on conflict (lexeme, list_id, side) do update set n = c.n + excluded.n;`
          : ''
      }`;
  return `create or replace function search_broadcast_count_delta() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then${delta('old_rows', '-')}
  end if;
  if tg_op in ('UPDATE', 'INSERT') then${delta('new_rows', '')}
  end if;
  return null;
end $$;`;
}
