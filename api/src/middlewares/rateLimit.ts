import type { Middleware } from 'koa';
import type { AppContextExtras, AppState, RouteContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { RateLimits } from '../rateLimit/limiter.ts';

type KeysOf = (ctx: RouteContext) => string[];

/** A limiter of the app's RateLimits, found on ctx.services at request time. */
export type LimiterName = keyof RateLimits;

/** The lower-cased e-mail of the raw body (before validation), for per-address limits. */
export const bodyEmailKey = (ctx: RouteContext): string[] => {
  const body = ctx.request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim()
    ? [`email:${body.email.trim().toLowerCase()}`]
    : [];
};

/** The client address (X-Forwarded-For from the trusted proxy). */
export const ipKey = (ctx: RouteContext): string[] => [`ip:${ctx.ip}`];

/** The client address of a visitor; nothing for a signed-in contact, who is limited per contact instead. */
export const visitorIpKey = (ctx: RouteContext): string[] => (ctx.state.auth ? [] : ipKey(ctx));

/** The signed-in contact. */
export const contactKey = (ctx: RouteContext): string[] =>
  ctx.state.auth ? [`contact:${ctx.state.auth.contact.id}`] : [];

const keysOf =
  (...parts: KeysOf[]): KeysOf =>
  (ctx) =>
    parts.flatMap((part) => part(ctx));

/** Counts every request; the one over the limit gets 429. */
export function limitRequests(
  limiter: LimiterName,
  ...keys: KeysOf[]
): Middleware<AppState, AppContextExtras> {
  const keysFor = keysOf(...keys);
  return async (ctx, next) => {
    await ctx.services.limits[limiter].consume(keysFor(ctx as RouteContext));
    await next();
  };
}

/**
 * Counts failed attempts only (errors whose id is listed): once a key has failed `limit` times in the window,
 * every attempt gets 429 until the window ends, even with the right credentials.
 */
export function limitFailures(
  limiter: LimiterName,
  failureIds: string[],
  ...keys: KeysOf[]
): Middleware<AppState, AppContextExtras> {
  const keysFor = keysOf(...keys);
  return async (ctx, next) => {
    const ids = keysFor(ctx as RouteContext);
    const counter = ctx.services.limits[limiter];
    await counter.check(ids);
    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError && failureIds.includes(error.id)) await counter.hit(ids);
      throw error;
    }
  };
}
