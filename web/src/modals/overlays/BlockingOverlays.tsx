import { useState } from 'react';
import { useLocation } from 'react-router';
import { isOn } from '../../api/types.ts';
import { useMemberStatus } from '../../stores/memberStatus.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { CustomFullBlock } from './CustomFullBlock.tsx';
import { readDismissedOverlays, rememberDismissedOverlay } from './dismissedOverlays.ts';
import { ForcedLogoutNotice } from './ForcedLogoutNotice.tsx';
import { ForcePayModal } from './ForcePayModal.tsx';
import { FreeTrialEndedModal } from './FreeTrialEndedModal.tsx';
import { InvoiceOverdueModal } from './InvoiceOverdueModal.tsx';
import { isEventInvoice, pickBlockingOverlay, type DismissibleOverlay } from './pickBlockingOverlay.ts';
import { SpecialMessageModal } from './SpecialMessageModal.tsx';

/** Shows the single highest-priority blocking overlay for a signed-in user. */
export function BlockingOverlays() {
  const user = useCurrentUser();
  const invoiceStatus = useMemberStatus((state) => state.invoiceStatus);
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissedOverlays);

  if (!user) return null;
  const overlay = pickBlockingOverlay({
    invoiceStatus,
    forceLogout: isOn(user.forceLogout),
    pathname,
    dismissed,
  });

  const dismiss = (kind: DismissibleOverlay) => {
    rememberDismissedOverlay(kind);
    setDismissed((previous) => new Set(previous).add(kind));
  };

  switch (overlay) {
    case 'forcePay':
      return (
        <ForcePayModal
          payLink={invoiceStatus?.link ?? null}
          contactName={invoiceStatus?.contact_name ?? null}
        />
      );
    case 'freeTrialEnded':
      return <FreeTrialEndedModal />;
    case 'customFullBlock':
      return <CustomFullBlock html={invoiceStatus?.customFullBlock ?? ''} />;
    case 'specialMessage':
      return (
        <SpecialMessageModal
          html={invoiceStatus?.modalMessage ?? ''}
          onDismiss={() => dismiss('specialMessage')}
        />
      );
    case 'invoiceOverdue':
      return (
        <InvoiceOverdueModal
          isEventInvoice={invoiceStatus ? isEventInvoice(invoiceStatus) : false}
          onDismiss={() => dismiss('invoiceOverdue')}
        />
      );
    case 'forcedLogout':
      return <ForcedLogoutNotice />;
    case null:
      return null;
  }
}
