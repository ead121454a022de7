import { describe, expect, it } from 'vitest';
import { presetRange, previousRange, rangeDays, rollupPieces, trendPercent } from './period.ts';

describe('analytics periods', () => {
  it('takes the presets as whole days up to yesterday', () => {
    expect(presetRange('day', '2026-11-27')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('week', '2026-11-27')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetRange('month', '2026-03-01')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('compares with the period of equal length just before, across month and leap-year ends', () => {
    expect(previousRange({ from: '2026-11-20', to: '2026-11-26' })).toEqual({
      from: '2026-11-13',
      to: '2026-11-19',
    });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    const year = { from: '2025-01-01', to: '2025-12-31' };
    expect(rangeDays(year)).toBe(365);
    expect(previousRange(year)).toEqual({ from: '2024-01-02', to: '2024-12-31' });
    expect(rangeDays(previousRange(year))).toBe(365);
  });

  it('computes the trend in percent with one decimal, null without a previous count', () => {
    expect(trendPercent(150, 100)).toBe(50);
    expect(trendPercent(50, 100)).toBe(-50);
    expect(trendPercent(0, 7)).toBe(-100);
    expect(trendPercent(1, 3)).toBe(-66.7);
    expect(trendPercent(2, 3)).toBe(-33.3);
    expect(trendPercent(100, 100)).toBe(0);
    expect(trendPercent(5, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBeNull();
  });

  it('reads whole past months from the monthly rows and the ends from the daily rows', () => {
    expect(rollupPieces({ from: '2026-01-15', to: '2026-04-10' }, '2026-11-27')).toEqual([
      { grain: 'd', from: '2026-01-15', to: '2026-01-31' },
      { grain: 'm', from: '2026-02-01', to: '2026-03-31' },
      { grain: 'd', from: '2026-04-01', to: '2026-04-10' },
    ]);
    expect(rollupPieces({ from: '2026-02-01', to: '2026-02-28' }, '2026-11-27')).toEqual([
      { grain: 'm', from: '2026-02-01', to: '2026-02-28' },
    ]);
    // The current month has no monthly row yet: its days are read.
    expect(rollupPieces({ from: '2026-10-01', to: '2026-11-26' }, '2026-11-27')).toEqual([
      { grain: 'm', from: '2026-10-01', to: '2026-10-31' },
      { grain: 'd', from: '2026-11-01', to: '2026-11-26' },
    ]);
    expect(rollupPieces({ from: '2026-11-20', to: '2026-11-26' }, '2026-11-27')).toEqual([
      { grain: 'd', from: '2026-11-20', to: '2026-11-26' },
    ]);
    expect(rollupPieces({ from: '2026-01-02', to: '2026-01-30' }, '2026-11-27')).toEqual([
      { grain: 'd', from: '2026-01-02', to: '2026-01-30' },
    ]);
  });
});
