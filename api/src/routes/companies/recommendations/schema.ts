import { z } from 'zod';
import { CompanyContactSchema, CompanyProfileSchema } from '../../../presenters/company.ts';
import {
  RECOMMENDATION_MAX_LENGTH,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_MIN_LENGTH,
} from '../../../commands/recommendations.ts';
import { OwnerRecommendationSchema } from '../../../presenters/recommendations.ts';
import { answer, payloadAnswer } from '../../../respond.ts';
import { cleanText, idField, idParam } from '../../../validation/fields.ts';

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
