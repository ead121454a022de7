import type { Context } from 'koa';
import type { UserView } from './presenters/user.ts';

/** A 200 answer: `{ status: 200, ...fields }` (the spec's body-status convention). */
export function ok(ctx: Context, fields: Record<string, unknown> = {}): void {
  ctx.status = 200;
  ctx.body = { status: 200, ...fields };
}

/** A 200 answer carrying `payload`. */
export function okPayload(ctx: Context, payload: unknown): void {
  ok(ctx, { payload });
}

/** The X-Updated-User header: the user object as base64url JSON; the client replaces its stored user. */
export function encodeUpdatedUser(user: UserView): string {
  return Buffer.from(JSON.stringify(user), 'utf8').toString('base64url');
}

/** Sets X-Updated-User on the answer. */
export function setUpdatedUser(ctx: Context, user: UserView): void {
  ctx.set('X-Updated-User', encodeUpdatedUser(user));
}
