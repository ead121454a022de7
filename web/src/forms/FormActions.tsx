import type { ReactNode } from 'react';

interface FormActionsProps {
  onCancel: () => void;
  /** Why Send is not possible yet (shown as its tooltip), or null when it is. */
  blockedBecause?: string | null;
  /** While the request is under way Send is disabled. */
  sending: boolean;
  testId: string;
  children?: ReactNode;
}

/** The Cancel and Send buttons under a modal's form (Send submits it); `children` is Send's label. */
export function FormActions({
  onCancel,
  blockedBecause = null,
  sending,
  testId,
  children = 'Send',
}: FormActionsProps) {
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button
        type="submit"
        className="button button--primary"
        disabled={sending || blockedBecause !== null}
        title={blockedBecause ?? undefined}
        data-testid={testId}
      >
        {children}
      </button>
    </div>
  );
}
