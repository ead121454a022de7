import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSuccess, rateLimitMessage } from '../api/apiError.ts';
import { resetPasswordWithToken } from '../api/client.ts';
import { pathWithoutReset } from '../auth/pathWithoutReset.ts';
import { NewPasswordFields, useNewPassword } from '../forms/NewPasswordFields.tsx';
import { useModals } from '../stores/modals.ts';
import { notifyError, notifySuccess } from '../stores/snackbars.ts';
import { Modal } from './Modal.tsx';

/** Choose a new password with a verified reset token; then the sign-in modal opens. */
export function SetNewPasswordModal() {
  const { close, open, resetToken } = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const choice = useNewPassword();
  const [busy, setBusy] = useState(false);
  const canSubmit = choice.isAcceptable && !busy && resetToken !== null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    const body = await resetPasswordWithToken(resetToken, choice.password);
    setBusy(false);
    if (!isSuccess(body)) {
      notifyError(
        'Something went wrong',
        rateLimitMessage(body) ??
          'Password could not be updated. Please try again. If the problem persists please contact TBS',
      );
      return;
    }
    notifySuccess('Password succesfully updated', 'You can now sign in with your new password.');
    close();
    await navigate(pathWithoutReset(location), { replace: true });
    open('signIn');
  };

  return (
    <Modal title="Set a new password" onClose={close} testId="set-new-password-modal">
      <form noValidate onSubmit={handleSubmit}>
        <NewPasswordFields choice={choice} autoFocus />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={!canSubmit}>
            Save new password
          </button>
        </div>
      </form>
    </Modal>
  );
}
