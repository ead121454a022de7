import { describe, expect, it } from 'vitest';
import { initialRfqForm, rfqFormErrors, rfqRequestBody, rfqSentTitle } from './rfqForm.ts';

describe('rfqFormErrors', () => {
  it("requires a visitor's every detail and a quantity", () => {
    const errors = rfqFormErrors({ ...initialRfqForm(), requestedQuantity: '' }, true);
    expect(errors).toEqual({
      companyName: 'This field is required',
      contactName: 'This field is required',
      contactEmail: 'This field is required',
      contactTel: 'This field is required',
      requestedQuantity: 'This field is required',
    });
  });

  it("requires only a member's quantity: the details come from the account", () => {
    expect(rfqFormErrors({ ...initialRfqForm(), requestedQuantity: '' }, false)).toEqual({
      requestedQuantity: 'This field is required',
    });
    expect(rfqFormErrors(initialRfqForm(), false)).toEqual({});
  });

  it('wants a correct email-address', () => {
    const form = {
      ...initialRfqForm(),
      companyName: 'A',
      contactName: 'B',
      contactEmail: 'nope',
      contactTel: '1',
    };
    expect(rfqFormErrors(form, true)).toEqual({
      contactEmail: 'This field should be a correct email-address',
    });
    expect(rfqFormErrors({ ...form, contactEmail: 'a@b.nl' }, true)).toEqual({});
  });
});

describe('rfqSentTitle', () => {
  it('uses singular and plural wording', () => {
    expect(rfqSentTitle(1)).toBe('Request for quote sent to 1 company');
    expect(rfqSentTitle(3)).toBe('Request for quote sent to 3 companies');
  });
});

describe('rfqRequestBody', () => {
  const form = {
    ...initialRfqForm(),
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

  it("leaves a member's details, address and country to the server", () => {
    expect(rfqRequestBody(form, 7, null)).toEqual({
      partId: 7,
      requestedQuantity: 4,
      sendToAll: false,
      message: undefined,
    });
  });
});
