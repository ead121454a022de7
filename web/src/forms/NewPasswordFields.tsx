import { useState } from 'react';
import { MIN_PASSWORD_SCORE, usePasswordStrength } from '../modals/passwordStrength.ts';
import { PasswordStrengthMeter } from '../modals/PasswordStrengthMeter.tsx';
import { TextField } from './TextField.tsx';

const MISMATCH_MESSAGE = 'The passwords do not match';

/**
 * A new password as every form chooses one (the reset link, Change Password): typed twice, with zxcvbn's
 * score. `isAcceptable` once it scores MIN_PASSWORD_SCORE or more (the server checks the same) and both match.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const strength = usePasswordStrength(password);
  const strongEnough = strength !== null && strength.score >= MIN_PASSWORD_SCORE;
  return {
    password,
    setPassword,
    repeated,
    setRepeated,
    strength,
    isAcceptable: strongEnough && repeated === password,
  };
}

interface NewPasswordFieldsProps {
  choice: ReturnType<typeof useNewPassword>;
  /** The server's message for the new password. */
  error?: string;
  /** Told when the new password is typed (to take the server's message away). */
  onPasswordTyped?: () => void;
  autoFocus?: boolean;
}

/** The new password, its strength meter and the repeat field with its mismatch message. */
export function NewPasswordFields({ choice, error, onPasswordTyped, autoFocus }: NewPasswordFieldsProps) {
  const mismatch = choice.repeated !== '' && choice.repeated !== choice.password;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        value={choice.password}
        onValueChange={(value) => {
          choice.setPassword(value);
          onPasswordTyped?.();
        }}
        error={error}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        data-testid="new-password"
      />
      <PasswordStrengthMeter strength={choice.password ? choice.strength : null} />
      <TextField
        label="Repeat new password"
        type="password"
        value={choice.repeated}
        onValueChange={choice.setRepeated}
        error={mismatch ? MISMATCH_MESSAGE : null}
        autoComplete="new-password"
        required
        data-testid="new-password-repeat"
      />
    </>
  );
}
