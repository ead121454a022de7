import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../../../api/apiError.ts';
import { answerOf, api } from '../../../api/client.ts';
import type { components } from '../../../api/generated/openapi.ts';
import { queryClient } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { ApiBody } from '../../../api/types.ts';

/** A recommendation as the owner of the recommended company sees it: status 0 waits for approval. */
export type OwnerRecommendation = components['schemas']['OwnerRecommendation'];

/** What the owner does with a recommendation; the path segment of its call. */
export type RecommendationAction = 'approveRec' | 'declineRec' | 'deleteRec';

/** The owner's list of recommendations; under `member` so signing out drops it. */
export const ownRecommendationsKey = ['member', 'recommendations', 'own'] as const;

/** POST /api/companies/{id}/actions/recommendCompany: waits for the owner's approval. */
export const recommendCompany = (companyId: number, text: string) =>
  answerOf<ApiBody<{ msg: string }>>(
    api.POST('/api/companies/{id}/actions/recommendCompany', {
      params: { path: { id: String(companyId) } },
      body: { companyId, text },
    }),
  );

/** POST /api/companies/recommendations/{id}/actions/{approveRec|declineRec|deleteRec} (the owner only). */
export const moderateRecommendation = (recommendationId: number, action: RecommendationAction) => {
  const params = { path: { id: String(recommendationId) } };
  return answerOf<ApiBody<{ msg: string; results: OwnerRecommendation[] }>>(
    action === 'approveRec'
      ? api.POST('/api/companies/recommendations/{id}/actions/approveRec', { params })
      : action === 'declineRec'
        ? api.POST('/api/companies/recommendations/{id}/actions/declineRec', { params })
        : api.POST('/api/companies/recommendations/{id}/actions/deleteRec', { params }),
  );
};

/** GET /api/companies/me/recommendations: the owner's recommendations, waiting ones first. */
export function useOwnRecommendations(enabled: boolean): UseQueryResult<OwnerRecommendation[]> {
  return useQuery({
    queryKey: ownRecommendationsKey,
    queryFn: async () =>
      (
        await payloadOf(
          answerOf<ApiBody<{ results: OwnerRecommendation[] }>>(api.GET('/api/companies/me/recommendations')),
        )
      ).results,
    enabled,
  });
}

/**
 * After a recommendation changed: the company body (its public list and count), the owner's list and the
 * second bar's prompt ("Recommendations are awaiting your approval") are asked again.
 */
export function refreshAfterRecommendationChange(companyId: number): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.company(companyId) });
  void queryClient.invalidateQueries({ queryKey: ownRecommendationsKey });
  void queryClient.invalidateQueries({ queryKey: queryKeys.member.recommendationsAwaitingApproval });
  void queryClient.invalidateQueries({ queryKey: queryKeys.member.profile });
}
