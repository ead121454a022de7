import type { Middleware } from 'koa';
import type { AppContextExtras, AppState, RouteContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { RateLimiter, type CounterName } from '../rateLimit/limiter.ts';

type KeysOf = (ctx: RouteContext) => string[];

/** A plain counter of the app's RateLimits, found on ctx.services at request time. */
export type LimiterName = CounterName;

/** The key of an e-mail address (lower-cased), for per-address limits. */
export const emailKey = (email: string): string[] => [`email:${email.trim().toLowerCase()}`];

/** The client address (X-Forwarded-For from the trusted proxy). */
export const ipKey = (ctx: RouteContext): string[] => [`ip:${ctx.ip}`];

/** The client address of a visitor; nothing for a signed-in contact, who is limited per contact instead. */
export const visitorIpKey = (ctx: RouteContext): string[] => (ctx.state.auth ? [] : ipKey(ctx));

/** The signed-in contact. */
export const contactKey = (ctx: RouteContext): string[] =>
  ctx.state.auth ? [`contact:${ctx.state.auth.contact.id}`] : [];

/** Who is asking: the signed-in contact, else the visitor's address. */
export const clientKey = (ctx: RouteContext): string[] => (ctx.state.auth ? contactKey(ctx) : ipKey(ctx));

const keysOf =
  (...parts: KeysOf[]): KeysOf =>
  (ctx) =>
    parts.flatMap((part) => part(ctx));

/** Counts the request on the limiter's keys, or throws 429 (counting nothing); for use inside a handler. */
export async function countRequest(
  ctx: RouteContext,
  limiter: LimiterName,
  ...keys: KeysOf[]
): Promise<void> {
  await ctx.services.limits[limiter].consume(keysOf(...keys)(ctx));
}

/**
 * Counts a request for quote that passed validation and the captcha: a visitor's per IP (sized for an office
 * behind one NAT address) and per sender address, a member's per contact; 429 counts nothing.
 */
export function countRfq(ctx: RouteContext, senderEmail: string): Promise<void> {
  const { limits } = ctx.services;
  return RateLimiter.consumeAll(
    ctx.state.auth
      ? [{ limiter: limits.rfqMember, ids: contactKey(ctx) }]
      : [
          { limiter: limits.rfqVisitor, ids: ipKey(ctx) },
          { limiter: limits.rfqSender, ids: emailKey(senderEmail) },
        ],
  );
}

/** Counts every request (before validation); the one over the limit gets 429. */
export function limitRequests(
  limiter: LimiterName,
  ...keys: KeysOf[]
): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    await countRequest(ctx as RouteContext, limiter, ...keys);
    await next();
  };
}

/**
 * Counts failed attempts only (errors whose id is listed): every attempt reserves its point before it runs and
 * gets it back unless it failed, so parallel attempts never evaluate more than the limit. Once a key has failed
 * `limit` times in the window, every attempt gets 429 until the window ends.
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
    await counter.consume(ids);
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = error instanceof ApiError && failureIds.includes(error.id);
      throw error;
    } finally {
      if (!failed) await counter.reward(ids);
    }
  };
}
