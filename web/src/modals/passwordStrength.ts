import { useEffect, useState } from 'react';
import { estimatePasswordStrength, type PasswordStrength } from '@tbs/rules/passwordStrength';

export { MIN_PASSWORD_SCORE, type PasswordScore, type PasswordStrength } from '@tbs/rules/passwordStrength';

/** The strength of the password as typed; null while empty or still being estimated. */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [strength, setStrength] = useState<{ password: string; value: PasswordStrength } | null>(null);

  useEffect(() => {
    if (!password) return;
    let current = true;
    void estimatePasswordStrength(password).then((value) => {
      if (current) setStrength({ password, value });
    });
    return () => {
      current = false;
    };
  }, [password]);

  return strength && strength.password === password ? strength.value : null;
}
