import { describe, expect, it } from 'vitest';
import { partStatsPath } from './partNumber.ts';

describe('partStatsPath', () => {
  it('builds the statistics path from the normalised number', () => {
    expect(partStatsPath('ab-12')).toBe('/parts/stats/AB12');
  });
});
