import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';
import { findLiveSession } from '../auth/sessions.ts';

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves the bearer token to its session, contact and company (ctx.state.auth); visitors (no token) pass
 * through. A token without a live session (unknown, revoked, expired, idle longer than
 * SESSION_IDLE_TIMEOUT_MINUTES, or of a deactivated contact or company) sets ctx.state.sessionEnded: the router
 * answers it 401 'Your session has ended' rather than serving a member a visitor's data as if signed in.
 */
export function authenticate(idleTimeoutMinutes: number): Middleware<AppState> {
  const idleTimeoutMs = idleTimeoutMinutes * 60_000;
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) {
      const live = await findLiveSession(ctx.state.em, token, idleTimeoutMs);
      if (live) {
        const { session, blockRow } = live;
        ctx.state.auth = { session, contact: session.contact, company: session.contact.company };
        ctx.state.blockRow = blockRow;
      } else {
        ctx.state.sessionEnded = true;
      }
    }
    await next();
  };
}
