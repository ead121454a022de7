import type { EntityManager } from '@mikro-orm/postgresql';
import { tierCode, tierFlags, trustTier } from '@tbs/rules';
import { businessToday, humanDate } from '../dates.ts';
import type { FavoriteCompanyView } from '../presenters/favorites.ts';

/**
 * The signed-in contact's favourite companies, newest favourite first (active companies only), with their
 * tier (no tier while a complaint is open) in one statement. The same `favorite` rows feed the From
 * Favorites filters of parts and broadcasts.
 */
export async function favoriteCompanies(
  em: EntityManager,
  contactId: number,
  now: Date = new Date(),
): Promise<FavoriteCompanyView[]> {
  const rows = await em.execute<
    {
      id: number;
      name: string;
      country: string;
      country_name: string;
      description: string | null;
      member_since: string | null;
      open_complaints: number;
      faved_at: Date;
    }[]
  >(
    `select c.id, c.name, c.country_code as country, co.name as country_name, c.description, c.member_since::text as member_since,
            (select count(*)::int from complaint k where k.company_id = c.id and k.status = 'open') as open_complaints,
            f.created_at as faved_at
       from favorite f
       join company c on c.id = f.company_id and c.is_active
       join country co on co.code = c.country_code
      where f.contact_id = ?
      order by f.created_at desc, c.id`,
    [contactId],
  );
  return rows.map((row) => {
    const memberSince = row.member_since ? new Date(row.member_since) : null;
    const tier = trustTier(memberSince, row.open_complaints, now);
    const day = businessToday(new Date(row.faved_at));
    return {
      id: row.id,
      name: row.name,
      country: row.country,
      countryName: row.country_name,
      dateFaved: day,
      dateFavedLong: humanDate(day),
      description: row.description,
      trusted: tierCode(tier),
      ...tierFlags(tier),
    };
  });
}
