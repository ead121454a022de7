import type { Middleware } from 'koa';
import type { AppContextExtras, AppState, SignedIn } from '../context.ts';
import { AuthorizationError } from '../errors.ts';

/** Staff (contact.is_staff, set with `npm run staff -- role grant`) reach the analytics area. */
export const canUseAnalytics = (auth: SignedIn): boolean => auth.contact.isStaff;

/** 403 for a signed-in member who is not staff (visitors were already refused with 401). */
export const requireStaff: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  if (!ctx.state.auth || !canUseAnalytics(ctx.state.auth)) {
    throw AuthorizationError('The analytics area is for staff only');
  }
  await next();
};
