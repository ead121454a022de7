import type { ApiBody } from '../../api/types.ts';
import { notifyError } from '../../stores/snackbars.ts';

export const INVALID_CODE_MESSAGE = 'Invalid code. Please try again.';
export const VERIFY_FAILED_MESSAGE = 'Failed to verify code. Please try again.';

/** Report a failed code verification: 400 means a wrong code, anything else a failed check. */
export function reportCodeVerificationFailure(body: ApiBody<unknown>): string {
  const message = body.status === 400 ? INVALID_CODE_MESSAGE : VERIFY_FAILED_MESSAGE;
  notifyError(message);
  return message;
}
