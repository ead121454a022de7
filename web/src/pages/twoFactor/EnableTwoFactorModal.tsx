import { useState, type FormEvent } from 'react';
import { isSuccess, verify2fa } from '../../api/client.ts';
import { SixDigitCodeField } from '../../forms/SixDigitCodeField.tsx';
import { sixDigitCodeError } from '../../forms/validation.ts';
import { Modal } from '../../modals/Modal.tsx';
import { notifySuccess } from '../../stores/snackbars.ts';
import { groupSecretKey } from './groupSecretKey.ts';
import { reportCodeVerificationFailure } from './verifyCodeOutcome.ts';

export interface TwoFactorSetup {
  secret: string;
  /** PNG data URL of the provisioning QR code, rendered by our own server. */
  qr: string;
}

interface EnableTwoFactorModalProps {
  setup: TwoFactorSetup;
  onClose: () => void;
  onEnabled: () => void;
}

/** Scan the QR code (or type the key), then confirm with a code to enable 2FA. */
export function EnableTwoFactorModal({ setup, onClose, onEnabled }: EnableTwoFactorModalProps) {
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sixDigitCodeError(code)) return;
    setBusy(true);
    const body = await verify2fa(code);
    setBusy(false);
    if (!isSuccess(body)) {
      setServerError(reportCodeVerificationFailure(body));
      return;
    }
    notifySuccess('2FA Successfully Enabled');
    onEnabled();
    onClose();
  };

  return (
    <Modal title="Set up 2-Factor Authentication" onClose={onClose} testId="enable-two-factor-modal">
      <ol className="steps">
        <li>
          Scan this QR code with an authenticator app (for example Google Authenticator or Microsoft
          Authenticator).
        </li>
        <li>
          Or enter this key manually:{' '}
          <code className="secret-key" data-testid="two-factor-secret">
            {groupSecretKey(setup.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        className="qr-code"
        src={setup.qr}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <form noValidate onSubmit={handleSubmit}>
        <SixDigitCodeField
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setServerError(null);
          }}
          error={(submitted ? sixDigitCodeError(code) : null) ?? serverError}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Enable 2FA
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
