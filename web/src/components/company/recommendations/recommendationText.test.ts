import { describe, expect, it } from 'vitest';
import { recommendationTextState, RECOMMENDATION_TOO_SHORT } from './recommendationText.ts';

describe('recommendationTextState', () => {
  it('counts the trimmed text against the 30-character minimum', () => {
    expect(recommendationTextState(`   ${'a'.repeat(29)}   `)).toEqual({
      length: 29,
      valid: false,
      error: RECOMMENDATION_TOO_SHORT,
    });
    expect(recommendationTextState('a'.repeat(30))).toEqual({ length: 30, valid: true, error: null });
  });

  it('refuses more than 2000 characters', () => {
    const state = recommendationTextState('a'.repeat(2001));
    expect([state.valid, state.error]).toEqual([
      false,
      'Your recommendation must have at most 2000 characters.',
    ]);
  });
});
