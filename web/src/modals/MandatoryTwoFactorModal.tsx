import { useNavigate } from 'react-router';
import { useSignOut } from '../auth/useSignOut.ts';
import { Modal } from './Modal.tsx';

/** Non-cancellable modal while force2fa is on and the user has no 2FA; it closes itself on /2fa. */
export function MandatoryTwoFactorModal() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <Modal title="2-Factor Authentication required" testId="mandatory-two-factor-modal">
      <p>
        To keep the network safe, every member must protect their account with 2-Factor Authentication. Your
        account is restricted until you enable it.
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={() => void navigate('/2fa')}>
          Set up 2-Factor Authentication
        </button>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </Modal>
  );
}
