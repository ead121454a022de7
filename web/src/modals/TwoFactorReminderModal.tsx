import { useNavigate } from 'react-router';
import { useModals } from '../stores/modals.ts';
import { Modal } from './Modal.tsx';

/** Once-per-session suggestion to enable 2FA (when it is not mandatory). */
export function TwoFactorReminderModal() {
  const close = useModals((state) => state.close);
  const navigate = useNavigate();

  const goToSetup = () => {
    close();
    void navigate('/2fa');
  };

  return (
    <Modal title="Secure your account" onClose={close} testId="two-factor-reminder-modal">
      <p>
        Your account is not protected by 2-Factor Authentication yet. Enabling it is required: with an
        authenticator app, nobody can sign in with your password alone.
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={goToSetup}>
          Set up 2-Factor Authentication
        </button>
        <button type="button" className="button" onClick={close}>
          Remind me later
        </button>
      </div>
    </Modal>
  );
}
