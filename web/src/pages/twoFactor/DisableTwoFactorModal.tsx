import { isSuccess } from '../../api/apiError.ts';
import { disable2fa, verify2faForDisable } from '../../api/client.ts';
import { Modal } from '../../modals/Modal.tsx';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { CodeConfirmForm } from './CodeConfirmForm.tsx';
import { reportCodeVerificationFailure, type ConfirmFailure } from './verifyCodeOutcome.ts';

interface DisableTwoFactorModalProps {
  onClose: () => void;
  onDisabled: () => void;
}

/** Confirm with a current code, then switch 2FA off. */
export function DisableTwoFactorModal({ onClose, onDisabled }: DisableTwoFactorModalProps) {
  const disableWithCode = async (code: string, password: string): Promise<ConfirmFailure | null> => {
    const verification = await verify2faForDisable(code, password);
    if (!isSuccess(verification)) return reportCodeVerificationFailure(verification);
    const body = await disable2fa();
    if (!isSuccess(body)) {
      notifyError('Something went wrong', body.msg ?? '2FA could not be disabled. Please try again.');
      return null;
    }
    notifySuccess('2FA Successfully Disabled');
    onDisabled();
    onClose();
    return null;
  };

  return (
    <Modal title="Disable 2-Factor Authentication" onClose={onClose} testId="disable-two-factor-modal">
      <p className="warning" role="note">
        Warning: disabling 2-Factor Authentication makes your account more vulnerable. Anyone who learns your
        password can then sign in as you.
      </p>
      <CodeConfirmForm
        label="Code from your authenticator app"
        submitLabel="Disable 2FA"
        submitClassName="button button--danger"
        onConfirm={disableWithCode}
        onCancel={onClose}
      />
    </Modal>
  );
}
