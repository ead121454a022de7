import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../../../api/apiError.ts';
import { answerOf, api } from '../../../api/client.ts';
import type { components } from '../../../api/generated/openapi.ts';
import { queryClient } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { ApiBody } from '../../../api/types.ts';
import { useCurrentUser } from '../../../stores/session.ts';

/** A favourite company of the signed-in contact (spec part 1 section 3 "Favorite company"). */
export type FavoriteCompany = components['schemas']['FavoriteCompany'];

/** The contact's favourites; under `member` so signing out drops them. */
export const favoritesKey = ['member', 'favorites'] as const;

/** The spec's snackbars (part 1 section 8). */
export const FAVORITE_TEXTS = {
  added: 'This Company was saved in your Favorites',
  removed: 'This Company was removed from your Favorites',
  failedTitle: 'Something went wrong',
  notAdded: 'This Company was not added to your favorites. Please try again.',
  notRemoved: 'This Company was not removed as favorite. Please try again.',
} as const;

/**
 * POST /api/companies/actions/setCompanyAsFavorite: on (true) or off (false) for the signed-in contact; the
 * answer's X-Updated-User replaces the stored user's favCompanies.
 */
export const setCompanyAsFavorite = (companyId: number, byContactId: number | undefined, action: boolean) =>
  answerOf<ApiBody<{ msg: string; isFavorite: 0 | 1; favCompanies: number[] }>>(
    api.POST('/api/companies/actions/setCompanyAsFavorite', { body: { companyId, byContactId, action } }),
  );

/** GET /api/companies/favoriteMembers: newest favourite first. */
export function useFavoriteCompanies(): UseQueryResult<FavoriteCompany[]> {
  const signedIn = useCurrentUser() !== null;
  return useQuery({
    queryKey: favoritesKey,
    queryFn: async () =>
      (
        await payloadOf(
          answerOf<ApiBody<{ results: FavoriteCompany[] }>>(api.GET('/api/companies/favoriteMembers')),
        )
      ).results,
    enabled: signedIn,
  });
}

/**
 * After a favourite changed: the list, the company body (favourite count and flag) and every broadcast
 * answer (the From Favorites tab) are asked again.
 */
export function refreshAfterFavoriteChange(companyId: number): void {
  void queryClient.invalidateQueries({ queryKey: favoritesKey });
  void queryClient.invalidateQueries({ queryKey: queryKeys.company(companyId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts });
}
