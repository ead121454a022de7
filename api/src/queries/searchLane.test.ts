import { describe, expect, it } from 'vitest';
import { searchLane, visitorTurnKey } from './searchLane.ts';

describe('searchLane', () => {
  it('keys an IPv4 visitor by address and an IPv6 visitor by its /64 network', () => {
    expect(visitorTurnKey('198.51.100.7')).toBe('198.51.100.7');
    expect(visitorTurnKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(visitorTurnKey('2001:DB8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(visitorTurnKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorTurnKey('::1')).toBe('0:0:0:0::/64');
  });

  it("puts members in their own lane and visitors in theirs with the address's key", () => {
    expect(searchLane(true, '198.51.100.7')).toEqual({ lane: 'member' });
    expect(searchLane(false, '2001:db8:0:1::9')).toEqual({ lane: 'visitor', address: '2001:db8:0:1::/64' });
  });
});
