/**
 * Membership money (spec part 2 sections 1 and 9): exact euro cents, prices, VAT and invoice numbers.
 * Amounts are integer cents in TypeScript and numeric(10,2) strings in PostgreSQL; never binary floating point.
 */

export type MembershipAccountType = 'plus' | 'broker';

/** Yearly membership prices: Plus 675 EUR, Broker 1,350 EUR. */
export const MEMBERSHIP_PRICES_CENTS: Readonly<Record<MembershipAccountType, number>> = {
  plus: 67500,
  broker: 135000,
};

/** Invoices fall due 15 days after the invoice date. */
export const INVOICE_DUE_DAYS = 15;

/** The Dutch VAT rate, also added for an EU company without a valid VAT number. */
export const NL_VAT_RATE_PERCENT = 21;

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

/**
 * VAT number formats of the 26 EU countries other than the Netherlands (the reverse-charge list), by country
 * code; the number starts with the country's VAT prefix (Greece's is EL; GR is accepted too). A format check
 * only: there is no online (VIES) lookup.
 */
export const EU_VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
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
  GR: /^(EL|GR)\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** Upper case, without spaces, dots and dashes: 'de 123.456.789' -> 'DE123456789'. */
export function normalizeVatNumber(vatNumber: string | null | undefined): string {
  return (vatNumber ?? '').toUpperCase().replace(/[\s.-]/g, '');
}

/** True when a VAT number is well formed for the given EU country (not NL: NL always pays BTW). */
export function isValidEuVatNumber(countryCode: string, vatNumber: string | null | undefined): boolean {
  const format = EU_VAT_NUMBER_FORMATS[countryCode.toUpperCase()];
  return format !== undefined && format.test(normalizeVatNumber(vatNumber));
}

/** The UK (GB, or UK as some lists spell it) gives an EORI number instead of a VAT number. */
export function taxIdLabel(countryCode: string): 'EORI' | 'VAT' {
  const code = countryCode.toUpperCase();
  return code === 'GB' || code === 'UK' ? 'EORI' : 'VAT';
}

export const VAT_LABELS = {
  nl: 'BTW 21%',
  reverseCharge: 'VAT reverse charged (Article 196 VAT Directive)',
  euWithoutNumber: 'VAT 21% (no valid EU VAT number)',
  outsideEu: 'VAT 0% (outside the EU)',
} as const;

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
  /** Whether the VAT number is a well-formed number of an EU country other than NL (reverse charge). */
  vatNumberValid: boolean;
  /** What the buyer's number is called on the form and the invoice: EORI for the UK, VAT elsewhere. */
  taxIdLabel: 'EORI' | 'VAT';
}

export const MEMBERSHIP_LINE_DESCRIPTIONS: Readonly<Record<MembershipAccountType, string>> = {
  plus: 'TBS Plus Membership (1 year)',
  broker: 'TBS Broker Membership (1 year)',
};

/**
 * The order of one year's membership with its VAT (spec part 2 section 9): 21% in the Netherlands whatever
 * the number; reverse charge for another EU country with a well-formed VAT number; 21% added for an EU
 * company with a missing or malformed number ("incorrect or missing VAT numbers result in addition of
 * appropriate taxes"); 0% outside the EU (the UK gives an EORI number).
 */
export function quoteMembership(input: {
  accountType: MembershipAccountType;
  countryCode: string;
  vatNumber: string | null;
  isEuCountry: boolean;
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
  let vatRatePercent = 0;
  let vatLabel: string = VAT_LABELS.outsideEu;
  let vatNumberValid = false;
  if (code === 'NL') {
    vatRatePercent = NL_VAT_RATE_PERCENT;
    vatLabel = VAT_LABELS.nl;
  } else if (input.isEuCountry) {
    vatNumberValid = isValidEuVatNumber(code, input.vatNumber);
    if (vatNumberValid) {
      vatLabel = VAT_LABELS.reverseCharge;
    } else {
      vatRatePercent = NL_VAT_RATE_PERCENT;
      vatLabel = VAT_LABELS.euWithoutNumber;
    }
  }
  const vat = vatCents(subtotalCents, vatRatePercent);
  return {
    lines,
    subtotalCents,
    vatRatePercent,
    vatCents: vat,
    totalCents: subtotalCents + vat,
    vatLabel,
    vatNumberValid,
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
