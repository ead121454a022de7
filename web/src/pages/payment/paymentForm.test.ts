import { describe, expect, it } from 'vitest';
import {
  errorsByField,
  initialPaymentForm,
  invoiceFailureText,
  paymentFormErrors,
  withRecordedBuyer,
} from './paymentForm.ts';

describe('the payment form', () => {
  it('requires every field but the VAT number, a correct e-mail address and the contract', () => {
    const errors = paymentFormErrors({ ...initialPaymentForm(null), email: 'nope' });
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'city', 'company', 'country', 'email', 'isContractAgreed', 'name', 'zip'].sort(),
    );
    expect(errors.email).toBe('This field should be a correct email-address');
    expect(errors.name).toBe('This field is required');
  });

  it('passes a complete form', () => {
    expect(
      paymentFormErrors({
        option: 1,
        name: 'Paula',
        email: 'paula@payer.test',
        company: 'Payer',
        address: 'Damrak 1',
        zip: '1012',
        city: 'Amsterdam',
        country: 'NL',
        vat: 'NL1',
        isContractAgreed: true,
      }),
    ).toEqual({});
  });

  it("shows the server's field errors as field '{param}' => {msg}", () => {
    const body = { msg: 'x', errors: [{ param: 'vat', msg: 'This field is required' }] };
    expect(errorsByField(body.errors)).toEqual({ vat: 'This field is required' });
    expect(invoiceFailureText(body)).toBe(
      "field 'vat' => This field is required. Please try again. If the problem persists please contact TBS.",
    );
  });

  it("puts a member's company record in the form: company, country and VAT always, address lines it has", () => {
    const typed = { ...initialPaymentForm(null), address: 'Typed 1', zip: '1000', city: 'Typed', vat: 'X' };
    const form = withRecordedBuyer(typed, {
      company: 'Record BV',
      address: 'Damrak 1',
      zip: '',
      city: 'Amsterdam',
      country: 'NL',
      countryName: 'Netherlands',
      vat: null,
      taxIdLabel: 'VAT',
      fromRecord: true,
    });
    expect(form).toMatchObject({
      company: 'Record BV',
      address: 'Damrak 1',
      zip: '1000',
      city: 'Amsterdam',
      country: 'NL',
      vat: '',
    });
  });
});
