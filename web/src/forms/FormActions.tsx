import { useId, type ReactNode } from 'react';

interface FormActionsProps {
  onCancel: () => void;
  /** Why Send is not possible yet (shown beside it, and read with it), or null when it is. */
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
  const reasonId = useId();
  return (
    <div className="modal-actions">
      {blockedBecause !== null && (
        <p id={reasonId} className="form-blocked-reason" data-testid={`${testId}-blocked-reason`}>
          {blockedBecause}
        </p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button
        type="submit"
        className="button button--primary"
        disabled={sending || blockedBecause !== null}
        aria-describedby={blockedBecause !== null ? reasonId : undefined}
        data-testid={testId}
      >
        {children}
      </button>
    </div>
  );
}
