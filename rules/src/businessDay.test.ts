import { describe, expect, it } from 'vitest';
import { businessDay } from './businessDay.ts';

describe('businessDay', () => {
  it('is the calendar day in Amsterdam, not in UTC', () => {
    expect(businessDay(new Date('2024-03-10T22:59:59Z'))).toBe('2024-03-10');
    expect(businessDay(new Date('2024-03-10T23:00:00Z'))).toBe('2024-03-11');
    // Summer time: Amsterdam is UTC+2.
    expect(businessDay(new Date('2024-07-01T21:59:59Z'))).toBe('2024-07-01');
    expect(businessDay(new Date('2024-07-01T22:00:00Z'))).toBe('2024-07-02');
  });
});
