import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, Complaint, Contact, Favorite, Recommendation } from '@tbs/db';
import type { CompanyEntity, ContactEntity, RecommendationEntity } from '../entities.ts';

/** Everything a company body is made of; the presenter decides what a reader sees of it. */
export interface CompanyProfileSnapshot {
  /** The company with its country. */
  company: CompanyEntity;
  /** Active contacts, main contact first. */
  contacts: ContactEntity[];
  /** Approved recommendations, newest first, with their author and the author's company. */
  recommendations: RecommendationEntity[];
  /** How many contacts marked the company as favourite. */
  favCount: number;
  /** Complaints with status 'open' (they remove the trust tier). */
  unsolvedComplaints: number;
  /** Whether the reading contact marked the company as favourite; false for visitors. */
  isFavorite: boolean;
}

export interface LoadCompanyProfileProps {
  companyId: number;
  /** The signed-in contact reading the profile; undefined for a visitor. */
  readerContactId?: number;
}

/** Loads an active company's profile, or null when there is no such active company. */
export async function loadCompanyProfile(
  em: EntityManager,
  { companyId, readerContactId }: LoadCompanyProfileProps,
): Promise<CompanyProfileSnapshot | null> {
  const company = await em.findOne(Company, { id: companyId, isActive: true }, { populate: ['country'] });
  if (!company) return null;
  const [contacts, recommendations, favCount, unsolvedComplaints, favorite] = await Promise.all([
    em.find(Contact, { company: companyId, isActive: true }, { orderBy: { position: 'asc', id: 'asc' } }),
    em.find(
      Recommendation,
      { company: companyId, approvedAt: { $ne: null } },
      { populate: ['author', 'author.company'], orderBy: { approvedAt: 'desc', id: 'desc' } },
    ),
    em.count(Favorite, { company: companyId }),
    em.count(Complaint, { company: companyId, status: 'open' }),
    readerContactId === undefined
      ? Promise.resolve(null)
      : em.findOne(Favorite, { company: companyId, contact: readerContactId }),
  ]);
  return { company, contacts, recommendations, favCount, unsolvedComplaints, isFavorite: favorite !== null };
}
