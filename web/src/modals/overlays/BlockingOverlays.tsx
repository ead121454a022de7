import { useInvoiceStatus } from '../../queries/companyStatus.ts';
import { CustomFullBlock } from './CustomFullBlock.tsx';
import { ForcedLogoutNotice } from './ForcedLogoutNotice.tsx';
import { ForcePayModal } from './ForcePayModal.tsx';
import { FreeTrialEndedModal } from './FreeTrialEndedModal.tsx';
import { InvoiceOverdueModal } from './InvoiceOverdueModal.tsx';
import { isEventInvoice } from './pickBlockingOverlay.ts';
import { SpecialMessageModal } from './SpecialMessageModal.tsx';
import { useBlockingOverlay } from './useBlockingOverlay.ts';

/**
 * Shows the single highest-priority blocking overlay for a signed-in user. The staff HTML it renders comes
 * only from the invoice status, which the server sanitises (api/src/presenters/staffHtml.ts); the page's
 * Content-Security-Policy also stops inline handlers should anything slip through.
 */
export function BlockingOverlays() {
  const invoiceStatus = useInvoiceStatus().data;
  const { overlay, dismiss } = useBlockingOverlay();

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
