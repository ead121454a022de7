import type { PasswordScore, PasswordStrength } from './passwordStrength.ts';

const scoreLabels: Record<PasswordScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};

/** 0–4 strength meter with zxcvbn's warning and first suggestion. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const score = strength?.score ?? 0;
  return (
    <div className="password-strength" data-testid="password-strength" data-score={strength ? score : ''}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-label="Password strength" />
      <span className={`password-strength-label password-strength-label--${score}`}>
        {strength ? scoreLabels[score] : 'Enter a password'}
      </span>
      {strength?.warning && <p className="password-hint">{strength.warning}</p>}
      {strength?.suggestion && (
        <p className="password-hint" data-testid="password-suggestion">
          {strength.suggestion}
        </p>
      )}
    </div>
  );
}
