import { Migration } from '@mikro-orm/migrations';

/**
 * Exact totals of From Favorites and a company's broadcasts without a term: search_broadcast_company_count
 * holds the indexed broadcasts per (company, list, side), kept by the same statement triggers as
 * search_broadcast_count (whose function now writes both), so such a total sums a few rows per company
 * instead of visiting a heap page per broadcast.
 */
export class Migration20261123175000BroadcastSearchCompanyCounts extends Migration {
  override name = 'Migration20261123175000BroadcastSearchCompanyCounts';

  override up(): void | Promise<void> {
    this
      .addSql(`create table "search_broadcast_company_count" ("company_id" int not null, "list_id" smallint not null,
  "side" text not null, "n" bigint not null, primary key ("company_id", "list_id", "side"));`);
    this.addSql(countFunction(true));
    this.addSql(`insert into search_broadcast_company_count (company_id, list_id, side, n)
  select company_id, list_id, side, count(*) from search_broadcast group by company_id, list_id, side;`);
  }

  override down(): void | Promise<void> {
    this.addSql(countFunction(false));
    this.addSql(`drop table if exists "search_broadcast_company_count";`);
  }
}

/** The count trigger function of search_broadcast, with or without the per-company counts. */
function countFunction(byCompany: boolean): string {
  const delta = (rows: string, sign: string) => `
    insert into search_broadcast_count as c (list_id, side, n)
      select list_id, side, ${sign}count(*) from ${rows} group by list_id, side
      on conflict (list_id, side) do update set n = c.n + excluded.n;${
        byCompany
          ? `
    insert into search_broadcast_company_count as c (company_id, list_id, side, n)
      select company_id, list_id, side, ${sign}count(*) from ${rows} group by company_id, list_id, side
      on conflict (company_id, list_id, side) do update set n = c.n + excluded.n;`
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
