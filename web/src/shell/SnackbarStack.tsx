import { useSnackbars } from '../stores/snackbars.ts';

/** Top-right stack of success (green) and error (red) messages. */
export function SnackbarStack() {
  const snackbars = useSnackbars((state) => state.snackbars);
  const dismiss = useSnackbars((state) => state.dismiss);
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
