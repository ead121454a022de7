import { useLocation, useNavigate } from 'react-router';
import type { Credentials } from '../api/types.ts';
import { useModals } from '../stores/modals.ts';
import { pathWithoutReset } from './pathWithoutReset.ts';
import { submitLogin, type LoginOutcome } from './submitLogin.ts';

/**
 * Login as the sign-in and 2FA-code modals use it: on requires2FA switch to the code modal,
 * on success close the modal and reload the current route without the `reset` query.
 */
export function useLoginSubmit(): (credentials: Credentials, code?: string) => Promise<LoginOutcome> {
  const navigate = useNavigate();
  const location = useLocation();
  return async (credentials, code) => {
    const outcome = await submitLogin(credentials, code);
    if (outcome === 'needsCode') useModals.getState().openTwoFactorCode(credentials);
    if (outcome === 'signedIn') {
      useModals.getState().close();
      await navigate(pathWithoutReset(location), { replace: true });
    }
    return outcome;
  };
}
