import { describe, expect, it } from 'vitest';
import type { BroadcastSummary } from '../../api/types.ts';
import { isOkToResend, isOwnBroadcast } from './ownBroadcast.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 86_400_000;
const row = (overrides: Partial<BroadcastSummary> & Record<string, unknown> = {}): BroadcastSummary => ({
  id: 1,
  date: new Date(NOW - DAY).toISOString(),
  subject: 'WTS 1x DL380',
  side: 'WTS',
  listId: 2,
  broadcastListName: 'Server/Storage',
  company: { id: 7, name: 'Seller BV' },
  contact: { name: 'Sam', email: 'Sam@Seller.example.com' },
  ...overrides,
});

describe('own broadcasts', () => {
  it("is the viewer's when the server says so, else when the viewer's address sent it", () => {
    expect(isOwnBroadcast(row(), 'sam@seller.example.com')).toBe(true);
    expect(isOwnBroadcast(row(), 'colleague@seller.example.com')).toBe(false);
    expect(
      isOwnBroadcast(row({ company: { name: 'TBS Member' }, contact: undefined }), 'sam@x.example.com'),
    ).toBe(false);
    expect(isOwnBroadcast(row({ isOwn: false }), 'sam@seller.example.com')).toBe(false);
    expect(isOwnBroadcast(row({ isOwn: true }), null)).toBe(true);
  });

  it('offers a resend only after 3 days unless the server decides', () => {
    expect(isOkToResend(row({ date: new Date(NOW - 3 * DAY + 60_000).toISOString() }), NOW)).toBe(false);
    expect(isOkToResend(row({ date: new Date(NOW - 3 * DAY - 60_000).toISOString() }), NOW)).toBe(true);
    expect(isOkToResend(row({ date: new Date(NOW - 10 * DAY).toISOString(), isOkToResend: 0 }), NOW)).toBe(
      false,
    );
  });
});
