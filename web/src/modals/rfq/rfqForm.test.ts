import { describe, expect, it } from 'vitest';
import { initialRfqForm, rfqFormErrors, rfqSentTitle } from './rfqForm.ts';

describe('rfqFormErrors', () => {
  it('requires every detail and a quantity', () => {
    const errors = rfqFormErrors({ ...initialRfqForm(null), requestedQuantity: '' });
    expect(errors).toEqual({
      companyName: 'This field is required',
      contactName: 'This field is required',
      contactEmail: 'This field is required',
      contactTel: 'This field is required',
      requestedQuantity: 'This field is required',
    });
  });

  it('wants a correct email-address', () => {
    const form = {
      ...initialRfqForm(null),
      companyName: 'A',
      contactName: 'B',
      contactEmail: 'nope',
      contactTel: '1',
    };
    expect(rfqFormErrors(form)).toEqual({ contactEmail: 'This field should be a correct email-address' });
    expect(rfqFormErrors({ ...form, contactEmail: 'a@b.nl' })).toEqual({});
  });
});

describe('rfqSentTitle', () => {
  it('uses singular and plural wording', () => {
    expect(rfqSentTitle(1)).toBe('Request for quote send to 1 company');
    expect(rfqSentTitle(3)).toBe('Request for quote send to 3 companies');
  });
});
