import type { SignedIn } from '../context.ts';

/** Permissions on companies, one line per rule of the spec's role table. */

/** Members see phone, website, address, VAT, shipping, warranty, bank details and contacts; visitors do not. */
export const canSeeCompanyDetails = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** The owner of a company approves, declines and deletes its recommendations. */
export const canModerateRecommendations = (auth: SignedIn | undefined, companyId: number): boolean =>
  Boolean(auth?.contact.isOwner && auth.company.id === companyId);

/**
 * Only the owner edits the company fields (phone, website, address, shipping, warranty, description, bank) and
 * the VAT number (the spec's Company has vatNr; it decides the VAT of the membership, so its changes are
 * audited). The country stays with staff: the spec gives the owner no way to change it.
 */
export const canEditCompanyProfile = (auth: SignedIn, companyId: number): boolean =>
  auth.contact.isOwner && auth.company.id === companyId;

/** Every contact edits their own contact, and no one else's (not even the owner). */
export const canEditContact = (auth: SignedIn, contactId: number): boolean => auth.contact.id === contactId;

/** The RFQ and possible-match toggles are for members that are not service-only. */
export const canToggleRfqAndMatches = (auth: SignedIn): boolean => !auth.company.isServiceOnly;

/**
 * Members file complaints against other companies (spec part 2 section 6: service-only members too); never
 * against their own.
 */
export const canFileComplaintAgainst = (auth: SignedIn, companyId: number): boolean =>
  auth.company.id !== companyId;
