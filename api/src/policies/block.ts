import type { Middleware } from 'koa';
import { BLOCK_KINDS, type BlockKind } from '@tbs/rules';
import type { AppContextExtras, AppState } from '../context.ts';
import { businessToday } from '../dates.ts';
import { BlockedError } from '../errors.ts';
import { presentInvoiceStatus } from '../presenters/invoiceStatus.ts';
import { loadBlockFacts, type BlockFacts } from '../queries/blockState.ts';

export type { BlockKind };

/** What a blocked member keeps whatever the block: the current user and the status the overlays show. */
export const DURING_ANY_BLOCK: readonly BlockKind[] = [
  'forcePay',
  'freeTrialEnded',
  'customFullBlock',
  'twoFactorRequired',
];
/** Paying resolves force-pay and the ended trial: the invoice and payment calls. */
export const RESOLVED_BY_PAYING: readonly BlockKind[] = ['forcePay', 'freeTrialEnded'];
/** Enabling 2FA resolves mandatory 2FA: the setup calls. */
export const RESOLVED_BY_TWO_FACTOR: readonly BlockKind[] = ['twoFactorRequired'];
/** Signing out is never refused. */
export const ALL_BLOCKS: readonly BlockKind[] = BLOCK_KINDS;

const MESSAGES: Record<BlockKind, string> = {
  forcePay: 'Your account is blocked until your overdue invoice is paid.',
  freeTrialEnded: 'Your free trial has ended. Please pay for your membership to continue.',
  customFullBlock: 'Your account is blocked. Please contact TBS.',
  twoFactorRequired: 'Please enable 2-Factor Authentication to continue.',
  forcedLogout: 'Your account details were changed by TBS. Please sign in again.',
};

/** The blocks in force, highest priority first (the same flags getLastInvoiceStatus gives the web). */
export function blocksInForce(facts: BlockFacts, today: string = businessToday()): BlockKind[] {
  const status = presentInvoiceStatus(facts.invoiceStatus, today);
  const blocks: BlockKind[] = [];
  if (facts.forceLogout) blocks.push('forcedLogout');
  if (status.forcePay) blocks.push('forcePay');
  if (status.freeTrialBlock) blocks.push('freeTrialEnded');
  if (status.customFullBlock?.trim()) blocks.push('customFullBlock');
  if (facts.twoFactorMissing) blocks.push('twoFactorRequired');
  return blocks;
}

/**
 * The block a call is refused for, or null. A forced logout refuses everything but signing out. Otherwise a
 * route listed for any block in force answers, so that one block never locks the way out of another (a
 * member with an overdue invoice and mandatory 2FA may still pay and still enable 2FA).
 */
export function refusingBlock(
  blocks: readonly BlockKind[],
  duringBlock: readonly BlockKind[],
): BlockKind | null {
  const [first] = blocks;
  if (first === undefined) return null;
  if (first === 'forcedLogout') return duringBlock.includes('forcedLogout') ? null : 'forcedLogout';
  return blocks.some((block) => duringBlock.includes(block)) ? null : first;
}

/**
 * Route middleware (the router adds it to every route): a blocked member gets 403 `{payload: {block}}` on
 * member routes, and is served as a visitor on public ones, unless the route is listed for the block. Costs
 * no query of its own: the facts come with the session lookup (auth/sessions.ts).
 *
 * A forced logout leaves every session of the contact good for nothing but signing out: each member call
 * answers the block, so the web shows the notice whichever call comes first (revoking at the first refusal
 * made the calls racing it answer 401, and the web then signed out silently). The sessions are revoked by
 * the notice's sign-out, or all at once by the contact's next sign-in (createSession), which clears the flag.
 */
export function enforceBlocks(
  access: 'public' | 'member',
  duringBlock: readonly BlockKind[],
): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    const { auth, em, blockRow } = ctx.state;
    if (auth && duringBlock.length < BLOCK_KINDS.length) {
      const block = refusingBlock(blocksInForce(await loadBlockFacts(em, auth, blockRow)), duringBlock);
      if (block && access === 'member') throw BlockedError(block, MESSAGES[block]);
      if (block) ctx.state.auth = undefined;
    }
    await next();
  };
}
