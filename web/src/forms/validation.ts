import { EMAIL_MESSAGE, REQUIRED_MESSAGE, SIX_DIGIT_CODE_MESSAGE } from '@tbs/rules/forms';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sixDigitPattern = /^\d{6}$/;

/** The message for an empty required field, or null. */
export function requiredError(value: string): string | null {
  return value.trim() ? null : REQUIRED_MESSAGE;
}

/** The message for a missing or malformed email-address, or null. */
export function emailError(value: string): string | null {
  return requiredError(value) ?? (emailPattern.test(value.trim()) ? null : EMAIL_MESSAGE);
}

/** The message for a 2FA code that is not exactly six digits, or null. */
export function sixDigitCodeError(value: string): string | null {
  return sixDigitPattern.test(value) ? null : SIX_DIGIT_CODE_MESSAGE;
}
