import { useState, type FormEvent } from 'react';
import { useLoginSubmit } from '../auth/useLoginSubmit.ts';
import { SixDigitCodeField } from '../forms/SixDigitCodeField.tsx';
import { sixDigitCodeError } from '../forms/validation.ts';
import { useModals } from '../stores/modals.ts';
import { Modal } from './Modal.tsx';

/** Second login round: the 6-digit authenticator code is sent with the remembered credentials. */
export function TwoFactorCodeModal() {
  const { close, pendingCredentials } = useModals();
  const submitLogin = useLoginSubmit();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sixDigitCodeError(code) || !pendingCredentials) return;
    setBusy(true);
    await submitLogin(pendingCredentials, code);
    setBusy(false);
  };

  return (
    <Modal title="Two-factor authentication" onClose={close} testId="two-factor-code-modal">
      <form noValidate onSubmit={handleSubmit}>
        <p>Enter the 6-digit code from your authenticator app.</p>
        <SixDigitCodeField
          value={code}
          onValueChange={setCode}
          error={submitted ? sixDigitCodeError(code) : null}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Verify and sign in
          </button>
        </div>
      </form>
    </Modal>
  );
}
