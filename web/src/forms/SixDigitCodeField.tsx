import { TextField } from './TextField.tsx';

interface SixDigitCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  label?: string;
}

/** Numeric input for an authenticator code: digits only, at most 6. */
export function SixDigitCodeField({
  value,
  onValueChange,
  error,
  label = 'Authentication code',
}: SixDigitCodeFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onValueChange={(next) => onValueChange(next.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      autoComplete="one-time-code"
      required
      autoFocus
      data-testid="two-factor-code-input"
    />
  );
}
