import { useEffect } from 'react';
import { isSuccess } from '../api/apiError.ts';
import { getMe } from '../api/client.ts';
import { useSession } from '../stores/session.ts';

/**
 * On start-up refresh the stored user. A token the server no longer knows is answered 'Your session has ended',
 * which the API client turns into a local sign-out with its notice (auth/sessionEnded.ts).
 */
export function useSessionCheck(): void {
  useEffect(() => {
    if (!useSession.getState().token) return;
    void getMe().then((body) => {
      if (isSuccess(body) && body.payload) useSession.getState().setUser(body.payload.user);
    });
  }, []);
}
