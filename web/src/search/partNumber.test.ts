import { describe, expect, it } from 'vitest';
import { normalisePartNumber, partStatsPath } from './partNumber.ts';

describe('normalisePartNumber', () => {
  it('keeps only letters and digits, upper case', () => {
    expect(normalisePartNumber('875-abc/12 x')).toBe('875ABC12X');
  });

  it('gives an empty string when nothing is left', () => {
    expect(normalisePartNumber(' -/ ')).toBe('');
  });

  it('builds the statistics path from the normalised number', () => {
    expect(partStatsPath('ab-12')).toBe('/parts/stats/AB12');
  });
});
