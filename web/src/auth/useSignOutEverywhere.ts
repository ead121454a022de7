import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isSuccess } from '../api/apiError.ts';
import { logoutEverywhere } from '../api/client.ts';
import { forgetViewerData } from '../api/queryClient.ts';
import { useSession } from '../stores/session.ts';
import { notifyError, notifySuccess } from '../stores/snackbars.ts';

/** Sign out on every device: the server ends all sessions of the contact, then this browser forgets the user. */
export function useSignOutEverywhere(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const body = await logoutEverywhere();
    if (!isSuccess(body)) {
      notifyError('Something went wrong', body.msg ?? 'Could not sign out everywhere. Please try again.');
      return;
    }
    useSession.getState().signOut();
    forgetViewerData(queryClient);
    notifySuccess('Signed out on every device');
    await navigate('/');
  };
}
