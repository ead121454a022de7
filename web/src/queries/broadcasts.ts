import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getLatestBroadcasts } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { BroadcastPage } from '../api/types.ts';

/** The first `pageSize` broadcasts, latest first (the server masks companies for visitors). */
export function useLatestBroadcasts(pageSize: number): UseQueryResult<BroadcastPage> {
  return useQuery({
    queryKey: queryKeys.latestBroadcasts(pageSize),
    queryFn: () => payloadOf(getLatestBroadcasts(1, pageSize)),
  });
}
