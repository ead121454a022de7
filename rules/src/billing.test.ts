import { describe, expect, it } from 'vitest';
import {
  EU_VAT_NUMBER_FORMATS,
  centsFromDecimal,
  decimalFromCents,
  formatEuro,
  formatInvoiceDate,
  formatInvoiceNumber,
  isValidEuVatNumber,
  quoteMembership,
  vatCents,
} from './billing.ts';

describe('money helpers', () => {
  it('converts decimals to exact cents and back', () => {
    expect(centsFromDecimal('675.00')).toBe(67500);
    expect(centsFromDecimal('816.75')).toBe(81675);
    expect(centsFromDecimal('0.1')).toBe(10);
    expect(centsFromDecimal('1350')).toBe(135000);
    expect(decimalFromCents(67500)).toBe('675.00');
    expect(decimalFromCents(5)).toBe('0.05');
    expect(decimalFromCents(-105)).toBe('-1.05');
  });

  it('adds 0.1 + 0.2 exactly in cents', () => {
    expect(decimalFromCents(centsFromDecimal('0.10') + centsFromDecimal('0.20'))).toBe('0.30');
  });

  it('refuses malformed amounts and fractional cents', () => {
    expect(() => centsFromDecimal('1.234')).toThrow(RangeError);
    expect(() => centsFromDecimal('abc')).toThrow(RangeError);
    expect(() => decimalFromCents(1.5)).toThrow(RangeError);
  });

  it('formats euro with two decimals and thousands separators', () => {
    expect(formatEuro(67500)).toBe('€ 675.00');
    expect(formatEuro(135000)).toBe('€ 1,350.00');
    expect(formatEuro(163350)).toBe('€ 1,633.50');
    expect(formatEuro(123456789)).toBe('€ 1,234,567.89');
  });

  it('rounds VAT half up in integers', () => {
    expect(vatCents(67500, 21)).toBe(14175);
    expect(vatCents(50, 21)).toBe(11); // 10.5 -> 11
    expect(vatCents(150, 21)).toBe(32); // 31.5 -> 32
    expect(vatCents(149, 21)).toBe(31); // 31.29 -> 31
    expect(vatCents(67500, 0)).toBe(0);
  });
});

describe('quoteMembership (spec part 2 section 9)', () => {
  it('charges 21% BTW in the Netherlands whatever the VAT number', () => {
    const quote = quoteMembership({
      accountType: 'plus',
      countryCode: 'NL',
      vatNumber: 'NL123456789B01',
      isEuCountry: true,
    });
    expect(quote).toMatchObject({
      subtotalCents: 67500,
      vatRatePercent: 21,
      vatCents: 14175,
      totalCents: 81675,
      vatLabel: 'BTW 21%',
      vatNumberValid: false,
      taxIdLabel: 'VAT',
    });
    expect(quote.lines).toEqual([
      { description: 'TBS Plus Membership (1 year)', unitCents: 67500, quantity: 1, cents: 67500 },
    ]);
  });

  it('reverse charges an EU company with a well-formed VAT number', () => {
    const quote = quoteMembership({
      accountType: 'broker',
      countryCode: 'DE',
      vatNumber: 'de 123 456 789',
      isEuCountry: true,
    });
    expect(quote).toMatchObject({
      subtotalCents: 135000,
      vatRatePercent: 0,
      vatCents: 0,
      totalCents: 135000,
      vatLabel: 'VAT reverse charged (Article 196 VAT Directive)',
      vatNumberValid: true,
    });
  });

  it('adds 21% for an EU company with a missing, malformed or foreign VAT number', () => {
    for (const vatNumber of [null, '', 'DE12345', 'FR123456789', 'NL123456789B01']) {
      const quote = quoteMembership({
        accountType: 'broker',
        countryCode: 'DE',
        vatNumber,
        isEuCountry: true,
      });
      expect(quote, String(vatNumber)).toMatchObject({
        vatRatePercent: 21,
        vatCents: 28350,
        totalCents: 163350,
        vatNumberValid: false,
      });
    }
  });

  it('charges no VAT outside the EU; the UK number is an EORI', () => {
    const uk = quoteMembership({
      accountType: 'plus',
      countryCode: 'GB',
      vatNumber: 'GB123456789000',
      isEuCountry: false,
    });
    expect(uk).toMatchObject({
      vatRatePercent: 0,
      vatCents: 0,
      totalCents: 67500,
      vatLabel: 'VAT 0% (outside the EU)',
      taxIdLabel: 'EORI',
    });
    const us = quoteMembership({
      accountType: 'broker',
      countryCode: 'US',
      vatNumber: null,
      isEuCountry: false,
    });
    expect(us).toMatchObject({
      vatRatePercent: 0,
      totalCents: 135000,
      vatLabel: 'VAT 0% (outside the EU)',
      taxIdLabel: 'VAT',
    });
  });

  it('knows the formats of the 26 reverse-charge countries', () => {
    expect(Object.keys(EU_VAT_NUMBER_FORMATS)).toHaveLength(26);
    expect(EU_VAT_NUMBER_FORMATS).not.toHaveProperty('NL');
    const valid: Record<string, string> = {
      AT: 'ATU12345678',
      BE: 'BE0123456789',
      BG: 'BG123456789',
      CY: 'CY12345678X',
      CZ: 'CZ12345678',
      DE: 'DE123456789',
      DK: 'DK12345678',
      EE: 'EE123456789',
      ES: 'ESX1234567X',
      FI: 'FI12345678',
      FR: 'FRXX123456789',
      GR: 'EL123456789',
      HR: 'HR12345678901',
      HU: 'HU12345678',
      IE: 'IE1234567WA',
      IT: 'IT12345678901',
      LT: 'LT123456789',
      LU: 'LU12345678',
      LV: 'LV12345678901',
      MT: 'MT12345678',
      PL: 'PL1234567890',
      PT: 'PT123456789',
      RO: 'RO1234567890',
      SE: 'SE123456789001',
      SI: 'SI12345678',
      SK: 'SK1234567890',
    };
    for (const [code, number] of Object.entries(valid)) {
      expect(isValidEuVatNumber(code, number), code).toBe(true);
      expect(isValidEuVatNumber(code, `${number}9Z`), `${code} too long`).toBe(false);
    }
  });
});

describe('invoice numbers and dates', () => {
  it('numbers invoices per year with five digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('TBS-2026-00001');
    expect(formatInvoiceNumber(2026, 123456)).toBe('TBS-2026-123456');
  });
  it('formats dates dd/mm/yyyy', () => {
    expect(formatInvoiceDate('2026-03-09')).toBe('09/03/2026');
    expect(formatInvoiceDate(null)).toBe('');
  });
});
