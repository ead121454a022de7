import { answerOf, api } from '../../api/client.ts';
import type { ApiBody } from '../../api/types.ts';
import type { operations } from '../../api/generated/openapi.ts';

/** The body of POST /api/companies (the registration action). */
export type RegistrationRequest = NonNullable<
  operations['postApiCompanies']['requestBody']
>['content']['application/json'];

/**
 * POST /api/companies: the registration action (the spec names no path; the companies collection is its
 * nearest reading). Success is `status` 200 with the thank-you message; a failure's reason is `payload.msg`.
 */
export const submitRegistration = (body: RegistrationRequest) =>
  answerOf<ApiBody<{ msg: string }>>(api.POST('/api/companies', { body: body }));

/** POST /api/misc/rateRegForm/rating/{rating}: the thumbs of the thank-you screen (1 up, 0 down). */
export const rateRegistrationForm = (rating: 0 | 1, company: string) =>
  answerOf<ApiBody<never>>(
    api.POST('/api/misc/rateRegForm/rating/{rating}', {
      params: { path: { rating: String(rating) } },
      body: { rating, company: company || undefined },
    }),
  );

/** The reason of a failed answer: the spec reads `payload.msg`; `msg` carries the same. */
export function failureReason(body: ApiBody<{ msg?: string }>): string {
  return body.payload?.msg ?? body.msg ?? 'Please try again.';
}
