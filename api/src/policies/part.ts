import type { SignedIn } from '../context.ts';

/** Permissions on parts, one line per rule of the spec's role table. */

/** Members see the company, its country, tier and contacts; visitors see 'TBS Member'. */
export const canSeePartOwner = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** Country, company and favourites filters (advanced search) are for members only. */
export const canFilterParts = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** The multi-term search (query2 to query5) and advanced mode are for members only (spec part 2, section 2). */
export const canSearchSeveralTerms = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** Sorting by company name is for members: a visitor's column is masked, and its order would group rows by seller. */
export const canSortByCompany = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** Plain part ids are for members; visitors name parts by token, so they cannot walk the ids (partRef.ts). */
export const canOpenPartById = (auth: SignedIn | undefined): boolean => Boolean(auth);
