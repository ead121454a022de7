import { useEffect } from 'react';
import { useSettings } from '../queries/settings.ts';
import { useSnackbars } from '../stores/snackbars.ts';

/** Top-right stack of success (green) and error (red) messages; successes of test mode stay 10 s. */
export function SnackbarStack() {
  const snackbars = useSnackbars((state) => state.snackbars);
  const dismiss = useSnackbars((state) => state.dismiss);
  const testMode = useSettings()?.testMode ?? false;
  useEffect(() => useSnackbars.getState().setTestMode(testMode), [testMode]);
  return (
    <div className="snackbar-stack" aria-live="polite">
      {snackbars.map((snackbar) => (
        <div
          key={snackbar.id}
          className={`snackbar snackbar--${snackbar.kind}`}
          role={snackbar.kind === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
          data-kind={snackbar.kind}
        >
          <div className="snackbar-text">
            <strong className="snackbar-title">{snackbar.title}</strong>
            {snackbar.message && <p className="snackbar-message">{snackbar.message}</p>}
          </div>
          <button
            type="button"
            className="snackbar-close"
            aria-label="Dismiss message"
            onClick={() => dismiss(snackbar.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
