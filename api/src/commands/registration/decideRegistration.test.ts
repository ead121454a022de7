import { describe, expect, it } from 'vitest';
import { oneMonthLater } from './decideRegistration.ts';

describe('oneMonthLater (the free trial)', () => {
  it('is the same day next month, or the last day of a shorter month', () => {
    expect(oneMonthLater('2026-11-23')).toBe('2026-12-23');
    expect(oneMonthLater('2026-12-15')).toBe('2027-01-15');
    expect(oneMonthLater('2026-01-31')).toBe('2026-02-28');
    expect(oneMonthLater('2028-01-31')).toBe('2028-02-29');
    expect(oneMonthLater('2026-03-31')).toBe('2026-04-30');
  });
});
