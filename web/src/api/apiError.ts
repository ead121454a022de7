import type { ApiBody } from './types.ts';

const DEFAULT_FAILURE_MESSAGE = 'The request failed. Please try again.';

/** True when the body signals success by the spec's convention. */
export function isSuccess(body: ApiBody<unknown>): boolean {
  return body.status === 200;
}

/** HTTP 429: a rate limit; the server's message says how long to wait. */
export const RATE_LIMITED_STATUS = 429;

/**
 * The server's message of a 429 answer, which names the wait ("Too many attempts. Please wait 12 minutes and
 * try again."), else null.
 */
export function rateLimitMessage(body: { status: number; msg?: string }): string | null {
  if (body.status !== RATE_LIMITED_STATUS) return null;
  return body.msg || 'Too many attempts. Please wait a few minutes and try again.';
}

/** What the spec adds to a failure snackbar (part 1, section 8). */
export const PERSISTS_HINT = 'If the problem persists please contact TBS.';

/** The text of a failure snackbar: the server's reason (or the wait of a 429), then the spec's hint. */
export function failureMessage(body: { status: number; msg?: string }): string {
  const reason = rateLimitMessage(body) ?? body.msg ?? 'Please try again.';
  return `${reason} ${PERSISTS_HINT}`;
}

/** A non-200 answer as an error: the body's status and the server's `msg` (or the caller's fallback). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The body of a 200 answer; any other status throws an ApiError with the server's message. */
export async function successBodyOf<Body extends ApiBody<unknown>>(
  answer: Promise<Body>,
  fallbackMessage = DEFAULT_FAILURE_MESSAGE,
): Promise<Body> {
  const body = await answer;
  if (isSuccess(body)) return body;
  throw new ApiError(body.status, body.msg || fallbackMessage);
}

/** The payload of a 200 answer; a failure, or a 200 without payload, throws an ApiError. */
export async function payloadOf<Payload>(
  answer: Promise<ApiBody<Payload>>,
  fallbackMessage = DEFAULT_FAILURE_MESSAGE,
): Promise<Payload> {
  const body = await successBodyOf(answer, fallbackMessage);
  if (body.payload === undefined) throw new ApiError(body.status, fallbackMessage);
  return body.payload;
}
