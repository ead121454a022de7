import type { RouteContext } from '../../context.ts';

/**
 * Staff (contact.is_staff) are left out of the usage statistics (spec part 1 section 4: a set of staff ids is
 * excluded from event tracking): their events, page views and ad clicks are answered alike but not stored.
 */
export function isExcludedFromTracking(ctx: RouteContext): boolean {
  return ctx.state.auth?.contact.isStaff === true;
}
