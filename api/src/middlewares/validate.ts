import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { AppState, RouteContext } from '../context.ts';
import { NotFoundError, ValidationError, type FieldError } from '../errors.ts';
import { specErrorMap } from '../validation/messages.ts';

/** The zod schemas of a route, one per part of the request. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** The validated, typed input of a route (ctx.input). */
export interface RouteInput<S extends RouteSchemas> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
}

/** Turns zod issues into the spec's `[{ param, msg }]`, naming the field (`location` when the whole part is wrong). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], location: string): FieldError[] {
  return issues.map((issue) => ({
    param: issue.path.length ? issue.path.map(String).join('.') : location,
    msg: issue.message,
  }));
}

/**
 * Validates params, query and body with the route's schemas; a failure is a 400 naming the first field,
 * in the spec's wording. A path whose parameters do not validate names no resource: 404, as an unknown path
 * (so /api/companies/anything answers like a company that does not exist). The parsed values are put on
 * ctx.input.
 */
export function validate<S extends RouteSchemas>(schemas: S): Middleware<AppState> {
  return async (ctx, next) => {
    const routeCtx = ctx as RouteContext & { input?: RouteInput<S> };
    const parts = [
      ['params', schemas.params, routeCtx.params ?? {}],
      ['query', schemas.query, ctx.query],
      ['body', schemas.body, ctx.request.body ?? {}],
    ] as const;
    const input: Record<string, unknown> = {};
    const errors: FieldError[] = [];
    for (const [location, schema, raw] of parts) {
      if (!schema) {
        input[location] = {};
        continue;
      }
      const result = await schema.safeParseAsync(raw, { error: specErrorMap });
      if (result.success) input[location] = result.data;
      else if (location === 'params') throw NotFoundError();
      else errors.push(...fieldErrors(result.error.issues, location));
    }
    if (errors.length) throw ValidationError(errors);
    routeCtx.input = input as unknown as RouteInput<S>;
    await next();
  };
}
