import { z } from 'zod';
import { CompanyContactSchema, CompanyProfileSchema } from '../../../presenters/company.ts';
import { dateTime, FlagSchema } from '../../../presenters/viewFields.ts';
import { answer, payloadAnswer } from '../../../respond.ts';
import { cleanText, idField, idParam } from '../../../validation/fields.ts';

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

export const RecommendationIdParams = z.object({ id: idParam() });

/**
 * recommendCompany (spec part 1 section 7: companyId, text). The company is the path's; a companyId in the
 * body is accepted for the spec's payload but must name the same company.
 */
export const RecommendCompanySchema = z.strictObject({
  companyId: idField().optional(),
  text: cleanText(
    z
      .string()
      .trim()
      .min(RECOMMENDATION_MIN_LENGTH, RECOMMENDATION_MESSAGES.tooShort)
      .max(RECOMMENDATION_MAX_LENGTH, RECOMMENDATION_MESSAGES.tooLong),
  ),
});
export type RecommendCompanyReq = z.infer<typeof RecommendCompanySchema>;

export const RecommendCompanyAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));

/**
 * A recommendation as the owner of the recommended company sees it: pending ones too, `status` 0 (the spec's
 * "absent or falsy means pending approval"), approved ones 1.
 */
export const OwnerRecommendationSchema = z
  .strictObject({
    id: z.number().int(),
    description: z.string(),
    contactName: z.string(),
    companyName: z.string(),
    /** The recommender's company, for a link to its page. */
    companyId: z.number().int(),
    dt: dateTime().describe('When it was approved; for a pending one, when it was sent'),
    status: FlagSchema.describe('0: waiting for approval, 1: approved (public)'),
  })
  .meta({ id: 'OwnerRecommendation' });
export type OwnerRecommendationView = z.infer<typeof OwnerRecommendationSchema>;

export const OwnerRecommendationsAnswer = payloadAnswer(
  z.strictObject({ results: z.array(OwnerRecommendationSchema), numResults: z.number().int() }),
);

/**
 * approveRec / declineRec / deleteRec: "returns refreshed profile data" (spec part 1 section 7): the owner's
 * company body as GET /api/companies/{id} answers it, and the owner's list of recommendations (pending ones
 * included, which the company body never carries).
 */
export const RecommendationActionAnswer = answer({
  company: CompanyProfileSchema,
  contacts: z.array(CompanyContactSchema),
  payload: z.strictObject({
    msg: z.string(),
    results: z.array(OwnerRecommendationSchema),
    numResults: z.number().int(),
  }),
});
