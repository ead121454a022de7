import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

describe('formatDateTime', () => {
  it("writes the spec's dd/mm/yyyy with the year and the time, in the reader's zone", () => {
    expect(formatDateTime(new Date(2025, 10, 21, 14, 5).toISOString())).toBe('21/11/2025 14:05');
    expect(formatDateTime(new Date(2026, 0, 2, 9, 0).toISOString())).toBe('02/01/2026 09:00');
  });

  it('keeps a value that is no date as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
