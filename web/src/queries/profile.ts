import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getMe } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { User } from '../api/types.ts';
import { useCurrentUser, useSession } from '../stores/session.ts';

/** The signed-in user's profile, fetched on every mount; each answer also refreshes the stored user. */
export function useProfile(): UseQueryResult<User> {
  return useQuery({
    queryKey: queryKeys.member.profile,
    queryFn: async () => {
      const { user } = await payloadOf(getMe());
      // The app reads the user from the session store; an answer arriving after sign-out must not revive it.
      if (useSession.getState().token) useSession.getState().setUser(user);
      return user;
    },
    enabled: useCurrentUser() !== null,
    staleTime: 0,
  });
}
