import type { Context } from 'koa';
import { z } from 'zod';
import type { UserView } from './presenters/user.ts';

/** The schema of a 200 answer: `{ status: 200, ...fields }` (the spec's body-status convention), nothing more. */
export function answer<F extends z.ZodRawShape>(fields: F) {
  return z.strictObject({ status: z.literal(200), ...fields });
}

/** The schema of a 200 answer with nothing but its status. */
export const EmptyAnswer = answer({});

/** The schema of a 200 answer carrying `payload`. */
export function payloadAnswer<P extends z.ZodType>(payload: P) {
  return answer({ payload });
}

/** A 200 answer: `{ status: 200, ...fields }`. */
export function ok<F extends object>(fields: F): { status: 200 } & F {
  return { status: 200, ...fields };
}

/** A 200 answer carrying `payload`. */
export function okPayload<P>(payload: P): { status: 200; payload: P } {
  return { status: 200, payload };
}

/** The X-Updated-User header: the user object as base64url JSON; the client replaces its stored user. */
export function encodeUpdatedUser(user: UserView): string {
  return Buffer.from(JSON.stringify(user), 'utf8').toString('base64url');
}

/** Sets X-Updated-User on the answer. */
export function setUpdatedUser(ctx: Context, user: UserView): void {
  ctx.set('X-Updated-User', encodeUpdatedUser(user));
}
