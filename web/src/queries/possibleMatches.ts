import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf, successBodyOf } from '../api/apiError.ts';
import { answerOf, api } from '../api/client.ts';
import type { components, operations } from '../api/generated/openapi.ts';
import type { ApiBody } from '../api/types.ts';

export type PossibleMatch = components['schemas']['PossibleMatch'];
/** 'old' (part numbers, then words) or 'ai' (embedding similarity, models/). */
export type PossibleMatchStrategy =
  operations['getApiBroadcastsPossibleMatchesIdStrategy']['parameters']['path']['strategy'];
export interface PossibleMatchesPayload {
  strategy: PossibleMatchStrategy;
  available: boolean;
  disabled: boolean;
  results: PossibleMatch[];
}

/** Member-only answers live under 'member', so signing out forgets them. */
export const possibleMatchesKey = (broadcastId: number, strategy: PossibleMatchStrategy, fromOwn: boolean) =>
  ['member', 'possibleMatches', broadcastId, strategy, fromOwn] as const;

export const getPossibleMatches = (
  broadcastId: number,
  strategy: PossibleMatchStrategy,
  isFromOwnBroadcasts: boolean,
) =>
  answerOf<ApiBody<PossibleMatchesPayload>>(
    api.GET('/api/broadcasts/possibleMatches/{id}/{strategy}', {
      params: {
        path: { id: String(broadcastId), strategy },
        query: isFromOwnBroadcasts ? { isFromOwnBroadcasts: true } : undefined,
      },
    }),
  );

export const setPossibleMatchesDisabled = (possibleMatchesDisabled: boolean) =>
  answerOf<ApiBody<never>>(
    api.POST('/api/companies/actions/setPossibleMatches', { body: { possibleMatchesDisabled } }),
  );

/** One method's possible matches of a broadcast; the modal opens only once they are there. */
export function usePossibleMatches(
  broadcastId: number,
  strategy: PossibleMatchStrategy,
  isFromOwnBroadcasts: boolean,
  enabled = true,
): UseQueryResult<PossibleMatchesPayload> {
  return useQuery({
    queryKey: possibleMatchesKey(broadcastId, strategy, isFromOwnBroadcasts),
    queryFn: () => payloadOf(getPossibleMatches(broadcastId, strategy, isFromOwnBroadcasts)),
    enabled,
    retry: false,
    // One answer per opening, fresh each time: a refetch after the member ticked "Don't show..." (back from a
    // match opened in another tab) would answer `disabled` and shut the open modal.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export type PossibleStockLine = components['schemas']['PossibleStockLine'];
export interface PossibleStockPayload {
  available: boolean;
  disabled: boolean;
  /** False for a WTS: stock lines answer WTBs only, and the modal shows no third list. */
  applicable: boolean;
  results: PossibleStockLine[];
}

export const getPossibleStock = (broadcastId: number, isFromOwnBroadcasts: boolean) =>
  answerOf<ApiBody<PossibleStockPayload>>(
    api.GET('/api/broadcasts/possibleStock/{id}', {
      params: {
        path: { id: String(broadcastId) },
        query: isFromOwnBroadcasts ? { isFromOwnBroadcasts: true } : undefined,
      },
    }),
  );

/** Members' stock lines answering an own WTB (the modal's third list, AI method). */
export function usePossibleStock(
  broadcastId: number,
  isFromOwnBroadcasts: boolean,
  enabled = true,
): UseQueryResult<PossibleStockPayload> {
  return useQuery({
    queryKey: ['member', 'possibleStock', broadcastId, isFromOwnBroadcasts] as const,
    queryFn: () => payloadOf(getPossibleStock(broadcastId, isFromOwnBroadcasts)),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Turns possible matches off or on; the answer's X-Updated-User updates the stored user. */
export function useSetPossibleMatchesDisabled() {
  return useMutation({
    mutationFn: (disabled: boolean) =>
      successBodyOf(setPossibleMatchesDisabled(disabled), 'Possible matches could not be updated.'),
  });
}
