import { useState, type FormEvent } from 'react';
import { rateLimitMessage } from '../../api/apiError.ts';
import { TextField } from '../../forms/TextField.tsx';
import { Modal } from '../../modals/Modal.tsx';
import { MIN_PASSWORD_SCORE, usePasswordStrength } from '../../modals/passwordStrength.ts';
import { PasswordStrengthMeter } from '../../modals/PasswordStrengthMeter.tsx';
import { changePassword } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';

const MISMATCH_MESSAGE = 'The passwords do not match';

/**
 * Change Password (/profile): the current password and a new one with the strength meter of the reset flow;
 * Save stays disabled below strength 2 (the server checks the same score). The other devices are signed out.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatedPassword, setRepeatedPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const strength = usePasswordStrength(newPassword);

  const strongEnough = strength !== null && strength.score >= MIN_PASSWORD_SCORE;
  const repeatMismatch = repeatedPassword !== '' && repeatedPassword !== newPassword;
  const canSubmit = currentPassword !== '' && strongEnough && repeatedPassword === newPassword && !busy;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    const body = await changePassword(currentPassword, newPassword);
    setBusy(false);
    if (body.status === 200) {
      notifySuccess('Password succesfully updated', 'You have been signed out on your other devices.');
      onClose();
      return;
    }
    setErrors(Object.fromEntries((body.errors ?? []).map((error) => [error.param, error.msg])));
    notifyError(
      'Something went wrong',
      rateLimitMessage(body) ??
        `Password could not be updated. ${body.msg ?? 'Please try again.'} If the problem persists please contact TBS`,
    );
  };

  return (
    <Modal title="Change Password" onClose={onClose} testId="change-password-modal">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Current password"
          type="password"
          value={currentPassword}
          onValueChange={(value) => {
            setCurrentPassword(value);
            setErrors(({ currentPassword: _dropped, ...rest }) => rest);
          }}
          error={errors.currentPassword}
          autoComplete="current-password"
          required
          autoFocus
          data-testid="current-password"
        />
        <TextField
          label="New password"
          type="password"
          value={newPassword}
          onValueChange={(value) => {
            setNewPassword(value);
            setErrors(({ newPassword: _dropped, ...rest }) => rest);
          }}
          error={errors.newPassword}
          autoComplete="new-password"
          required
          data-testid="new-password"
        />
        <PasswordStrengthMeter strength={newPassword ? strength : null} />
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
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSubmit}
            data-testid="change-password-submit"
          >
            Change password
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
