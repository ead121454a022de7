import type { Middleware } from 'koa';
import { config } from '@tbs/config';
import type { AppState } from '../context.ts';
import { findLiveSession } from '../auth/sessions.ts';

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves the bearer token to its session, contact and company (ctx.state.auth); visitors pass through, and
 * so does a token whose session ended (revoked, expired or idle longer than SESSION_IDLE_TIMEOUT_MINUTES).
 */
export function authenticate(
  idleTimeoutMinutes: number = config().SESSION_IDLE_TIMEOUT_MINUTES,
): Middleware<AppState> {
  const idleTimeoutMs = idleTimeoutMinutes * 60_000;
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) {
      const session = await findLiveSession(ctx.state.em, token, idleTimeoutMs);
      if (session) {
        ctx.state.auth = { session, contact: session.contact, company: session.contact.company };
      }
    }
    await next();
  };
}
