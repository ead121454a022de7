import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getAdvertisement } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { Advertisement } from '../api/types.ts';

/** Where an advertisement link sends the visitor; asked only when `enabled` (a valid id). */
export function useAdvertisement(advertisementId: string, enabled: boolean): UseQueryResult<Advertisement> {
  return useQuery({
    queryKey: queryKeys.advertisement(advertisementId),
    queryFn: () => payloadOf(getAdvertisement(advertisementId)),
    enabled,
    // The server counts every answer as a redirect: ask once per visit, never again from a retry or the cache.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
