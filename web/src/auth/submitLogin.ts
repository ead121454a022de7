import { isSuccess } from '../api/apiError.ts';
import { login } from '../api/client.ts';
import { forgetViewerData, queryClient } from '../api/queryClient.ts';
import type { Credentials, LoginBody } from '../api/types.ts';
import { notifyError } from '../stores/snackbars.ts';
import { useSession } from '../stores/session.ts';
import { loginFailureNotice } from './loginFailure.ts';
import { rememberSignedInUser } from './lastUserId.ts';

export type LoginOutcome = 'signedIn' | 'needsCode' | 'failed';

/** Send the login (with the 2FA code on the second round), store the session on success. */
export async function submitLogin(credentials: Credentials, code?: string): Promise<LoginOutcome> {
  const body = await login(credentials, code);
  if (isSuccess(body) && body.requires2FA) return 'needsCode';
  if (isSuccess(body) && body.payload) {
    rememberSignedInUser(body.payload.user.id);
    useSession.getState().signIn(body.payload);
    // Answers fetched as a visitor (masked companies, no contacts) must not be shown to the member.
    forgetViewerData(queryClient);
    return 'signedIn';
  }
  reportLoginFailure(body);
  return 'failed';
}

function reportLoginFailure(body: LoginBody): void {
  const { title, message } = loginFailureNotice(body);
  notifyError(title, message);
}
