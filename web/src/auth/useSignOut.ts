import { useNavigate } from 'react-router';
import { logout } from '../api/client.ts';
import { useMemberStatus } from '../stores/memberStatus.ts';
import { useSession } from '../stores/session.ts';

/** Sign out: tell the server, forget the user locally and go home. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout(useSession.getState().sessionId);
    useSession.getState().signOut();
    useMemberStatus.getState().reset();
    await navigate('/');
  };
}
