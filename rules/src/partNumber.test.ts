import { describe, expect, it } from 'vitest';
import { normalisePartNumber } from './partNumber.ts';

describe('normalisePartNumber', () => {
  it('keeps only letters and digits, upper case', () => {
    expect(normalisePartNumber('875490-b21')).toBe('875490B21');
    expect(normalisePartNumber('875-abc/12 x')).toBe('875ABC12X');
  });

  it('gives an empty string when nothing is left', () => {
    expect(normalisePartNumber(' -/ ')).toBe('');
  });

  it('drops letters outside A-Z as the database column does', () => {
    expect(normalisePartNumber('café-1')).toBe('CAF1');
  });
});
