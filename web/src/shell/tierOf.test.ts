import { describe, expect, it } from 'vitest';
import { tierOf } from './tierOf.ts';

describe('tierOf', () => {
  it('picks the highest tier flag', () => {
    expect(tierOf({ isDiamond: 1, isGold: 1, isTrusted: 1 })).toBe('Diamond');
    expect(tierOf({ isDiamond: 0, isGold: 1, isTrusted: 1 })).toBe('Gold');
    expect(tierOf({ isDiamond: 0, isGold: 0, isTrusted: 1 })).toBe('Trusted');
    expect(tierOf({ isDiamond: 0, isGold: 0, isTrusted: 0 })).toBe('Regular');
  });
});
