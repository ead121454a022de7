import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSuccess, rateLimitMessage } from '../api/apiError.ts';
import { resetPasswordWithToken } from '../api/client.ts';
import { pathWithoutReset } from '../auth/pathWithoutReset.ts';
import { TextField } from '../forms/TextField.tsx';
import { useModals } from '../stores/modals.ts';
import { notifyError, notifySuccess } from '../stores/snackbars.ts';
import { Modal } from './Modal.tsx';
import { MIN_PASSWORD_SCORE, usePasswordStrength } from './passwordStrength.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

const MISMATCH_MESSAGE = 'The passwords do not match';

/** Choose a new password with a verified reset token; then the sign-in modal opens. */
export function SetNewPasswordModal() {
  const { close, open, resetToken } = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const [password, setPassword] = useState('');
  const [repeatedPassword, setRepeatedPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const strength = usePasswordStrength(password);

  const strongEnough = strength !== null && strength.score >= MIN_PASSWORD_SCORE;
  const repeatMismatch = repeatedPassword !== '' && repeatedPassword !== password;
  const canSubmit = strongEnough && repeatedPassword === password && !busy && resetToken !== null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    const body = await resetPasswordWithToken(resetToken, password);
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
        <TextField
          label="New password"
          type="password"
          value={password}
          onValueChange={setPassword}
          autoComplete="new-password"
          required
          autoFocus
          data-testid="new-password"
        />
        <PasswordStrengthMeter strength={password ? strength : null} />
        <TextField
          label="Repeat new password"
          type="password"
          value={repeatedPassword}
          onValueChange={setRepeatedPassword}
          error={repeatMismatch ? MISMATCH_MESSAGE : null}
          autoComplete="new-password"
          required
          data-testid="new-password-repeat"
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={!canSubmit}>
            Save new password
          </button>
        </div>
      </form>
    </Modal>
  );
}
