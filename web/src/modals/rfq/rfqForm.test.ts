import { describe, expect, it } from 'vitest';
import { initialRfqForm, rfqFormErrors, rfqRequestBody, rfqSentTitle } from './rfqForm.ts';

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

describe('rfqRequestBody', () => {
  const form = {
    ...initialRfqForm(null),
    companyName: ' Buyer BV ',
    contactName: 'Bea',
    contactEmail: 'bea@buyer.nl',
    contactTel: '+31 1',
    requestedQuantity: '4',
    address: ' Kade 1 ',
    country: 'NL',
  };

  it("sends a visitor's address, country and captcha response", () => {
    expect(rfqRequestBody(form, 7, { captcha: 'solved' })).toEqual({
      partId: 7,
      companyName: 'Buyer BV',
      contactName: 'Bea',
      contactEmail: 'bea@buyer.nl',
      contactTel: '+31 1',
      requestedQuantity: 4,
      sendToAll: false,
      message: undefined,
      captcha: 'solved',
      address: 'Kade 1',
      country: 'NL',
    });
  });

  it("leaves a member's address and country to the server", () => {
    const body = rfqRequestBody(form, 7, null);
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('country');
    expect(body).not.toHaveProperty('captcha');
  });
});
