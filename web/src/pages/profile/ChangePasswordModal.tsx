import { useState, type FormEvent } from 'react';
import { rateLimitMessage } from '../../api/apiError.ts';
import { TextField } from '../../forms/TextField.tsx';
import { Modal } from '../../modals/Modal.tsx';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields.tsx';
import { changePassword } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { SaveActions } from '../../forms/SaveActions.tsx';

/**
 * Change Password (/profile): the current password and a new one with the strength meter of the reset flow;
 * Save stays disabled below strength 2 (the server checks the same score). The other devices are signed out.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const choice = useNewPassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const canSubmit = currentPassword !== '' && choice.isAcceptable && !busy;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    const body = await changePassword(currentPassword, choice.password);
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
        <NewPasswordFields
          choice={choice}
          error={errors.newPassword}
          onPasswordTyped={() => setErrors(({ newPassword: _dropped, ...rest }) => rest)}
        />
        <SaveActions onCancel={onClose} saving={false} disabled={!canSubmit} testId="change-password-submit">
          Change password
        </SaveActions>
      </form>
    </Modal>
  );
}
