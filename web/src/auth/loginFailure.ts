import { rateLimitMessage } from '../api/apiError.ts';

/** A snackbar's title and message. */
export interface Notice {
  title: string;
  message: string;
}

/**
 * What a failed sign-in shows: a refused login (400) or a rate limit (429, with the server's wait) under
 * 'Could not login' with the server's message; anything else the spec's generic failure.
 */
export function loginFailureNotice(body: { status: number; msg?: string }): Notice {
  const wait = rateLimitMessage(body);
  if (wait) return { title: 'Could not login', message: wait };
  if (body.status === 400) {
    return { title: 'Could not login', message: body.msg ?? 'Please check your email-address and password.' };
  }
  return {
    title: 'Something went wrong',
    message: 'Could not login. Please try again. If the problem persists please contact TBS',
  };
}
