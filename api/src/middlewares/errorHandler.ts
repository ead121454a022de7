import type { Middleware } from 'koa';
import { NotFoundError as OrmNotFoundError } from '@mikro-orm/core';
import { ZodError } from 'zod';
import { SearchBusyError, SearchTimeoutError } from '@tbs/search';
import type { AppState } from '../context.ts';
import {
  ApiError,
  InternalError,
  InvalidRequestError,
  NotFoundError,
  SearchTooBroadError,
  ValidationError,
} from '../errors.ts';
import { fieldErrors } from './validate.ts';

interface HttpLikeError {
  status: number;
  expose?: boolean;
  type?: string;
  message: string;
}

function isHttpLikeError(error: unknown): error is HttpLikeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

const SEARCH_BUSY = 'search_busy';

/** Maps anything thrown to the error the client may see; unknown errors become a plain 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return ValidationError(fieldErrors(error.issues, 'body'));
  if (error instanceof OrmNotFoundError) return NotFoundError();
  if (error instanceof SearchTimeoutError) return SearchTooBroadError(error.message);
  if (error instanceof SearchBusyError) {
    return new ApiError(SEARCH_BUSY, 503, error.message, {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  if (isHttpLikeError(error) && error.status >= 400 && error.status < 500) {
    // Errors of Koa, the router and the body parser (bad JSON, too large, method not allowed).
    if (error.type === 'entity.parse.failed' || error instanceof SyntaxError) {
      return InvalidRequestError('Invalid JSON in the request body', 'invalid_json');
    }
    return new ApiError(
      `http_${error.status}`,
      error.status,
      error.expose ? error.message : 'Invalid request',
    );
  }
  return InternalError();
}

/**
 * The one error handler: answers `{ status, msg, errors? }` with the HTTP status equal to the body status,
 * never a stack trace; logs with the request id (errors worth reporting at error level).
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const apiError = toApiError(error);
      const { status } = apiError;
      // A busy search is load, not a fault: under a flood an error log with a stack per request would add to it.
      const fault = status >= 500 && apiError.id !== SEARCH_BUSY;
      if (fault || apiError.options.report) {
        ctx.state.log.error({ err: error, errorId: apiError.id }, 'request failed');
      } else {
        ctx.state.log.info({ errorId: apiError.id, status }, apiError.message);
      }
      ctx.remove('X-Updated-User');
      for (const [name, value] of Object.entries(apiError.options.headers ?? {})) ctx.set(name, value);
      ctx.status = status;
      ctx.body = {
        status,
        msg: apiError.message,
        ...(apiError.options.errors ? { errors: apiError.options.errors } : {}),
        ...(apiError.options.payload !== undefined ? { payload: apiError.options.payload } : {}),
      };
    }
  };
}
