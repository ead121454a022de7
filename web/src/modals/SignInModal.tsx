import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLoginSubmit } from '../auth/useLoginSubmit.ts';
import { TextField } from '../forms/TextField.tsx';
import { emailError, requiredError } from '../forms/validation.ts';
import { useModals } from '../stores/modals.ts';
import { Modal } from './Modal.tsx';

/** Email and password sign-in; hands over to the 2FA code modal when the server asks for a code. */
export function SignInModal() {
  const { close, open } = useModals();
  const submitLogin = useLoginSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const emailMessage = submitted ? emailError(email) : null;
  const passwordMessage = submitted ? requiredError(password) : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email) || requiredError(password)) return;
    setBusy(true);
    await submitLogin({ email: email.trim(), password });
    setBusy(false);
  };

  return (
    <Modal title="Sign in" onClose={close} testId="sign-in-modal">
      <form noValidate onSubmit={handleSubmit} data-testid="sign-in-form">
        <TextField
          label="Email-address"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={emailMessage}
          autoComplete="username"
          required
          autoFocus
          data-testid="sign-in-email"
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onValueChange={setPassword}
          error={passwordMessage}
          autoComplete="current-password"
          required
          data-testid="sign-in-password"
        />
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            data-testid="sign-in-submit"
          >
            Sign in
          </button>
          <button type="button" className="link-button" onClick={() => open('passwordResetRequest')}>
            Forgot password?
          </button>
        </div>
        <p className="modal-note">
          Not a member yet?{' '}
          <Link to="/register" onClick={close}>
            Start your free trial
          </Link>
        </p>
      </form>
    </Modal>
  );
}
