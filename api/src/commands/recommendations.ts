import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignedIn } from '../context.ts';
import { AuthorizationError, ConflictError, NotFoundError } from '../errors.ts';
import { canModerateRecommendations } from '../policies/company.ts';

/** Spec part 1 section 5: a recommendation has at least 30 characters (after trimming). */
export const RECOMMENDATION_MIN_LENGTH = 30;
/** A recommendation is a few sentences, not a brochure: long enough for any honest reference. */
export const RECOMMENDATION_MAX_LENGTH = 2000;

/** The server's words; the success texts are the spec's snackbars (part 1 section 8). */
export const RECOMMENDATION_MESSAGES = {
  tooShort: 'Your recommendation must be at least 30 characters long.',
  tooLong: `Your recommendation must have at most ${RECOMMENDATION_MAX_LENGTH} characters.`,
  sent: 'Recommendation sent',
  approved: 'Recommendation approved',
  declined: 'Recommendation declined',
  deleted: 'Recommendation deleted',
  companyNotFound: 'Company not found.',
  notFound: 'Recommendation not found.',
  ownCompany: 'You cannot recommend your own company.',
  serviceOnlyCompany: 'Service-only companies cannot be recommended.',
  alreadyPending:
    'Your recommendation of this company is waiting for its approval. You can recommend it again once it has been approved or declined.',
  alreadyApproved: 'This recommendation was already approved. Delete it instead.',
  notOwner: 'Only the owner of the company can approve, decline or delete its recommendations.',
  notOwnerList: 'Only the owner of the company can see its recommendations waiting for approval.',
} as const;

/** The owner of a recommended company, to be told by mail that a recommendation waits. */
export interface RecommendationOwner {
  companyName: string;
  /** Null when the company has no active owner (nobody could approve; nobody is mailed). */
  ownerName: string | null;
  ownerEmail: string | null;
}

export interface CreateRecommendationProps {
  /** The signed-in recommender. */
  auth: SignedIn;
  /** The company recommended. */
  companyId: number;
  /** The recommendation, trimmed, 30 to 2000 characters. */
  text: string;
}

/**
 * Stores a member's recommendation of another company, pending until its owner approves it. One pending
 * recommendation per author and company at a time (anti-spam): the author's contact row is locked for the
 * check, so parallel sends from several tabs cannot pass it.
 */
export async function createRecommendation(
  em: EntityManager,
  { auth, companyId, text }: CreateRecommendationProps,
): Promise<RecommendationOwner> {
  if (companyId === auth.company.id) throw AuthorizationError(RECOMMENDATION_MESSAGES.ownCompany);
  return em.transactional(async (tx) => {
    await tx.execute('select id from contact where id = ? for update', [auth.contact.id]);
    const [company] = await tx.execute<
      { name: string; is_service_only: boolean; owner_name: string | null; owner_email: string | null }[]
    >(
      `select c.name, c.is_service_only, o.name as owner_name, o.email as owner_email
         from company c
         left join contact o on o.company_id = c.id and o.is_owner and o.is_active
        where c.id = ? and c.is_active`,
      [companyId],
    );
    if (!company) throw NotFoundError(RECOMMENDATION_MESSAGES.companyNotFound);
    // Their Recommendations section is hidden (spec part 1 section 2): a recommendation would never show.
    if (company.is_service_only) throw AuthorizationError(RECOMMENDATION_MESSAGES.serviceOnlyCompany);
    const pending = await tx.execute(
      'select 1 from recommendation where author_id = ? and company_id = ? and approved_at is null',
      [auth.contact.id, companyId],
    );
    if (pending.length) throw ConflictError(RECOMMENDATION_MESSAGES.alreadyPending);
    await tx.execute('insert into recommendation (company_id, author_id, description) values (?, ?, ?)', [
      companyId,
      auth.contact.id,
      text,
    ]);
    return { companyName: company.name, ownerName: company.owner_name, ownerEmail: company.owner_email };
  });
}

/** What the owner does with a recommendation of their company. */
export type RecommendationAction = 'approve' | 'decline' | 'delete';

/**
 * Approves (makes public), declines (removes a pending one) or deletes (removes, approved or pending) a
 * recommendation; only the owner of the recommended company may (403 for anyone else, 404 when it is gone).
 * Approving twice is harmless. Returns the recommended company's id.
 */
export async function moderateRecommendation(
  em: EntityManager,
  {
    auth,
    recommendationId,
    action,
  }: { auth: SignedIn; recommendationId: number; action: RecommendationAction },
): Promise<number> {
  return em.transactional(async (tx) => {
    const [recommendation] = await tx.execute<{ company_id: number; approved_at: Date | null }[]>(
      'select company_id, approved_at from recommendation where id = ? for update',
      [recommendationId],
    );
    if (!recommendation) throw NotFoundError(RECOMMENDATION_MESSAGES.notFound);
    if (!canModerateRecommendations(auth, recommendation.company_id)) {
      throw AuthorizationError(RECOMMENDATION_MESSAGES.notOwner);
    }
    if (action === 'approve') {
      await tx.execute('update recommendation set approved_at = now() where id = ? and approved_at is null', [
        recommendationId,
      ]);
    } else {
      if (action === 'decline' && recommendation.approved_at !== null) {
        throw ConflictError(RECOMMENDATION_MESSAGES.alreadyApproved);
      }
      await tx.execute('delete from recommendation where id = ?', [recommendationId]);
    }
    return recommendation.company_id;
  });
}
