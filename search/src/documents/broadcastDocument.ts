import { normalisePartNumber } from '@tbs/rules';

export type BroadcastSide = 'WTB' | 'WTS';
export type BroadcastCurrency = 'EUR' | 'USD' | 'GBP';

/** A broadcast as the index holds it: what is searched and filtered on, not what is shown. */
export interface BroadcastDocument {
  id: number;
  listId: number;
  companyId: number;
  contactId: number;
  side: BroadcastSide;
  subject: string;
  message: string;
  /** The normalised part numbers named in subject and message (partNumbersIn). */
  partNumbers: string[];
  /** The price as a number in its own currency, or null when broadcast.price is not a number. */
  price: number | null;
  currency: BroadcastCurrency;
  /** ISO 8601 in UTC with the database's microseconds, so a re-sync compares it exactly. */
  createdAt: string;
}

/** What a broadcast search answers per hit: enough to load and order the broadcasts, not to show them. */
export interface BroadcastHit {
  id: number;
  listId: number;
  companyId: number;
  contactId: number;
  side: BroadcastSide;
  createdAt: string;
}

/** The filters of a broadcast search (the list, the price statistics and the RSS feed share them). */
export interface BroadcastFilters {
  /** Words and part numbers, all of which must match; empty or absent: every broadcast. */
  term?: string;
  /** The term as one phrase in subject or message (or as the one part number it is). */
  exactPhrase?: boolean;
  side?: BroadcastSide;
  listId?: number;
  /** Only broadcasts of these companies (companyId filter, favourites); an empty list matches nothing. */
  companyIds?: number[];
  /** Only this contact's broadcasts (My Broadcasts). */
  contactId?: number;
}

/** One page of a broadcast search, newest first, with the exact total. */
export interface BroadcastSearchQuery extends BroadcastFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Conversion rates from euro (the settings' rates: 1 EUR = USD units). */
export interface EuroRates {
  USD: number;
  GBP: number;
}

/** Price statistics over the WTS broadcasts matching the filters (side is always WTS). */
export interface BroadcastPricesQuery extends Omit<BroadcastFilters, 'side'> {
  rates: EuroRates;
  /** Points returned for the chart, newest first; the statistics cover every match. */
  maxPoints: number;
}

export interface BroadcastPricePoint {
  id: number;
  /** When the broadcast was sent (ISO 8601). */
  date: string;
  /** Its price in euro, two decimals. */
  price: number;
}

export interface BroadcastPrices {
  /** Matching WTS broadcasts with a readable price. */
  count: number;
  min: number | null;
  median: number | null;
  max: number | null;
  /** The mean of every matching price. */
  average: number | null;
  /** Month when the prices span more than 120 days, else week (ISO, starting Monday). */
  trendPeriod: 'week' | 'month';
  /** The average per period over every matching price, oldest first: the trend. */
  trend: BroadcastPricePeriod[];
  points: BroadcastPricePoint[];
}

/** One period of the price trend. */
export interface BroadcastPricePeriod {
  /** The period's first day, YYYY-MM-DD (UTC). */
  start: string;
  average: number;
  count: number;
}

/** Broadcasts are re-synced one by one (by id): no wider scope. */
export type BroadcastScope = never;

/** Shortest normalised token taken for a part number ("DL380" yes, "G9" no). */
const MIN_PART_NUMBER = 4;
const MAX_PART_NUMBER = 40;

/**
 * The tokens of a text that look like part numbers, normalised: a run of letters, digits and the separators
 * - / . _ # that holds a digit and, normalised, 4 to 40 characters ("875490-B21" → "875490B21"). Words
 * without a digit are left to the full-text words.
 */
export function partNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const token of text.split(/[^A-Za-z0-9\-/._#]+/)) {
    if (!/\d/.test(token)) continue;
    const norm = normalisePartNumber(token);
    if (norm.length >= MIN_PART_NUMBER && norm.length <= MAX_PART_NUMBER) found.add(norm);
  }
  return [...found];
}

/**
 * A price text as a number: digits with an optional decimal part, thousands separators and a currency sign
 * around it ("1,250.50", "€ 95", "99,5"); null for anything else ("CALL", "ask", "10-20").
 */
export function parseBroadcastPrice(text: string): number | null {
  let value = text.trim().replace(/^[€$£]\s*|\s*(€|\$|£|eur|usd|gbp)$/i, '');
  if (!/^\d[\d,.' ]*$/.test(value)) return null;
  value = value.replace(/[' ]/g, '');
  // "1,250.50" and "1.250,50": the last separator followed by 1 or 2 digits is the decimal point.
  const decimal = /[.,](\d{1,2})$/.exec(value);
  const whole = (decimal ? value.slice(0, decimal.index) : value).replace(/[.,]/g, '');
  const number = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** A broadcast row as the document source selects it. */
export interface BroadcastDocumentRow {
  id: string;
  list_id: number;
  company_id: number;
  contact_id: number;
  side: string;
  subject: string;
  message: string;
  price: string;
  currency: string;
  created_at: string;
}

export function broadcastDocumentFromRow(row: BroadcastDocumentRow): BroadcastDocument {
  return {
    id: Number(row.id),
    listId: row.list_id,
    companyId: row.company_id,
    contactId: row.contact_id,
    side: row.side as BroadcastSide,
    subject: row.subject,
    message: row.message,
    partNumbers: partNumbersIn(`${row.subject}\n${row.message}`),
    price: parseBroadcastPrice(row.price),
    currency: row.currency as BroadcastCurrency,
    createdAt: row.created_at,
  };
}
