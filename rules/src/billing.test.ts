import { describe, expect, it } from 'vitest';
import {
  EU_VAT_COUNTRY_CODES,
  centsFromDecimal,
  decimalFromCents,
  euVatNumber,
  formatEuro,
  formatInvoiceDate,
  formatInvoiceNumber,
  quoteMembership,
  taxIdLabel,
  vatCents,
  vatNumberCheck,
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
      isEuCountry: true,
      vatCheck: 'verified',
    });
    expect(quote).toMatchObject({
      subtotalCents: 67500,
      vatRatePercent: 21,
      vatCents: 14175,
      totalCents: 81675,
      vatLabel: 'VAT 21%',
      vatNote: null,
      vatCheck: null,
      taxIdLabel: 'VAT',
    });
    expect(quote.lines).toEqual([
      { description: 'TBS Plus Membership (1 year)', unitCents: 67500, quantity: 1, cents: 67500 },
    ]);
  });

  it.each(['verified', 'onRecord'] as const)(
    'reverse charges an EU company whose number is %s',
    (vatCheck) => {
      const quote = quoteMembership({
        accountType: 'broker',
        countryCode: 'DE',
        isEuCountry: true,
        vatCheck,
      });
      expect(quote).toMatchObject({
        subtotalCents: 135000,
        vatRatePercent: 0,
        vatCents: 0,
        totalCents: 135000,
        vatLabel: 'VAT reverse charged (Article 196 VAT Directive)',
        vatNote: null,
        vatCheck,
      });
    },
  );

  it.each([
    ['missing', 'No VAT number was given'],
    ['malformed', 'format and check-digit rules'],
    ['unverified', 'could not be verified with the EU VIES service'],
    ['rejected', 'does not confirm the VAT number'],
  ] as const)('adds 21%% for an EU company whose number is %s, and says why', (vatCheck, why) => {
    const quote = quoteMembership({ accountType: 'broker', countryCode: 'DE', isEuCountry: true, vatCheck });
    expect(quote).toMatchObject({
      vatRatePercent: 21,
      vatCents: 28350,
      totalCents: 163350,
      vatLabel: 'VAT 21% (no verified EU VAT number)',
      vatCheck,
    });
    expect(quote.vatNote).toContain(why);
    expect(quote.vatNote).toContain('21% Dutch VAT is added');
  });

  it('charges no VAT outside the EU; the UK number is an EORI', () => {
    const uk = quoteMembership({
      accountType: 'plus',
      countryCode: 'GB',
      isEuCountry: false,
      vatCheck: null,
    });
    expect(uk).toMatchObject({
      vatRatePercent: 0,
      vatCents: 0,
      totalCents: 67500,
      vatLabel: 'VAT 0% (outside the EU)',
      vatNote: null,
      taxIdLabel: 'EORI',
    });
    const us = quoteMembership({
      accountType: 'broker',
      countryCode: 'US',
      isEuCountry: false,
      vatCheck: null,
    });
    expect(us).toMatchObject({
      vatRatePercent: 0,
      totalCents: 135000,
      vatLabel: 'VAT 0% (outside the EU)',
      taxIdLabel: 'VAT',
    });
  });

  it('labels the tax number EORI for the UK only', () => {
    expect(['GB', 'uk', 'NL', 'US'].map(taxIdLabel)).toEqual(['EORI', 'EORI', 'VAT', 'VAT']);
  });
});

describe('EU VAT numbers: format and check digits (jsvat)', () => {
  /** A number of each of the 27 member states that passes its country's check digits. */
  const VALID: Record<string, string> = {
    AT: 'ATU13585627',
    BE: 'BE0411905847',
    BG: 'BG101004508',
    CY: 'CY10000314J',
    CZ: 'CZ25123891',
    DE: 'DE136695976',
    DK: 'DK10000025',
    EE: 'EE100007796',
    ES: 'ESB58378431',
    FI: 'FI09853608',
    FR: 'FR40303265045',
    GR: 'EL094014201',
    HR: 'HR02574432339',
    HU: 'HU10672101',
    IE: 'IE6388047V',
    IT: 'IT00743110157',
    LT: 'LT100001410314',
    LU: 'LU10000356',
    LV: 'LV40003009497',
    MT: 'MT10126313',
    NL: 'NL004495445B01',
    PL: 'PL5260250274',
    PT: 'PT100000010',
    RO: 'RO11198699',
    SE: 'SE556703748501',
    SI: 'SI10693661',
    SK: 'SK2020032377',
  };

  /** The same number with its last digit changed (before NL's B01): the check digits no longer hold. */
  const withWrongDigit = (number: string): string => {
    const [, body = '', suffix = ''] = /^(.*?)(B\d\d)?$/.exec(number) ?? [];
    const last = body.search(/\d(?=\D*$)/);
    return `${body.slice(0, last)}${(Number(body[last]) + 1) % 10}${body.slice(last + 1)}${suffix}`;
  };

  it('knows all 27 member states', () => {
    expect([...EU_VAT_COUNTRY_CODES].sort()).toEqual(Object.keys(VALID).sort());
  });

  it('bounds the forms jsvat alone would take by the VIES formats', () => {
    expect(euVatNumber('CZ', 'CZ25123891')).toBe('CZ25123891');
    expect(euVatNumber('CZ', 'CZ25123891999')).toBeNull();
  });

  it.each(Object.entries(VALID))('accepts %s %s and refuses it with a wrong check digit', (code, number) => {
    expect(euVatNumber(code, number)).toBe(number);
    expect(euVatNumber(code, withWrongDigit(number))).toBeNull();
    expect(euVatNumber(code, `${number}999`)).toBeNull();
  });

  it('reads the number as people type it: spaces, dots, lower case, without the prefix, GR for EL', () => {
    expect(euVatNumber('DE', 'de 136.695.976')).toBe('DE136695976');
    expect(euVatNumber('DE', '136695976')).toBe('DE136695976');
    expect(euVatNumber('GR', 'GR094014201')).toBe('EL094014201');
    expect(euVatNumber('GR', '094014201')).toBe('EL094014201');
  });

  it('refuses a well-formed number of another country, a made-up number and a country outside the EU', () => {
    expect(euVatNumber('AT', 'DE136695976')).toBeNull();
    expect(euVatNumber('DE', 'DE123456789')).toBeNull();
    expect(euVatNumber('NL', 'NL123456789B01')).toBeNull();
    expect(euVatNumber('US', 'DE136695976')).toBeNull();
    expect(euVatNumber('DE', null)).toBeNull();
  });
});

describe('vatNumberCheck: when a number earns the reverse charge', () => {
  const check = (
    vatNumber: string | null,
    verification: 'valid' | 'invalid' | 'unavailable' | 'none',
    fromRecord: boolean,
  ) => vatNumberCheck({ countryCode: 'DE', vatNumber, verification, fromRecord });

  it("needs a visitor's well-formed number confirmed by VIES", () => {
    expect(check('DE136695976', 'valid', false)).toBe('verified');
    expect(check('DE136695976', 'none', false)).toBe('unverified');
    expect(check('DE136695976', 'unavailable', false)).toBe('unverified');
    expect(check('DE136695976', 'invalid', false)).toBe('rejected');
  });

  it("takes a member's number on record with valid check digits unless VIES refuses it", () => {
    expect(check('DE136695976', 'none', true)).toBe('onRecord');
    expect(check('DE136695976', 'unavailable', true)).toBe('onRecord');
    expect(check('DE136695976', 'valid', true)).toBe('verified');
    expect(check('DE136695976', 'invalid', true)).toBe('rejected');
  });

  it('never trusts a missing or malformed number, whoever gives it', () => {
    for (const fromRecord of [false, true]) {
      expect(check(null, 'valid', fromRecord)).toBe('missing');
      expect(check('  ', 'valid', fromRecord)).toBe('missing');
      expect(check('DE123456789', 'valid', fromRecord)).toBe('malformed');
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
