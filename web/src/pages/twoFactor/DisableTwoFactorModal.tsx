import { useState, type FormEvent } from 'react';
import { disable2fa, isSuccess, verify2faForDisable } from '../../api/client.ts';
import { SixDigitCodeField } from '../../forms/SixDigitCodeField.tsx';
import { sixDigitCodeError } from '../../forms/validation.ts';
import { Modal } from '../../modals/Modal.tsx';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { reportCodeVerificationFailure } from './verifyCodeOutcome.ts';

interface DisableTwoFactorModalProps {
  onClose: () => void;
  onDisabled: () => void;
}

/** Confirm with a current code, then switch 2FA off. */
export function DisableTwoFactorModal({ onClose, onDisabled }: DisableTwoFactorModalProps) {
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const disableWithCode = async () => {
    const verification = await verify2faForDisable(code);
    if (!isSuccess(verification)) {
      setServerError(reportCodeVerificationFailure(verification));
      return;
    }
    const body = await disable2fa();
    if (!isSuccess(body)) {
      notifyError('Something went wrong', body.msg ?? '2FA could not be disabled. Please try again.');
      return;
    }
    notifySuccess('2FA Successfully Disabled');
    onDisabled();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sixDigitCodeError(code)) return;
    setBusy(true);
    await disableWithCode();
    setBusy(false);
  };

  return (
    <Modal title="Disable 2-Factor Authentication" onClose={onClose} testId="disable-two-factor-modal">
      <p className="warning" role="note">
        Warning: disabling 2-Factor Authentication makes your account more vulnerable. Anyone who learns your
        password can then sign in as you.
      </p>
      <form noValidate onSubmit={handleSubmit}>
        <SixDigitCodeField
          label="Code from your authenticator app"
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setServerError(null);
          }}
          error={(submitted ? sixDigitCodeError(code) : null) ?? serverError}
        />
        <div className="form-actions">
          <button type="submit" className="button button--danger" disabled={busy}>
            Disable 2FA
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
