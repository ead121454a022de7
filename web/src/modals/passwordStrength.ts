import { useEffect, useState } from 'react';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Passwords scoring below this (on zxcvbn's 0–4 scale) cannot be submitted. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  /** zxcvbn's first suggestion, if any. */
  suggestion: string | null;
  warning: string | null;
}

let estimator: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries are large, so the estimator loads on first use in its own chunk. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

/** Estimate a password's strength with zxcvbn-ts. */
export async function estimatePasswordStrength(password: string): Promise<PasswordStrength> {
  const result = (await loadEstimator()).check(password);
  return {
    score: result.score,
    suggestion: result.feedback.suggestions[0] ?? null,
    warning: result.feedback.warning,
  };
}

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
