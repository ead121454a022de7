import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Without onClose the modal cannot be dismissed (no close button, Escape or backdrop click). */
  onClose?: () => void;
  /** Blocking overlays sit above every other modal. */
  layer?: 'dialog' | 'blocking';
  /** 'wide' for bodies with two panels (the company body). */
  size?: 'default' | 'wide';
  testId?: string;
}

/** The open modals, newest last: Escape closes only the topmost (a complaint modal over a company modal). */
const openModals: symbol[] = [];

/** Accessible dialog frame shared by every modal. */
export function Modal({ title, children, onClose, layer = 'dialog', size = 'default', testId }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [stackId] = useState(() => Symbol('modal'));

  useEffect(() => {
    openModals.push(stackId);
    return () => {
      openModals.splice(openModals.indexOf(stackId), 1);
    };
  }, [stackId]);

  // What had focus when the dialog opened (read while rendering, before an autoFocus field takes it).
  const [opener] = useState(() => document.activeElement);

  // Move focus into the dialog unless a field inside it already took it (autoFocus); on close, give it back to
  // the opener, unless focus has meanwhile gone somewhere on purpose (another dialog, a page element).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      const current = document.activeElement;
      const focusLost = !current || current === document.body || !!dialog?.contains(current);
      if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  useEffect(() => {
    if (!onClose) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openModals.at(-1) === stackId) onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose, stackId]);

  return (
    <div
      className={`modal-backdrop modal-backdrop--${layer}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <FocusGuard onFocus={() => focusEdge(dialogRef.current, 'last')} />
      <div
        ref={dialogRef}
        className={size === 'wide' ? 'modal modal--wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="modal-body">{children}</div>
      </div>
      <FocusGuard onFocus={() => focusEdge(dialogRef.current, 'first')} />
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), altcha-widget';

/**
 * Keeps Tab inside the dialog: the guards sit just before and after it, so Tab past the last element (or
 * Shift+Tab before the first) lands on a guard, which sends focus round to the other end. Elements in a
 * shadow root (the captcha widget) keep the browser's own order this way.
 */
function FocusGuard({ onFocus }: { onFocus: () => void }) {
  return <span className="modal-focus-guard" tabIndex={0} onFocus={onFocus} />;
}

function focusEdge(dialog: HTMLElement | null, edge: 'first' | 'last'): void {
  if (!dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const target = edge === 'first' ? focusable[0] : focusable.at(-1);
  (target ?? dialog).focus();
}
