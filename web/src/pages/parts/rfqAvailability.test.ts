import { describe, expect, it } from 'vitest';
import { rfqAvailability } from './rfqAvailability.ts';

const contact = (allowrfq: boolean) => ({
  id: 1,
  name: 'Ann',
  email: 'ann@seller.test',
  tel: null,
  allowrfq,
});

describe('rfqAvailability', () => {
  it('offers an RFQ when a contact of the company takes them', () => {
    const part = { isRFQDisabled: false, contacts: [contact(false), contact(true)] };
    expect(rfqAvailability(part, true)).toBe('enabled');
  });

  it('disables it when no contact takes RFQs, or the company has no contacts', () => {
    expect(rfqAvailability({ isRFQDisabled: false, contacts: [contact(false)] }, true)).toBe('disabled');
    expect(rfqAvailability({ isRFQDisabled: false, contacts: [] }, true)).toBe('disabled');
  });

  it('hides it for a part flagged RFQ-disabled and for visitors', () => {
    expect(rfqAvailability({ isRFQDisabled: true, contacts: [contact(true)] }, true)).toBe('hidden');
    expect(rfqAvailability({ isRFQDisabled: false, contacts: [contact(true)] }, false)).toBe('hidden');
  });
});
