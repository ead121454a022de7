import { useSignOut } from '../../auth/useSignOut.ts';
import { Modal } from '../Modal.tsx';

/** Priority 6: TBS ended this account's sessions; the user has to sign out and in again. */
export function ForcedLogoutNotice() {
  const signOut = useSignOut();
  return (
    <Modal title="Please sign in again" layer="blocking" testId="forced-logout-notice">
      <p>Your account details were changed by TBS. Please sign out and sign in again to continue.</p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </Modal>
  );
}
