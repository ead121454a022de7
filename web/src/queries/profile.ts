import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getMe } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { User } from '../api/types.ts';
import { useCurrentUser, useSession } from '../stores/session.ts';

/** The signed-in user's profile, fetched on every mount; each answer also refreshes the stored user. */
export function useProfile(): UseQueryResult<User> {
  const signedIn = useCurrentUser() !== null;
  return useQuery({
    queryKey: queryKeys.member.profile,
    queryFn: async () => {
      const askedWith = useSession.getState().token;
      const { user } = await payloadOf(getMe());
      // An answer arriving after sign-out (or someone else's sign-in) must not overwrite the stored user.
      if (useSession.getState().token === askedWith) useSession.getState().setUser(user);
      return user;
    },
    enabled: signedIn,
    staleTime: 0,
  });
}
