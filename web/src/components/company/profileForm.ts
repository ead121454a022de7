import type { ApiBody } from '../../api/types.ts';
import { rateLimitMessage } from '../../api/apiError.ts';

/** What the spec adds to a failure snackbar (part 1, section 8). */
export const PERSISTS_HINT = 'If the problem persists please contact TBS.';

/** The server's message for each field it refused (`errors: [{ param, msg }]`). */
export function fieldErrorsOf(body: ApiBody<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of body.errors ?? []) errors[error.param] ??= error.msg;
  return errors;
}

/** The text of a failure snackbar: the server's reason (or the wait of a 429), then the spec's hint. */
export function failureMessage(body: ApiBody<unknown>): string {
  const reason = rateLimitMessage(body) ?? body.msg ?? 'Please try again.';
  return `${reason} ${PERSISTS_HINT}`;
}

/** Keeps the website field free of spaces as it is typed (spec part 1, section 5: the space key is blocked). */
export function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}
