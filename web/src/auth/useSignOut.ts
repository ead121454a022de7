import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/client.ts';
import { forgetViewerData } from '../api/queryClient.ts';
import { useSession } from '../stores/session.ts';

/** Sign out: tell the server, forget the user and everything fetched for them, and go home. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout(useSession.getState().sessionId);
    useSession.getState().signOut();
    forgetViewerData(queryClient);
    await navigate('/');
  };
}
