import { describe, expect, it } from 'vitest';
import { contactLabel, telLinkOf } from './company.ts';

describe('contactLabel', () => {
  it('calls the first contact Main and numbers the others in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(contactLabel)).toEqual([
      'Main',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});

describe('telLinkOf', () => {
  it('keeps the digits and the leading +, dropping the trunk (0) of international numbers', () => {
    expect(telLinkOf('+31 (0)20 123 45 67')).toBe('tel:+31201234567');
    expect(telLinkOf('020-123.45.67')).toBe('tel:0201234567');
    expect(telLinkOf('call us')).toBeNull();
    expect(telLinkOf(null)).toBeNull();
  });
});
