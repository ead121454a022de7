import { useState, type FormEvent } from 'react';
import { isSuccess, rateLimitMessage } from '../api/apiError.ts';
import { requestPassword } from '../api/client.ts';
import { TextField } from '../forms/TextField.tsx';
import { emailError } from '../forms/validation.ts';
import { useModals } from '../stores/modals.ts';
import { notifyError, notifySuccess } from '../stores/snackbars.ts';
import { Modal } from './Modal.tsx';

/** Ask for a password-reset mail. */
export function PasswordResetRequestModal() {
  const close = useModals((state) => state.close);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) return;
    setBusy(true);
    const body = await requestPassword(email.trim());
    setBusy(false);
    if (!isSuccess(body)) {
      notifyError(
        'Something went wrong',
        rateLimitMessage(body) ??
          'Requesting a password reset failed. Please try again. If the problem persists please contact TBS',
      );
      return;
    }
    notifySuccess(
      'Password request successfull.',
      'If we have your email-address on file, you will receive an email with instructions soon.',
    );
    close();
  };

  return (
    <Modal title="Forgot password" onClose={close} testId="password-reset-request-modal">
      <form noValidate onSubmit={handleSubmit}>
        <p>Enter your email-address and we will send you a link to set a new password.</p>
        <TextField
          label="Email-address"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={submitted ? emailError(email) : null}
          autoComplete="email"
          required
          autoFocus
          data-testid="password-reset-email"
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Send reset link
          </button>
        </div>
      </form>
    </Modal>
  );
}
