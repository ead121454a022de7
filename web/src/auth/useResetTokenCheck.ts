import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isSuccess } from '../api/apiError.ts';
import { verifyResetToken } from '../api/client.ts';
import { useModals } from '../stores/modals.ts';
import { notifyError } from '../stores/snackbars.ts';

/** A `reset` query on any page: verify the token and open the set-new-password modal if it is valid. */
export function useResetTokenCheck(): void {
  const [searchParams] = useSearchParams();
  const resetToken = searchParams.get('reset');
  const checkedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!resetToken || checkedToken.current === resetToken) return;
    checkedToken.current = resetToken;
    void verifyResetToken(resetToken).then((body) => {
      if (isSuccess(body) && body.payload?.isSuccess) {
        useModals.getState().openSetNewPassword(resetToken);
        return;
      }
      notifyError('Password reset token invalid', body.payload?.msg ?? body.msg);
    });
  }, [resetToken]);
}
