/** A field that failed validation, in the spec's `errors: [{ param, msg }]` shape. */
export interface FieldError {
  param: string;
  msg: string;
}

export interface ApiErrorOptions {
  report?: boolean;
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Sent as the answer's payload beside `msg` (e.g. the report of an import that changed nothing). */
  payload?: unknown;
}

/**
 * An error the client may see: a stable id for logs and tests, the HTTP status (always equal to the body
 * status), the spec's message, and whether it is worth reporting (logged at error level).
 */
export class ApiError extends Error {
  readonly id: string;
  readonly status: number;
  readonly options: ApiErrorOptions;

  constructor(id: string, status: number, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.id = id;
    this.status = status;
    this.options = options;
  }
}

/** 400 naming the first invalid field. */
export const ValidationError = (errors: FieldError[]) =>
  new ApiError('validation_error', 400, errors[0]?.msg ?? 'Invalid request', { errors });

/** 400 with a message of the spec (wrong password, invalid code, invalid reset link...). */
export const InvalidRequestError = (message: string, id = 'invalid_request') =>
  new ApiError(id, 400, message);

/** 400 for a wrong e-mail address or password: the same message for both, so accounts cannot be probed. */
export const InvalidCredentialsError = () =>
  new ApiError('invalid_credentials', 400, 'Wrong e-mail address or password.');

/** 400 for a wrong, expired or replayed two-factor code. */
export const InvalidTwoFactorCodeError = () =>
  new ApiError('invalid_2fa_code', 400, 'Invalid code. Please try again.');

/** 400 when the current password, asked again to confirm a security change (2FA), is wrong. */
export const WrongPasswordError = () => {
  const msg = 'Your current password is not correct.';
  return new ApiError('wrong_password', 400, msg, { errors: [{ param: 'password', msg }] });
};

/** 401 'Please sign in'. */
export const AuthenticationError = (message = 'Please sign in') =>
  new ApiError('authentication_required', 401, message);

/**
 * 401 for a field of a request only members may send (a visitor's broadcast search): 'Please sign in ...'
 * saying what needs it, and `errors: [{ param, msg }]` naming the field.
 */
export const MembersOnlyFieldError = (param: string, message: string) =>
  new ApiError('authentication_required', 401, message, { errors: [{ param, msg: message }] });

/** What the client of a dead session is told; the web signs the member out locally on it. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended';

/**
 * 401 for a bearer token whose session is unknown, revoked, expired or idle too long (on every route, public
 * ones too): `payload.sessionEnded` tells the web to sign out locally, instead of serving a visitor's data to a
 * member who believes they are signed in.
 */
export const SessionEndedError = () =>
  new ApiError('session_ended', 401, SESSION_ENDED_MESSAGE, { payload: { sessionEnded: true } });

/** 403: signed in, but not allowed. */
export const AuthorizationError = (message = 'You are not allowed to do this') =>
  new ApiError('authorization_error', 403, message);

/**
 * 403 while a block is in force (policies/block.ts): `payload.block` names it, so the web shows its overlay.
 */
export const BlockedError = (block: string, message: string) =>
  new ApiError('blocked', 403, message, { payload: { block } });

/** 404, also for MikroORM's NotFoundError and unknown /api paths. */
export const NotFoundError = (message = 'Not found') => new ApiError('not_found', 404, message);

/** 409: the state does not allow it (e.g. 2FA already enabled). */
export const ConflictError = (message: string) => new ApiError('conflict', 409, message);

/**
 * 429 with Retry-After in seconds and the wait in whole minutes (rounded up): the web app shows this message;
 * `tooMany` names what was counted ('attempts' for sign-ins and codes).
 */
export const RateLimitedError = (retryAfterSeconds: number, tooMany = 'attempts') => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    'rate_limited',
    429,
    `Too many ${tooMany}. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
};

/** 503 for a search the index stopped at its time limit, asking to refine it. */
export const SearchTooBroadError = (message: string) => new ApiError('search_too_broad', 503, message);

/** 500 with the generic message; the cause is logged, never sent. */
export const InternalError = () =>
  new ApiError('internal_error', 500, 'Something went wrong', { report: true });
