import { describe, expect, it } from 'vitest';
import { formatPrice, isCurrency } from './money.ts';

const rates = { USD: 1.1, GBP: 0.85 };

describe('formatPrice', () => {
  it('shows euro by default, rounded with thousands separators', () => {
    expect(formatPrice(1234.56)).toBe('€1,235');
  });

  it('converts with the rate of the chosen currency', () => {
    expect(formatPrice(1000, 'USD', rates)).toBe('$1,100');
    expect(formatPrice(1000, 'GBP', rates)).toBe('£850');
  });

  it('shows CALL for a zero or missing price', () => {
    expect(formatPrice(0, 'USD', rates)).toBe('CALL');
    expect(formatPrice(null)).toBe('CALL');
  });

  it('falls back to rate 1 while the rates are not loaded', () => {
    expect(formatPrice(10, 'GBP', null)).toBe('£10');
  });
});

describe('isCurrency', () => {
  it('accepts only EUR, USD and GBP', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('JPY')).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});
