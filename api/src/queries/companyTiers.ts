import type { EntityManager } from '@mikro-orm/postgresql';
import { Complaint } from '@tbs/db';
import { tierFlags, trustTier, type TierFlags } from '@tbs/rules';
import type { CompanyEntity } from '../entities.ts';

/** The tier flags of these companies, with one query for their open complaints. */
export async function companyTierFlags(
  em: EntityManager,
  companies: readonly CompanyEntity[],
  now: Date = new Date(),
): Promise<Map<number, TierFlags>> {
  const byId = new Map(companies.map((company) => [company.id, company]));
  const openComplaints = byId.size
    ? await em.find(
        Complaint,
        { company: { $in: [...byId.keys()] }, status: 'open' },
        { fields: ['company'] },
      )
    : [];
  const unsolved = new Map<number, number>();
  for (const complaint of openComplaints) {
    unsolved.set(complaint.company.id, (unsolved.get(complaint.company.id) ?? 0) + 1);
  }
  return new Map(
    [...byId].map(([id, company]) => {
      const memberSince = company.memberSince ? new Date(company.memberSince) : null;
      return [id, tierFlags(trustTier(memberSince, unsolved.get(id) ?? 0, now))];
    }),
  );
}
