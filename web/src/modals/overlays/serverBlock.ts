import type { QueryClient } from '@tanstack/react-query';
import { BLOCK_KINDS, type BlockKind } from '@tbs/rules';
import { queryKeys } from '../../api/queryKeys.ts';
import { isOn, type User } from '../../api/types.ts';

/** A block the server refuses a member's calls for, named like its overlay ('twoFactorRequired': the 2FA modal). */
export type ServerBlock = BlockKind;

const FORBIDDEN = 403;

/** The block of a refused call, `{ status: 403, payload: { block } }`, else null. */
export function blockOfAnswer(body: { status: number; payload?: unknown }): ServerBlock | null {
  if (body.status !== FORBIDDEN || typeof body.payload !== 'object' || body.payload === null) return null;
  const { block } = body.payload as { block?: unknown };
  return BLOCK_KINDS.find((known) => known === block) ?? null;
}

interface ShowServerBlockContext {
  queryClient: QueryClient;
  user: User | null;
  setUser: (user: User) => void;
}

/**
 * Brings up the overlay of a block the server answered with, by refreshing what the overlays are drawn from
 * (pickBlockingOverlay, the mandatory 2FA prompt), so the browser shows what the server enforces.
 */
export function showServerBlock(
  block: ServerBlock,
  { queryClient, user, setUser }: ShowServerBlockContext,
): void {
  switch (block) {
    case 'forcePay':
    case 'freeTrialEnded':
    case 'customFullBlock':
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.invoiceStatus });
      return;
    case 'twoFactorRequired':
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.profile });
      return;
    case 'forcedLogout':
      // The server has already ended the session; the notice asks to sign out and in again.
      if (user && !isOn(user.forceLogout)) setUser({ ...user, forceLogout: 1 });
      return;
  }
}
