import { describe, expect, it } from 'vitest';
import { tierCode, tierFlags, tierOfCode, tierOfFlags, tierOfRank, trustTier } from './trustTier.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('trustTier', () => {
  it('gives Regular under three years and to companies without a membership start', () => {
    expect(trustTier(new Date('2024-01-01'), 0, now)).toBe('Regular');
    expect(trustTier(null, 0, now)).toBe('Regular');
  });

  it('counts a year only from its anniversary', () => {
    expect(trustTier(new Date('2023-11-22'), 0, now)).toBe('Regular');
    expect(trustTier(new Date('2023-11-21'), 0, now)).toBe('Trusted');
  });

  it('gives Gold from 10 and Diamond from 20 years', () => {
    expect(trustTier(new Date('2016-11-21'), 0, now)).toBe('Gold');
    expect(trustTier(new Date('2006-11-21'), 0, now)).toBe('Diamond');
    expect(trustTier(new Date('2006-11-22'), 0, now)).toBe('Gold');
  });

  it('withholds every tier while a complaint is unsolved', () => {
    expect(trustTier(new Date('2000-01-01'), 1, now)).toBe('Regular');
  });

  it('maps tiers to the spec flags and codes', () => {
    expect(tierFlags('Gold')).toEqual({ isTrusted: 0, isGold: 1, isDiamond: 0 });
    expect(tierCode('Diamond')).toBe(4);
    expect(tierCode('Regular')).toBe(0);
  });

  it('reads a tier-list code back, as trader rows send it', () => {
    expect([0, 1, 2, 4].map(tierOfCode)).toEqual(['Regular', 'Trusted', 'Gold', 'Diamond']);
    expect(tierOfCode(3)).toBe('Regular');
    expect(tierOfCode(undefined)).toBe('Regular');
  });
});

describe('tierOfFlags and tierOfRank', () => {
  it('picks the highest tier flag, 0/1 or boolean', () => {
    expect(tierOfFlags({ isDiamond: 1, isGold: 1, isTrusted: 1 })).toBe('Diamond');
    expect(tierOfFlags({ isDiamond: 0, isGold: true, isTrusted: 1 })).toBe('Gold');
    expect(tierOfFlags({ isTrusted: 1 })).toBe('Trusted');
    expect(tierOfFlags({})).toBe('Regular');
  });

  it('reads the index rank back as a tier', () => {
    expect([0, 1, 2, 3, 9].map(tierOfRank)).toEqual(['Regular', 'Trusted', 'Gold', 'Diamond', 'Regular']);
  });
});
