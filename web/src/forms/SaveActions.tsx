import type { ReactNode } from 'react';

interface SaveActionsProps {
  onCancel: () => void;
  /** While the request is under way the button is disabled and says `busyLabel`. */
  saving: boolean;
  /** Disabled for another reason (a field still empty). */
  disabled?: boolean;
  testId: string;
  cancelTestId?: string;
  /** The button's label. */
  children?: ReactNode;
  busyLabel?: ReactNode;
}

/** The submit button and Cancel under an editing form (Update Company, Update contact, a part...). */
export function SaveActions({
  onCancel,
  saving,
  disabled = false,
  testId,
  cancelTestId,
  children = 'Save',
  busyLabel = 'Saving…',
}: SaveActionsProps) {
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button button--primary"
        disabled={saving || disabled}
        data-testid={testId}
      >
        {saving ? busyLabel : children}
      </button>
      <button type="button" className="button" onClick={onCancel} data-testid={cancelTestId}>
        Cancel
      </button>
    </div>
  );
}
