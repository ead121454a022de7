import type { SignedIn } from '../context.ts';

/** Permissions on companies, one line per rule of the spec's role table. */

/** Members see phone, website, address, VAT, shipping, warranty, bank details and contacts; visitors do not. */
export const canSeeCompanyDetails = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** The owner of a company approves, declines and deletes its recommendations. */
export const canModerateRecommendations = (auth: SignedIn | undefined, companyId: number): boolean =>
  Boolean(auth?.contact.isOwner && auth.company.id === companyId);
