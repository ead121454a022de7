import { describe, expect, it } from 'vitest';
import { editDistance, foldPartNumber, nearestPartNumbers, partNumberProbes } from './partTypos.ts';

describe('part number typos', () => {
  it('counts a wrong, missing, extra or swapped character as one edit', () => {
    expect(editDistance('875490B21', '875490B31')).toBe(1);
    expect(editDistance('875490B21', '87590B21')).toBe(1);
    expect(editDistance('875490B21', '8754900B21')).toBe(1);
    expect(editDistance('875490B21', '875490B12')).toBe(1);
    expect(editDistance('875490B21', '785490B12')).toBe(2);
    expect(editDistance('875490B21', 'ABC', 1)).toBe(2);
  });

  it('folds the characters people confuse', () => {
    expect(foldPartNumber('SOLIBZ9')).toBe('5011829');
  });

  it('probes a prefix and a reversed end that one edit cannot both touch', () => {
    expect(partNumberProbes('875490821')).toEqual({ prefix: '8754', reversedPrefix: '1280' });
  });

  it('keeps candidates within one edit of the folded term, nearest first', () => {
    expect(nearestPartNumbers('87549OB2I', ['875490B21', '875490B22', '875490B31', '111111111'])).toEqual([
      '875490B21',
      '875490B22',
      '875490B31',
    ]);
  });
});
