import type { EntityManager } from '@mikro-orm/postgresql';
import { Complaint, Contact, Favorite, TwoFactorSecret } from '@tbs/db';
import type { CompanyEntity, ContactEntity, CountryEntity } from '../entities.ts';

/** Everything the User object is made of: the contact, its company and country, and facts from other tables. */
export interface UserSnapshot {
  contact: ContactEntity;
  company: CompanyEntity;
  country: CountryEntity;
  /** Ids of the companies the contact marked as favourite. */
  favCompanyIds: number[];
  /** Complaints with status 'open' against the company (they remove the trust tier). */
  unsolvedComplaints: number;
  twoFactorEnabled: boolean;
}

/** Loads the snapshot of a contact for presentUser (call it after flushing the request's changes). */
export async function loadUserSnapshot(
  em: EntityManager,
  contactOrId: ContactEntity | number,
): Promise<UserSnapshot> {
  const contactId = typeof contactOrId === 'number' ? contactOrId : contactOrId.id;
  const contact = await em.findOneOrFail(Contact, contactId, { populate: ['company', 'company.country'] });
  const company = contact.company;
  const [favorites, unsolvedComplaints, twoFactor] = await Promise.all([
    em.find(Favorite, { contact: contactId }, { orderBy: { createdAt: 'asc' } }),
    em.count(Complaint, { company: company.id, status: 'open' }),
    em.findOne(TwoFactorSecret, { contact: contactId }),
  ]);
  return {
    contact,
    company,
    country: company.country,
    favCompanyIds: favorites.map((favorite) => favorite.company.id),
    unsolvedComplaints,
    twoFactorEnabled: Boolean(twoFactor?.enabledAt),
  };
}
