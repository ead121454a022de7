import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes an open menu on a press outside it and on Escape; with `alsoOnScrollOrResize`, also when the page
 * scrolls or resizes (a menu placed on the viewport would be left behind).
 */
export function useMenuDismiss(
  open: boolean,
  menuRef: RefObject<HTMLElement | null>,
  close: () => void,
  alsoOnScrollOrResize = false,
): void {
  const dismiss = useEffectEvent(close);

  useEffect(() => {
    if (!open) return;
    const closeOnMove = () => dismiss();
    const closeOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) dismiss();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    if (alsoOnScrollOrResize) {
      window.addEventListener('scroll', closeOnMove, true);
      window.addEventListener('resize', closeOnMove);
    }
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('scroll', closeOnMove, true);
      window.removeEventListener('resize', closeOnMove);
    };
  }, [open, menuRef, alsoOnScrollOrResize]);
}
