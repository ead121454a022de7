import { Suspense } from 'react';
import { lazyPage } from '../router/lazyPage.ts';
import { useModals } from '../stores/modals.ts';

// Each global modal loads the first time it opens: none of them is part of a page's first load.
const MandatoryTwoFactorModal = lazyPage(
  () => import('./MandatoryTwoFactorModal.tsx'),
  'MandatoryTwoFactorModal',
);
const PasswordResetRequestModal = lazyPage(
  () => import('./PasswordResetRequestModal.tsx'),
  'PasswordResetRequestModal',
);
const SetNewPasswordModal = lazyPage(() => import('./SetNewPasswordModal.tsx'), 'SetNewPasswordModal');
const SignInModal = lazyPage(() => import('./SignInModal.tsx'), 'SignInModal');
const TwoFactorCodeModal = lazyPage(() => import('./TwoFactorCodeModal.tsx'), 'TwoFactorCodeModal');
const TwoFactorReminderModal = lazyPage(
  () => import('./TwoFactorReminderModal.tsx'),
  'TwoFactorReminderModal',
);

/** Renders the one global modal that is open, if any. */
export function GlobalModals() {
  return (
    <Suspense fallback={null}>
      <OpenGlobalModal />
    </Suspense>
  );
}

function OpenGlobalModal() {
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
