import type { EntityManager } from '@mikro-orm/postgresql';
import type { OwnerRecommendationView } from '../presenters/recommendations.ts';

/**
 * Every recommendation of a company as its owner sees it: the ones waiting for approval first (oldest
 * first, the order they arrived in), then the approved ones (newest approval first), each with its author
 * and the author's company.
 */
export async function ownerRecommendations(
  em: EntityManager,
  companyId: number,
): Promise<OwnerRecommendationView[]> {
  const rows = await em.execute<
    {
      id: number;
      description: string;
      contact_name: string;
      company_name: string;
      company_id: number;
      approved_at: Date | null;
      created_at: Date;
    }[]
  >(
    `select r.id, r.description, a.name as contact_name, ac.name as company_name, ac.id as company_id,
            r.approved_at, r.created_at
       from recommendation r
       join contact a on a.id = r.author_id
       join company ac on ac.id = a.company_id
      where r.company_id = ?
      order by r.approved_at is not null, r.approved_at desc, r.created_at, r.id`,
    [companyId],
  );
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    contactName: row.contact_name,
    companyName: row.company_name,
    companyId: row.company_id,
    dt: new Date(row.approved_at ?? row.created_at).toISOString(),
    status: row.approved_at === null ? 0 : 1,
  }));
}
