import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Passwords scoring below this on zxcvbn's 0-4 scale are refused (spec: minimum strength score 2). */
export const MIN_PASSWORD_SCORE = 2;

export const PASSWORD_STRENGTH_MESSAGE = 'This password is too easy to guess. Please choose a stronger one.';

let estimator: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn-ts with the same dictionaries as the web's meter (web/src/modals/passwordStrength.ts), loaded once. */
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

/** A password's strength on zxcvbn's 0-4 scale, as the web's strength meter computes it. */
export async function passwordScore(password: string): Promise<number> {
  return (await loadEstimator()).check(password).score;
}

/**
 * Whether a new password is strong enough: the server's own check of the rule the web's meter shows (a
 * client that skips the meter gets the same answer). Used by the password change and the reset.
 */
export async function isStrongEnough(password: string): Promise<boolean> {
  return (await passwordScore(password)) >= MIN_PASSWORD_SCORE;
}
