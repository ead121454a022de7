import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getLastRegistered } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';

/** Names of the latest registered European Broker Meeting attendees. */
export function useLastRegisteredAttendees(): UseQueryResult<string[]> {
  return useQuery({
    queryKey: queryKeys.lastRegisteredAttendees,
    queryFn: () => payloadOf(getLastRegistered()),
  });
}
