import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, SIX_DIGIT_CODE_MESSAGE } from '@tbs/rules/forms';
import { emailError, sixDigitCodeError } from './validation.ts';

describe('validation', () => {
  it('checks email-addresses', () => {
    expect(emailError('')).toBe(REQUIRED_MESSAGE);
    expect(emailError('nope')).toBe(EMAIL_MESSAGE);
    expect(emailError('jane@acme.nl')).toBeNull();
  });

  it('wants exactly six digits for a 2FA code', () => {
    expect(sixDigitCodeError('12345')).toBe(SIX_DIGIT_CODE_MESSAGE);
    expect(sixDigitCodeError('12345a')).toBe(SIX_DIGIT_CODE_MESSAGE);
    expect(sixDigitCodeError('123456')).toBeNull();
  });
});
