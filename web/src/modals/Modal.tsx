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

  // Move focus into the dialog unless a field inside it already took it (autoFocus).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, []);

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
    </div>
  );
}
