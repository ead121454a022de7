/** Prices are stored in euro with two decimals (numeric(12,2)); 0 means the seller wants a call (CALL). */
export const MAX_PRICE = 9_999_999_999.99;

/** Largest quantity a stock line holds (a PostgreSQL int). */
export const MAX_QUANTITY = 2_147_483_647;

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£' };

/** Conversion rates from euro, as the settings give them. */
export interface Rates {
  USD: number;
  GBP: number;
}

/** True when a text names one of the offered currencies. */
export function isCurrency(text: string | null | undefined): text is Currency {
  return (CURRENCIES as readonly string[]).includes(text ?? '');
}

/** A euro amount in another currency; rate 1 while the rates are not known. */
export function convertFromEuro(euro: number, currency: Currency, rates?: Rates | null): number {
  return currency === 'EUR' ? euro : euro * (rates?.[currency] ?? 1);
}

/**
 * A euro price shown in a currency: converted with the rates, rounded to whole units with thousands
 * separators; 0 (or no price) is CALL.
 */
export function formatPrice(
  euroPrice: number | null | undefined,
  currency: Currency = 'EUR',
  rates?: Rates | null,
): string {
  if (!euroPrice) return 'CALL';
  const rounded = Math.round(convertFromEuro(euroPrice, currency, rates));
  return `${CURRENCY_SYMBOLS[currency]}${rounded.toLocaleString('en-US')}`;
}
