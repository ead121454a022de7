import { useLocation } from 'react-router';
import { create } from 'zustand';
import { isOn } from '../../api/types.ts';
import { useInvoiceStatus } from '../../queries/companyStatus.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { readDismissedOverlays, rememberDismissedOverlay } from './dismissedOverlays.ts';
import {
  pickBlockingOverlay,
  type BlockingOverlayKind,
  type DismissibleOverlay,
} from './pickBlockingOverlay.ts';

interface DismissedOverlaysState {
  dismissed: ReadonlySet<DismissibleOverlay>;
  dismiss: (overlay: DismissibleOverlay) => void;
}

/** Overlays the user dismissed in this browser session. */
const useDismissedOverlays = create<DismissedOverlaysState>((set) => ({
  dismissed: readDismissedOverlays(),
  dismiss: (overlay) => {
    rememberDismissedOverlay(overlay);
    set((state) => ({ dismissed: new Set(state.dismissed).add(overlay) }));
  },
}));

/**
 * The blocking overlay the signed-in user sees now (or null), and how to dismiss the dismissible ones.
 * Shared by the overlays themselves and by prompts that must wait until no overlay blocks the page.
 */
export function useBlockingOverlay(): {
  overlay: BlockingOverlayKind | null;
  dismiss: (overlay: DismissibleOverlay) => void;
} {
  const user = useCurrentUser();
  const invoiceStatus = useInvoiceStatus().data ?? null;
  const { pathname } = useLocation();
  const { dismissed, dismiss } = useDismissedOverlays();
  const overlay = user
    ? pickBlockingOverlay({ invoiceStatus, forceLogout: isOn(user.forceLogout), pathname, dismissed })
    : null;
  return { overlay, dismiss };
}
