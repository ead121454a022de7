import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Passwords scoring below this on zxcvbn's 0-4 scale are refused (spec: minimum strength score 2). */
export const MIN_PASSWORD_SCORE = 2;

/** The api's answer to a new password scoring below MIN_PASSWORD_SCORE. */
export const PASSWORD_STRENGTH_MESSAGE = 'This password is too easy to guess. Please choose a stronger one.';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  /** zxcvbn's first suggestion, if any. */
  suggestion: string | null;
  warning: string | null;
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with the common and English dictionaries, loaded once on first use: the api's check and the web's
 * meter score alike. The dictionaries are large, so the web loads them in a chunk of their own.
 */
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

/** A password's strength on zxcvbn's 0-4 scale, with its first suggestion and warning. */
export async function estimatePasswordStrength(password: string): Promise<PasswordStrength> {
  const result = (await loadEstimator()).check(password);
  return {
    score: result.score,
    suggestion: result.feedback.suggestions[0] ?? null,
    warning: result.feedback.warning,
  };
}

/**
 * Whether a new password is strong enough: the api's own check of the rule the web's meter shows (a client
 * that skips the meter gets the same answer).
 */
export async function isStrongEnough(password: string): Promise<boolean> {
  return (await estimatePasswordStrength(password)).score >= MIN_PASSWORD_SCORE;
}
