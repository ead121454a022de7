import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { isSuccess } from '../../api/apiError.ts';
import { generate2faSecret } from '../../api/client.ts';
import { isOn } from '../../api/types.ts';
import { useProfile } from '../../queries/profile.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError } from '../../stores/snackbars.ts';
import { DisableTwoFactorModal } from './DisableTwoFactorModal.tsx';
import { EnableTwoFactorModal, type TwoFactorSetup } from './EnableTwoFactorModal.tsx';

/** Modal contents are cleared this long after closing (spec: 300 ms). */
const MODAL_RESET_DELAY_MS = 300;

type TwoFactorDialog = 'enable' | 'disable' | null;

/** /2fa: status, enable (QR code, key, code) and disable (warning, code). Needs a loaded profile. */
export function TwoFactorPage() {
  const user = useCurrentUser();
  const profile = useProfile();
  const [dialog, setDialog] = useState<TwoFactorDialog>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);

  if (!user || profile.isError) return <Navigate to="/" replace />;
  const enabled = isOn(user.enable2fa);

  const closeDialog = () => {
    setDialog(null);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setSetup(null), MODAL_RESET_DELAY_MS);
  };

  const startSetup = async () => {
    setStarting(true);
    const body = await generate2faSecret();
    setStarting(false);
    if (!isSuccess(body) || !body.secret || !body.qr) {
      console.warn('2FA secret generation failed', body.msg);
      notifyError('Could not start 2FA setup', body.msg ?? 'Please try again later.');
      return;
    }
    window.clearTimeout(resetTimer.current);
    setSetup({ secret: body.secret, qr: body.qr });
    setDialog('enable');
  };

  return (
    <section className="page" data-testid="two-factor-page">
      <h1>2-Factor Authentication</h1>
      <p className="page-lead">
        2-Factor Authentication protects your account with a code from an authenticator app on your phone, on
        top of your password. Switching it on or off asks for your current password and signs you out on your
        other devices.
      </p>
      {profile.isPending ? (
        <p className="muted">Loading your profile...</p>
      ) : (
        <div className="card two-factor-status">
          <p data-testid="two-factor-status">
            Status: <strong>{enabled ? 'Enabled' : 'Not enabled'}</strong>
          </p>
          {enabled ? (
            <button type="button" className="button button--danger" onClick={() => setDialog('disable')}>
              Disable 2FA
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={startSetup} disabled={starting}>
              Enable 2FA
            </button>
          )}
        </div>
      )}
      {dialog === 'enable' && setup && (
        <EnableTwoFactorModal setup={setup} onClose={closeDialog} onEnabled={() => void profile.refetch()} />
      )}
      {dialog === 'disable' && (
        <DisableTwoFactorModal onClose={closeDialog} onDisabled={() => void profile.refetch()} />
      )}
    </section>
  );
}
