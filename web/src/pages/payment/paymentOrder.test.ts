import { describe, expect, it } from 'vitest';
import { initialPaymentForm, invoiceFailureText, withRecordedBuyer } from './paymentOrder.ts';

describe('the payment order', () => {
  it("states the server's field errors as field '{param}' => {msg}", () => {
    const body = { msg: 'x', errors: [{ param: 'vat', msg: 'This field is required' }] };
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
