import { useState, type FormEvent } from 'react';
import { SixDigitCodeField } from '../../forms/SixDigitCodeField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { requiredError, sixDigitCodeError } from '../../forms/validation.ts';
import type { ConfirmFailure } from './verifyCodeOutcome.ts';

interface CodeConfirmFormProps {
  label?: string;
  submitLabel: string;
  submitClassName: string;
  /** Sends a valid 6-digit code and the current password; answers what to show under a field, or null when done. */
  onConfirm: (code: string, password: string) => Promise<ConfirmFailure | null>;
  onCancel: () => void;
}

/**
 * A 6-digit authenticator code and the current password (both needed to change 2FA), with the spec's
 * validation, a submit and a cancel button.
 */
export function CodeConfirmForm({
  label,
  submitLabel,
  submitClassName,
  onConfirm,
  onCancel,
}: CodeConfirmFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ConfirmFailure | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sixDigitCodeError(code) || requiredError(password)) return;
    setBusy(true);
    const failure = await onConfirm(code, password);
    setBusy(false);
    setServerError(failure);
  };

  const serverMessage = (field: ConfirmFailure['field']) =>
    serverError?.field === field ? serverError.message : null;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <SixDigitCodeField
        label={label}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setServerError(null);
        }}
        error={(submitted ? sixDigitCodeError(code) : null) ?? serverMessage('code')}
      />
      <TextField
        label="Your current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setServerError(null);
        }}
        error={(submitted ? requiredError(password) : null) ?? serverMessage('password')}
        required
        data-testid="two-factor-password-input"
      />
      <div className="form-actions">
        <button type="submit" className={submitClassName} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
