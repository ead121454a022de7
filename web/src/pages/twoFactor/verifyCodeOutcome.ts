import type { ApiBody } from '../../api/types.ts';
import { notifyError } from '../../stores/snackbars.ts';

export const INVALID_CODE_MESSAGE = 'Invalid code. Please try again.';
export const VERIFY_FAILED_MESSAGE = 'Failed to verify code. Please try again.';
export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';

/** Which field of the confirmation form a failure belongs under, and its message. */
export interface ConfirmFailure {
  field: 'code' | 'password';
  message: string;
}

/**
 * Where a failed confirmation (code and current password) belongs: a 400 naming the password is a wrong
 * password, another 400 a wrong code, anything else a failed check.
 */
export function confirmationFailure(body: ApiBody<unknown>): ConfirmFailure {
  const wrongPassword =
    body.status === 400 && Boolean(body.errors?.some((error) => error.param === 'password'));
  return wrongPassword
    ? { field: 'password', message: body.msg || WRONG_PASSWORD_MESSAGE }
    : { field: 'code', message: body.status === 400 ? INVALID_CODE_MESSAGE : VERIFY_FAILED_MESSAGE };
}

/** Report a failed confirmation in a snackbar; answers what to show under which field. */
export function reportCodeVerificationFailure(body: ApiBody<unknown>): ConfirmFailure {
  const failure = confirmationFailure(body);
  notifyError(failure.message);
  return failure;
}
