import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';
import { NotFoundError } from '../errors.ts';

/** Unknown /api paths (and anything else nobody answered) get a 404 in the JSON convention. */
export function apiNotFound(): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    if (ctx.body === undefined && ctx.status === 404) throw NotFoundError();
  };
}
