import { useModals } from '../stores/modals.ts';
import { MandatoryTwoFactorModal } from './MandatoryTwoFactorModal.tsx';
import { PasswordResetRequestModal } from './PasswordResetRequestModal.tsx';
import { SetNewPasswordModal } from './SetNewPasswordModal.tsx';
import { SignInModal } from './SignInModal.tsx';
import { TwoFactorCodeModal } from './TwoFactorCodeModal.tsx';
import { TwoFactorReminderModal } from './TwoFactorReminderModal.tsx';

/** Renders the one global modal that is open, if any. */
export function GlobalModals() {
  const openModal = useModals((state) => state.openModal);
  switch (openModal) {
    case 'signIn':
      return <SignInModal />;
    case 'twoFactorCode':
      return <TwoFactorCodeModal />;
    case 'passwordResetRequest':
      return <PasswordResetRequestModal />;
    case 'setNewPassword':
      return <SetNewPasswordModal />;
    case 'twoFactorReminder':
      return <TwoFactorReminderModal />;
    case 'mandatory2fa':
      return <MandatoryTwoFactorModal />;
    case null:
      return null;
  }
}
