import type { EntityManager } from '@mikro-orm/postgresql';
import { tierRankSql } from '@tbs/db';
import { TRUST_TIERS, type TrustTier } from '@tbs/rules';

/** The tiers that have a list of their own. */
export type ListedTier = Exclude<TrustTier, 'Regular'>;

/** A member of a tier list: an active company and the day its membership started. */
export interface TierMemberRow {
  id: number;
  name: string;
  /** 'YYYY-MM-DD'. */
  memberSince: string;
}

/**
 * Years of membership at which each tier starts and the next one begins (null: none above). Only narrows the
 * rows read through company_tier_list_idx; which tier a company is in is decided by tierRankSql below, the
 * shared rule that the badges, the search index and trustTier() follow, so the lists can never disagree with
 * them. The tier's 1-month return-to-base warranty is a promise that comes with the tier (spec part 1 section
 * 1: tiers "give" it), not a per-company fact in the data (warranty_policy is free text): it is no condition.
 */
const TIER_YEARS: Record<ListedTier, readonly [number, number | null]> = {
  Trusted: [3, 10],
  Gold: [10, 20],
  Diamond: [20, null],
};

/** Today in UTC, as trustTier() and tierRankSql count years. */
const TODAY = "(now() at time zone 'utc')::date";

/**
 * The active companies in exactly this tier (a Gold member is on the Gold list only, as its badge says), by
 * name as people sort them (ICU: 'Ömer' beside 'Omega', not after 'Z'): one statement, an index range scan of
 * the membership dates and one look at the open complaints.
 */
export async function loadTierMembers(em: EntityManager, tier: ListedTier): Promise<TierMemberRow[]> {
  const [fromYears, toYears] = TIER_YEARS[tier];
  const since = (years: number) => `(${TODAY} - interval '${years} years')::date`;
  const rows = await em.execute<{ id: number; name: string; member_since: string }[]>(
    `select c.id, c.name, c.member_since::text as member_since
       from company c
      where c.is_active
        and c.member_since <= ${since(fromYears)}
        ${toYears === null ? '' : `and c.member_since > ${since(toYears)}`}
        and ${tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id', today: TODAY })} = ?
      order by c.name collate "und-x-icu", c.id`,
    [TRUST_TIERS.indexOf(tier)],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, memberSince: row.member_since }));
}
