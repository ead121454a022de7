/**
 * What stops a signed-in member from using the site (spec part 1 section 4), by the priority of their
 * overlays: force-pay (overdue invoice marked force_pay), the ended free trial, the custom full block, then
 * mandatory 2FA not yet enabled; a forced logout ends the session instead. The server refuses a member's
 * calls with one of these names (403, payload.block), and the web shows the overlay of that name.
 */
export const BLOCK_KINDS = [
  'forcePay',
  'freeTrialEnded',
  'customFullBlock',
  'twoFactorRequired',
  'forcedLogout',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
