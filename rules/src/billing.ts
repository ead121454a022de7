/**
 * Membership money (spec part 2 sections 1 and 9): exact euro cents, prices, VAT and invoice numbers.
 * Amounts are integer cents in TypeScript and numeric(10,2) strings in PostgreSQL; never binary floating point.
 */

import { checkVAT, countries as jsvatCountries } from 'jsvat';

export type MembershipAccountType = 'plus' | 'broker';

/** Yearly membership prices: Plus 675 EUR, Broker 1,350 EUR. */
export const MEMBERSHIP_PRICES_CENTS: Readonly<Record<MembershipAccountType, number>> = {
  plus: 67500,
  broker: 135000,
};

/** Invoices fall due 15 days after the invoice date. */
export const INVOICE_DUE_DAYS = 15;

/** The Dutch VAT rate, also added for an EU company without a verified VAT number. */
export const NL_VAT_RATE_PERCENT = 21;

/** The 27 EU member states (ISO codes; Greece's VAT numbers start EL): NL charges BTW, 26 reverse charge. */
export const EU_VAT_COUNTRY_CODES: readonly string[] =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** '675.00' (or '675', '675.5', a numeric column's text) -> 67500. Throws on anything else. */
export function centsFromDecimal(decimal: string | number): number {
  const text = typeof decimal === 'number' ? decimal.toFixed(2) : decimal.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${JSON.stringify(decimal)}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money amount out of range: ${text}`);
  return sign && cents !== 0 ? -cents : cents;
}

/** 67500 -> '675.00' (what a numeric(10,2) column takes). */
export function decimalFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 67500 -> '675.00', 135000 -> '1,350.00': two decimals with thousands separators. */
export function formatAmount(cents: number): string {
  const decimal = decimalFromCents(Math.abs(cents));
  const whole = decimal.slice(0, -3);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimal.slice(-3)}`;
}

/** 67500 -> '€ 675.00', 135000 -> '€ 1,350.00'. */
export function formatEuro(cents: number): string {
  return `€ ${formatAmount(cents)}`;
}

/** VAT cents of an amount: round half up of cents * rate / 100, in integers (rate in whole percent). */
export function vatCents(amountCents: number, ratePercent: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError('amount must be whole cents >= 0');
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError('rate must be a whole percent');
  return Math.floor((amountCents * ratePercent + 50) / 100);
}

/** Upper case, without spaces, dots and dashes: 'de 123.456.789' -> 'DE123456789'. */
export function normalizeVatNumber(vatNumber: string | null | undefined): string {
  return (vatNumber ?? '').toUpperCase().replace(/[\s.-]/g, '');
}

/** The prefix of a country's VAT numbers: the ISO code, except Greece (EL). */
export const vatPrefixOf = (countryCode: string): string =>
  countryCode.toUpperCase() === 'GR' ? 'EL' : countryCode.toUpperCase();

const JSVAT_COUNTRIES = jsvatCountries.filter((country) => EU_VAT_COUNTRY_CODES.includes(country.codes[0]!));

/**
 * The shapes VIES gives for each member state's numbers (prefix included). jsvat checks the digits but also
 * takes forms VIES refuses (a Czech number with a three-digit suffix), so a number must fit both.
 */
const VIES_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^EL\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/**
 * The VAT number of an EU company as VIES knows it ('DE136695976'), when it passes its country's format (VIES)
 * and check-digit rules (jsvat); null otherwise, and for a number of another country. The prefix may be left out
 * ('136695976' for DE); Greece's GR prefix is taken for its EL.
 */
export function euVatNumber(countryCode: string, vatNumber: string | null | undefined): string | null {
  const code = countryCode.toUpperCase();
  if (!EU_VAT_COUNTRY_CODES.includes(code)) return null;
  const prefix = vatPrefixOf(code);
  let number = normalizeVatNumber(vatNumber);
  if (!number) return null;
  if (code === 'GR' && number.startsWith('GR')) number = `EL${number.slice(2)}`;
  if (!number.startsWith(prefix)) number = `${prefix}${number}`;
  if (!VIES_FORMATS[code]!.test(number)) return null;
  const checked = checkVAT(number, JSVAT_COUNTRIES);
  return checked.isValid && checked.country?.isoCode.short === code ? number : null;
}

/** The UK (GB, or UK as some lists spell it) gives an EORI number instead of a VAT number. */
export function taxIdLabel(countryCode: string): 'EORI' | 'VAT' {
  const code = countryCode.toUpperCase();
  return code === 'GB' || code === 'UK' ? 'EORI' : 'VAT';
}

/** The spec's note under the VAT field (part 2 section 9): the field is optional, but not without a cost. */
export const VAT_NUMBER_NOTE = 'Incorrect or missing VAT numbers result in addition of appropriate taxes.';

export const VAT_LABELS = {
  nl: 'VAT 21%',
  reverseCharge: 'VAT reverse charged (Article 196 VAT Directive)',
  euWithoutNumber: 'VAT 21% (no verified EU VAT number)',
  outsideEu: 'VAT 0% (outside the EU)',
} as const;

/**
 * What is known of an EU buyer's VAT number when the order is priced: none given; failing the format or the
 * check digits; well formed but not verified (no verification service, or it did not answer); refused by the
 * service (VIES); confirmed by it; or a member's number on record with valid check digits (see vatNumberCheck).
 */
export type VatNumberCheck = 'missing' | 'malformed' | 'unverified' | 'rejected' | 'verified' | 'onRecord';

/** What the verification service (VIES) answered: 'none' when none is configured. */
export type VatVerification = 'valid' | 'invalid' | 'unavailable' | 'none';

/**
 * The standing of an EU buyer's VAT number. Where the buyer comes from decides:
 * - a visitor's number (typed into the form) must pass the check digits AND be confirmed by the verification
 *   service. The spec says both "reverse charge for the 26 EU countries" (part 2 section 11) and "incorrect or
 *   missing VAT numbers result in addition of appropriate taxes" (section 5); we take the stricter reading: a
 *   number nobody could verify is taxed like a missing one.
 * - a member's number comes from the company's record, approved by staff at registration and since changed
 *   only through an audited profile change: the check digits must hold, and the service, when one is
 *   configured and answers, must not refuse it. A service that is down does not tax a known member.
 */
export function vatNumberCheck(input: {
  countryCode: string;
  vatNumber: string | null | undefined;
  verification: VatVerification;
  fromRecord: boolean;
}): VatNumberCheck {
  if (!normalizeVatNumber(input.vatNumber)) return 'missing';
  if (!euVatNumber(input.countryCode, input.vatNumber)) return 'malformed';
  if (input.verification === 'valid') return 'verified';
  if (input.verification === 'invalid') return 'rejected';
  return input.fromRecord ? 'onRecord' : 'unverified';
}

/** Why 21% was added for an EU buyer outside the Netherlands: the line the quote, order and invoice show. */
export const VAT_CHECK_NOTES: Readonly<Record<Exclude<VatNumberCheck, 'verified' | 'onRecord'>, string>> = {
  missing: 'No VAT number was given, so 21% Dutch VAT is added.',
  malformed:
    "The VAT number does not pass its country's format and check-digit rules, so 21% Dutch VAT is added.",
  unverified: 'The VAT number could not be verified with the EU VIES service, so 21% Dutch VAT is added.',
  rejected: 'The EU VIES service does not confirm the VAT number, so 21% Dutch VAT is added.',
};

export interface InvoiceLine {
  description: string;
  unitCents: number;
  quantity: number;
  cents: number;
}

export interface MembershipQuote {
  lines: InvoiceLine[];
  subtotalCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalCents: number;
  vatLabel: string;
  /** Why VAT was added to an EU buyer outside the Netherlands (a line under the VAT row), else null. */
  vatNote: string | null;
  /** The standing of an EU buyer's VAT number (null in the Netherlands and outside the EU). */
  vatCheck: VatNumberCheck | null;
  /** What the buyer's number is called on the form and the invoice: EORI for the UK, VAT elsewhere. */
  taxIdLabel: 'EORI' | 'VAT';
}

export const MEMBERSHIP_LINE_DESCRIPTIONS: Readonly<Record<MembershipAccountType, string>> = {
  plus: 'TBS Plus Membership (1 year)',
  broker: 'TBS Broker Membership (1 year)',
};

/** The VAT of a buyer's country and number: rate, label and the note explaining an added 21%. */
function vatOf(countryCode: string, isEuCountry: boolean, vatCheck: VatNumberCheck | null) {
  if (countryCode === 'NL')
    return { rate: NL_VAT_RATE_PERCENT, label: VAT_LABELS.nl, note: null, check: null };
  if (!isEuCountry) return { rate: 0, label: VAT_LABELS.outsideEu, note: null, check: null };
  const check = vatCheck ?? 'missing';
  if (check === 'verified' || check === 'onRecord')
    return { rate: 0, label: VAT_LABELS.reverseCharge, note: null, check };
  return {
    rate: NL_VAT_RATE_PERCENT,
    label: VAT_LABELS.euWithoutNumber,
    note: VAT_CHECK_NOTES[check],
    check,
  };
}

/**
 * The order of one year's membership with its VAT (spec part 2 section 9): 21% in the Netherlands whatever
 * the number; reverse charge for another EU country only when its VAT number's standing earns it
 * (vatNumberCheck); 21% added otherwise, with a note saying why ("incorrect or missing VAT numbers result in
 * addition of appropriate taxes"); 0% outside the EU (the UK gives an EORI number).
 */
export function quoteMembership(input: {
  accountType: MembershipAccountType;
  countryCode: string;
  isEuCountry: boolean;
  /** The standing of the VAT number (vatNumberCheck); only read for an EU country other than NL. */
  vatCheck: VatNumberCheck | null;
}): MembershipQuote {
  const unitCents = MEMBERSHIP_PRICES_CENTS[input.accountType];
  if (unitCents === undefined) throw new RangeError(`Unknown account type: ${String(input.accountType)}`);
  const lines: InvoiceLine[] = [
    {
      description: MEMBERSHIP_LINE_DESCRIPTIONS[input.accountType],
      unitCents,
      quantity: 1,
      cents: unitCents,
    },
  ];
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const code = input.countryCode.toUpperCase();
  const vat = vatOf(code, input.isEuCountry, input.vatCheck);
  const vatAmount = vatCents(subtotalCents, vat.rate);
  return {
    lines,
    subtotalCents,
    vatRatePercent: vat.rate,
    vatCents: vatAmount,
    totalCents: subtotalCents + vatAmount,
    vatLabel: vat.label,
    vatNote: vat.note,
    vatCheck: vat.check,
    taxIdLabel: taxIdLabel(code),
  };
}

/** 'TBS-2026-00001': the year's gapless counter, five digits (more when a year passes 99,999). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `TBS-${year}-${String(sequence).padStart(5, '0')}`;
}

/** 'yyyy-mm-dd' (or a Date) -> 'dd/mm/yyyy'. */
export function formatInvoiceDate(date: string | Date | null | undefined): string {
  if (date === null || date === undefined) return '';
  const iso = typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
