/** Spec part 1 section 5: a recommendation has at least 30 characters. */
export const RECOMMENDATION_MIN_LENGTH = 30;
/** The server's maximum. */
export const RECOMMENDATION_MAX_LENGTH = 2000;
export const RECOMMENDATION_TOO_SHORT = 'Your recommendation must be at least 30 characters long.';

/** The rule as the Recommend modal shows it while typing: the count of the trimmed text and what is missing. */
export function recommendationTextState(text: string): {
  length: number;
  valid: boolean;
  error: string | null;
} {
  const length = text.trim().length;
  const valid = length >= RECOMMENDATION_MIN_LENGTH && length <= RECOMMENDATION_MAX_LENGTH;
  return {
    length,
    valid,
    error:
      length < RECOMMENDATION_MIN_LENGTH
        ? RECOMMENDATION_TOO_SHORT
        : valid
          ? null
          : `Your recommendation must have at most ${RECOMMENDATION_MAX_LENGTH} characters.`,
  };
}
