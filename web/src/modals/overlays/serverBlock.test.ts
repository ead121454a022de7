import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queryKeys.ts';
import type { User } from '../../api/types.ts';
import { blockOfAnswer, showServerBlock } from './serverBlock.ts';

const user = { id: 1, name: 'Ann', forceLogout: 0, enable2fa: 0 } as unknown as User;

/** A client holding every answer the overlays are drawn from. */
function loadedClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(queryKeys.member.invoiceStatus, { forcePay: false });
  client.setQueryData(queryKeys.settings, { force2fa: 0 });
  client.setQueryData(queryKeys.member.profile, user);
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('blockOfAnswer', () => {
  it('reads the block of a 403 answer and nothing else', () => {
    expect(blockOfAnswer({ status: 403, payload: { block: 'forcePay' } })).toBe('forcePay');
    expect(blockOfAnswer({ status: 403, payload: { block: 'twoFactorRequired' } })).toBe('twoFactorRequired');
    expect(blockOfAnswer({ status: 403, payload: { block: 'somethingElse' } })).toBeNull();
    expect(blockOfAnswer({ status: 403 })).toBeNull();
    expect(blockOfAnswer({ status: 200, payload: { block: 'forcePay' } })).toBeNull();
  });
});

describe('showServerBlock', () => {
  it('refreshes the invoice status for the invoice and company blocks', () => {
    for (const block of ['forcePay', 'freeTrialEnded', 'customFullBlock'] as const) {
      const client = loadedClient();
      showServerBlock(block, { queryClient: client, user, setUser: vi.fn() });
      expect(invalidated(client, queryKeys.member.invoiceStatus)).toBe(true);
      expect(invalidated(client, queryKeys.settings)).toBe(false);
    }
  });

  it('refreshes the settings and the profile for mandatory 2FA', () => {
    const client = loadedClient();
    showServerBlock('twoFactorRequired', { queryClient: client, user, setUser: vi.fn() });
    expect(invalidated(client, queryKeys.settings)).toBe(true);
    expect(invalidated(client, queryKeys.member.profile)).toBe(true);
  });

  it('marks the stored user as forced out, which brings up the forced-logout notice', () => {
    const setUser = vi.fn();
    showServerBlock('forcedLogout', { queryClient: loadedClient(), user, setUser });
    expect(setUser).toHaveBeenCalledWith({ ...user, forceLogout: 1 });
    setUser.mockClear();
    showServerBlock('forcedLogout', { queryClient: loadedClient(), user: null, setUser });
    expect(setUser).not.toHaveBeenCalled();
  });
});
