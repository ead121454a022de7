import type { Middleware } from 'koa';
import type { AppContextExtras, AppState, SignedIn } from '../context.ts';
import { AuthenticationError, AuthorizationError } from '../errors.ts';
import { INVENTORY_MESSAGES } from '../validation/messages.ts';

/** Permissions on inventory, one line per rule of the spec's role table ("Manage inventory"). */

/** Every member sees its own company's inventory and inventory hits; visitors see none. */
export const canSeeInventory = (auth: SignedIn | undefined): boolean => Boolean(auth);

/** Only members of companies that are not service-only add, change, delete or import parts. */
export const canManageInventory = (auth: SignedIn | undefined): boolean =>
  Boolean(auth && !auth.company.isServiceOnly);

/**
 * Route middleware of every inventory write (editor and import): 401 for visitors, 403 with the
 * service-only message for service-only members.
 */
export const requireInventoryManager: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  if (!canSeeInventory(ctx.state.auth)) throw AuthenticationError();
  if (!canManageInventory(ctx.state.auth)) throw AuthorizationError(INVENTORY_MESSAGES.serviceOnly);
  await next();
};
