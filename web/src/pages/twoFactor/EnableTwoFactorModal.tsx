import { isSuccess } from '../../api/apiError.ts';
import { verify2fa } from '../../api/client.ts';
import { Modal } from '../../modals/Modal.tsx';
import { notifySuccess } from '../../stores/snackbars.ts';
import { CodeConfirmForm } from './CodeConfirmForm.tsx';
import { groupSecretKey } from './groupSecretKey.ts';
import { reportCodeVerificationFailure, type ConfirmFailure } from './verifyCodeOutcome.ts';

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
  const enableWithCode = async (code: string, password: string): Promise<ConfirmFailure | null> => {
    const body = await verify2fa(code, password);
    if (!isSuccess(body)) return reportCodeVerificationFailure(body);
    notifySuccess('2FA Successfully Enabled');
    onEnabled();
    onClose();
    return null;
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
        <li>Enter the 6-digit code the app shows and your current password.</li>
      </ol>
      <img
        className="qr-code"
        src={setup.qr}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <CodeConfirmForm
        submitLabel="Enable 2FA"
        submitClassName="button button--primary"
        onConfirm={enableWithCode}
        onCancel={onClose}
      />
    </Modal>
  );
}
