export type Currency = 'EUR' | 'USD' | 'GBP';

export const CURRENCIES: readonly Currency[] = ['EUR', 'USD', 'GBP'];

const currencySymbols: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£' };

/** Conversion rates from euro, as GET /api/misc/settings gives them. */
export interface Rates {
  USD: number;
  GBP: number;
}

/** True when a text names one of the offered currencies. */
export function isCurrency(text: string | null): text is Currency {
  return text === 'EUR' || text === 'USD' || text === 'GBP';
}

/**
 * A euro price shown in a currency: converted with the settings' rates, rounded to whole units with
 * thousands separators; 0 (or no price) means the seller wants a call, shown as CALL.
 */
export function formatPrice(
  euroPrice: number | null | undefined,
  currency: Currency = 'EUR',
  rates?: Rates | null,
): string {
  if (!euroPrice) return 'CALL';
  const rate = currency === 'EUR' ? 1 : (rates?.[currency] ?? 1);
  const rounded = Math.round(euroPrice * rate);
  return `${currencySymbols[currency]}${rounded.toLocaleString('en-US')}`;
}
