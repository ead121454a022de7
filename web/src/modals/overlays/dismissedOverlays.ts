import type { DismissibleOverlay } from './pickBlockingOverlay.ts';

const storageKey = (overlay: DismissibleOverlay) => `tbs.dismissedOverlay.${overlay}`;

/** Overlays dismissed in this browser session (special message: once per session). */
export function readDismissedOverlays(): Set<DismissibleOverlay> {
  const all: DismissibleOverlay[] = ['specialMessage', 'invoiceOverdue'];
  return new Set(all.filter((overlay) => sessionStorage.getItem(storageKey(overlay)) === '1'));
}

/** Remember for this browser session that an overlay was dismissed. */
export function rememberDismissedOverlay(overlay: DismissibleOverlay): void {
  sessionStorage.setItem(storageKey(overlay), '1');
}
