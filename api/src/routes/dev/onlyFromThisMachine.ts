import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { isLoopback } from '../../middlewares/clientAddress.ts';

const FORWARDING_HEADERS = ['X-Forwarded-For', 'X-Real-IP'];

/**
 * The dev pages answer only a client on this machine: the client address (ctx.ip, after a named proxy's
 * X-Forwarded-For) is loopback, and no forwarding header names anyone else. The second rule covers a proxy
 * on this machine that is not in TRUST_PROXY: its peer address is loopback, but it relays for a stranger, so
 * a request carrying another address in X-Forwarded-For/X-Real-IP (or any Forwarded header) is not local.
 * Anyone else gets the same 404 as for a path that does not exist.
 */
export const onlyFromThisMachine: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  const forwardedFor = FORWARDING_HEADERS.flatMap((name) => ctx.get(name).split(','))
    .map((address) => address.trim())
    .filter(Boolean);
  const local = isLoopback(ctx.ip) && forwardedFor.every(isLoopback) && !ctx.get('Forwarded');
  if (!local) throw NotFoundError();
  await next();
};
