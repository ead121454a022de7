import { useEffect } from 'react';
import { isOn } from '../api/types.ts';
import { useBlockingOverlay } from '../modals/overlays/useBlockingOverlay.ts';
import { useInvoiceStatus } from '../queries/companyStatus.ts';
import { useSettings } from '../queries/settings.ts';
import { useModals } from '../stores/modals.ts';
import { useCurrentUser } from '../stores/session.ts';

const REMINDER_SHOWN_KEY = 'tbs.twoFactorReminderShown';
const TWO_FACTOR_PATH = '/2fa';

/**
 * Users without 2FA: a mandatory, non-cancellable modal on every page but /2fa when force2fa is on,
 * otherwise a reminder once per browser session, shown only once no blocking overlay covers the page.
 */
export function useTwoFactorPrompts(pathname: string): void {
  const user = useCurrentUser();
  const settings = useSettings();
  const openModal = useModals((state) => state.openModal);
  const { overlay } = useBlockingOverlay();
  // Blocking overlays come from the invoice status: wait for it so the reminder never hides under one.
  const invoiceStatusChecked = !useInvoiceStatus().isPending;

  useEffect(() => {
    const { open, close } = useModals.getState();
    const lacks2fa = user !== null && settings !== null && !isOn(user.enable2fa);
    const onTwoFactorPage = pathname === TWO_FACTOR_PATH;
    const mandatory = lacks2fa && isOn(settings.force2fa);

    if (mandatory && !onTwoFactorPage) {
      if (openModal !== 'mandatory2fa') open('mandatory2fa');
      return;
    }
    if (openModal === 'mandatory2fa') {
      close();
      return;
    }
    if (
      lacks2fa &&
      !mandatory &&
      !onTwoFactorPage &&
      openModal === null &&
      invoiceStatusChecked &&
      overlay === null
    ) {
      if (sessionStorage.getItem(REMINDER_SHOWN_KEY)) return;
      sessionStorage.setItem(REMINDER_SHOWN_KEY, '1');
      open('twoFactorReminder');
    }
  }, [user, settings, pathname, openModal, invoiceStatusChecked, overlay]);
}
