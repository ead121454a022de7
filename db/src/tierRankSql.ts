/**
 * The trust tier of @tbs/rules' trustTier() as a SQL expression, for set-based work (the search index): 0 Regular,
 * 1 Trusted, 2 Gold, 3 Diamond. Keep it in step with trustTier(); tierRankSql.test.ts proves they agree.
 */
export interface TierRankSqlProps {
  /** SQL of the company's member_since date, e.g. `c.member_since`. */
  memberSince: string;
  /** SQL of the company's id, e.g. `c.id`, used to look for open complaints. */
  companyId: string;
  /** SQL of today's date; UTC like trustTier(). */
  today?: string;
}

/** The tier rank of a company as SQL (see TierRankSqlProps); a year counts on its anniversary. */
export function tierRankSql({
  memberSince,
  companyId,
  today = "(now() at time zone 'utc')::date",
}: TierRankSqlProps): string {
  return `(case
    when ${memberSince} is null
      or exists (select 1 from complaint tier_c where tier_c.company_id = ${companyId} and tier_c.status = 'open') then 0
    when ${memberSince} <= (${today} - interval '20 years')::date then 3
    when ${memberSince} <= (${today} - interval '10 years')::date then 2
    when ${memberSince} <= (${today} - interval '3 years')::date then 1
    else 0 end)::smallint`;
}
