import { useState, type FormEvent } from 'react';
import { SixDigitCodeField } from '../../forms/SixDigitCodeField.tsx';
import { sixDigitCodeError } from '../../forms/validation.ts';

interface CodeConfirmFormProps {
  label?: string;
  submitLabel: string;
  submitClassName: string;
  /** Sends a valid 6-digit code; answers the message to show under the field, or null when done. */
  onConfirm: (code: string) => Promise<string | null>;
  onCancel: () => void;
}

/** A 6-digit authenticator code with the spec's validation, a submit and a cancel button. */
export function CodeConfirmForm({
  label,
  submitLabel,
  submitClassName,
  onConfirm,
  onCancel,
}: CodeConfirmFormProps) {
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sixDigitCodeError(code)) return;
    setBusy(true);
    const failure = await onConfirm(code);
    setBusy(false);
    setServerError(failure);
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <SixDigitCodeField
        label={label}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setServerError(null);
        }}
        error={(submitted ? sixDigitCodeError(code) : null) ?? serverError}
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
