import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMe, isSuccess } from '../api/client.ts';
import { forgetViewerData } from '../api/queryClient.ts';
import { useSession } from '../stores/session.ts';

const UNAUTHORIZED = 401;

/** On start-up refresh the stored user; a token the server no longer knows signs the user out locally. */
export function useSessionCheck(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!useSession.getState().token) return;
    void getMe().then((body) => {
      if (isSuccess(body) && body.payload) useSession.getState().setUser(body.payload.user);
      else if (body.status === UNAUTHORIZED) {
        useSession.getState().signOut();
        forgetViewerData(queryClient);
      }
    });
  }, [queryClient]);
}
