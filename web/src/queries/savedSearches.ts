import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { answerOf, api } from '../api/client.ts';
import { queryClient } from '../api/queryClient.ts';
import type { components } from '../api/generated/openapi.ts';
import type { ApiBody } from '../api/types.ts';

export type SavedSearch = components['schemas']['SavedSearch'];

/** The current broadcast search as it is saved (GET /api/broadcasts' names). */
export interface SavedSearchInput {
  query: string;
  /** The broadcast list id. */
  listType?: number;
  /** WTB or WTS. */
  type?: 'WTB' | 'WTS';
  companyId?: number;
  isDigest?: boolean;
}

type SavedSearchBody = ApiBody<{ savedSearch: SavedSearch; alreadySaved: boolean }>;

export const savedSearchesKey = ['savedSearches'] as const;

export const getSavedSearches = () =>
  answerOf<ApiBody<{ results: SavedSearch[]; numResults: number }>>(api.GET('/api/savedSearches'));

/** POST /api/savedSearches: the current broadcast search (query under the first of its names). */
export const createSavedSearch = (input: SavedSearchInput) =>
  answerOf<SavedSearchBody>(api.POST('/api/savedSearches', { body: input }));

export const updateSavedSearchNotificationType = (id: number, isDigest: boolean) =>
  answerOf<SavedSearchBody>(
    api.POST('/api/savedSearches/{id}/actions/updateNotificationType', {
      params: { path: { id: String(id) } },
      body: { isDigest },
    }),
  );

export const removeSavedSearch = (id: number) =>
  answerOf<ApiBody<never>>(api.DELETE('/api/savedSearches/{id}', { params: { path: { id: String(id) } } }));

/** The signed-in member's saved searches, newest first. */
export function useSavedSearches(): UseQueryResult<SavedSearch[]> {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: async () => (await payloadOf(getSavedSearches())).results,
  });
}

/** After a save, switch or removal. */
export const refreshSavedSearches = () => queryClient.invalidateQueries({ queryKey: savedSearchesKey });

/** The /broadcasts address that runs a saved search (All tab). */
export function savedSearchHref(savedSearch: SavedSearch): string {
  const params = new URLSearchParams();
  if (savedSearch.search) params.set('query', savedSearch.search);
  if (savedSearch.listType !== null) params.set('listType', String(savedSearch.listType));
  if (savedSearch.broadcastType !== null) params.set('type', savedSearch.broadcastType);
  if (savedSearch.companyId !== null) params.set('companyId', String(savedSearch.companyId));
  const text = params.toString();
  return text ? `/broadcasts?${text}` : '/broadcasts';
}
