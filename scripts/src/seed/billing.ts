/**
 * Yearly membership invoices (Plus 675, Broker 1350 EUR; VAT by spec part 2 section 9: 21% in the
 * Netherlands, reverse charge for an EU company whose VAT number on record passes its check digits, 21% for
 * one without, 0% outside the
 * EU) on each member's anniversary since billing history began, event invoices for broker-meeting attendees,
 * and a few credit notes. Most are paid; recent ones may be due, a few are past due. Each row stores its
 * lines, buyer and VAT, so its PDF renders (api/src/pdf/invoicePdf.ts). Amounts are exact cents.
 */
import {
  MEMBERSHIP_LINE_DESCRIPTIONS,
  MEMBERSHIP_PRICES_CENTS,
  decimalFromCents,
  formatInvoiceNumber,
  quoteMembership,
  taxIdLabel,
  vatCents,
  vatNumberCheck,
} from '@tbs/rules';
import type { CompanyRecord } from './companies.ts';
import { countryCentre } from './geo.ts';
import type { Row } from './pgCopy.ts';
import type { Random } from './random.ts';
import { DAY, addYears, isoDate, type Clock } from './time.ts';

export const INVOICE_COLUMNS = [
  'id',
  'company_id',
  'invoice_number',
  'account',
  'total',
  'invoice_date',
  'due_date',
  'date_paid',
  'payment_status',
  'force_pay',
  'link',
  'subtotal',
  'vat_amount',
  'vat_rate',
  'vat_label',
  'lines',
  'buyer',
  'membership_counted',
] as const;

export const CREDIT_NOTE_COLUMNS = [
  'id',
  'company_id',
  'invoice_id',
  'credit_note_number',
  'account',
  'total',
  'credit_note_date',
  'link',
  'subtotal',
  'vat_amount',
  'vat_rate',
  'vat_label',
  'lines',
  'buyer',
] as const;

export const EBM_PRICE_CENTS = 39500;
export const EBM_LINE = 'European Broker Meeting registration';
export const DUE_DAYS = 15;
/** Years of billing history kept (the billing page starts in 2021). */
const HISTORY_YEARS = 5;

interface Invoice {
  id: number;
  companyId: number;
  number: string;
  account: 'Plus' | 'Broker' | 'EBM';
  /** Exact cents before VAT. */
  subtotal: number;
  date: number;
  paid: number | null;
  status: 1 | 2 | 9 | null;
  forcePay: boolean;
}

export interface Billing {
  invoices: Row[];
  creditNotes: Row[];
}

/** The VAT of a company's invoices (rate and label), as quoteMembership gives it for its country and number. */
interface Tax {
  rate: number;
  label: string;
  buyer: string;
}

function taxOf(company: CompanyRecord): Tax {
  const country = countryCentre(company.countryCode);
  // A member's number on record, as the api prices a member's order (no VIES in the seed).
  const vatCheck = vatNumberCheck({
    countryCode: company.countryCode,
    vatNumber: company.vatNr,
    verification: 'none',
    fromRecord: true,
  });
  const quote = quoteMembership({
    accountType: 'plus',
    countryCode: company.countryCode,
    isEuCountry: country.isEu,
    vatCheck,
  });
  const buyer = {
    name: null,
    company: company.name,
    address: company.address,
    zip: company.zip,
    city: company.city,
    country: country.name,
    countryCode: company.countryCode,
    vat: company.vatNr,
    taxIdLabel: taxIdLabel(company.countryCode),
    email: null,
  };
  return { rate: quote.vatRatePercent, label: quote.vatLabel, buyer: JSON.stringify(buyer) };
}

/** The stored content of a row: subtotal, VAT, total (decimal text), rate, label, one line, the buyer. */
function content(description: string, subtotal: number, tax: Tax) {
  const vat = vatCents(subtotal, tax.rate);
  return {
    total: decimalFromCents(subtotal + vat),
    cells: [
      decimalFromCents(subtotal),
      decimalFromCents(vat),
      tax.rate,
      tax.label,
      JSON.stringify([{ description, unitCents: subtotal, quantity: 1, cents: subtotal }]),
      tax.buyer,
    ],
  };
}

const descriptionOf = (account: Invoice['account']): string =>
  account === 'EBM' ? EBM_LINE : MEMBERSHIP_LINE_DESCRIPTIONS[account === 'Broker' ? 'broker' : 'plus'];

export function buildBilling(rng: Random, companies: readonly CompanyRecord[], clock: Clock): Billing {
  const invoices: Invoice[] = [];
  const historyStart = addYears(clock.today, -HISTORY_YEARS);
  for (const company of companies) {
    if (company.memberSince === null) continue;
    const account = company.accountType === 'broker' ? 'Broker' : 'Plus';
    const price = MEMBERSHIP_PRICES_CENTS[company.accountType];
    const own: Invoice[] = [];
    for (let year = 0; ; year++) {
      const date = addYears(company.memberSince, year);
      if (date > clock.today) break;
      if (date < historyStart) continue;
      own.push({
        id: 0,
        companyId: company.id,
        number: '',
        account,
        subtotal: price,
        date,
        paid: null,
        status: null,
        forcePay: false,
      });
    }
    if (company.isAttendingEbm) {
      const date = clock.dayAgo(rng.int(50, 120));
      own.push({
        id: 0,
        companyId: company.id,
        number: '',
        account: 'EBM',
        subtotal: EBM_PRICE_CENTS,
        date,
        paid: null,
        status: null,
        forcePay: false,
      });
      own.sort((a, b) => a.date - b.date);
    }
    own.forEach((invoice, k) => settle(rng, clock, company, invoice, k === own.length - 1));
    invoices.push(...own);
  }

  invoices.sort((a, b) => a.date - b.date || a.companyId - b.companyId || a.account.localeCompare(b.account));
  const perYear = new Map<number, number>();
  invoices.forEach((invoice, index) => {
    invoice.id = index + 1;
    const year = new Date(invoice.date).getUTCFullYear();
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    invoice.number = formatInvoiceNumber(year, sequence);
  });

  const taxes = new Map(companies.map((company) => [company.id, taxOf(company)]));
  const creditNotes: Row[] = [];
  const creditPerYear = new Map<number, number>();
  const credit = (
    companyId: number,
    invoiceId: number | null,
    account: string,
    subtotal: number,
    date: number,
  ) => {
    const year = new Date(date).getUTCFullYear();
    const sequence = (creditPerYear.get(year) ?? 0) + 1;
    creditPerYear.set(year, sequence);
    const description =
      account === 'Custom'
        ? 'Credit on membership invoice'
        : `Credit: ${descriptionOf(account as Invoice['account'])}`;
    const { total, cells } = content(description, subtotal, taxes.get(companyId)!);
    creditNotes.push([
      creditNotes.length + 1,
      companyId,
      invoiceId,
      `TBS-CN-${year}-${String(sequence).padStart(5, '0')}`,
      account,
      total,
      isoDate(date),
      null,
      ...cells,
    ]);
  };
  for (const invoice of invoices) {
    if (invoice.status === 9)
      credit(
        invoice.companyId,
        invoice.id,
        invoice.account,
        invoice.subtotal,
        Math.min(clock.today, invoice.date + rng.int(3, 30) * DAY),
      );
    else if (invoice.status !== null && rng.chance(0.002)) {
      credit(
        invoice.companyId,
        invoice.id,
        'Custom',
        Math.round((invoice.subtotal * rng.pick([10, 25, 50])) / 100),
        Math.min(clock.today, invoice.date + rng.int(20, 90) * DAY),
      );
    }
  }

  return {
    invoices: invoices.map((invoice) => {
      const { total, cells } = content(
        descriptionOf(invoice.account),
        invoice.subtotal,
        taxes.get(invoice.companyId)!,
      );
      const paid = invoice.status === 1 || invoice.status === 2;
      return [
        invoice.id,
        invoice.companyId,
        invoice.number,
        invoice.account,
        total,
        isoDate(invoice.date),
        isoDate(invoice.date + DUE_DAYS * DAY),
        invoice.paid === null ? null : isoDate(invoice.paid),
        invoice.status,
        invoice.forcePay,
        null,
        ...cells,
        // A paid membership year is counted in the company's membership (member_since and its invoices).
        paid && invoice.account !== 'EBM',
      ];
    }),
    creditNotes,
  };
}

/** Decides whether an invoice is paid, void, due or overdue. The demo companies are fixed. */
function settle(rng: Random, clock: Clock, company: CompanyRecord, invoice: Invoice, latest: boolean): void {
  const dueDate = invoice.date + DUE_DAYS * DAY;
  let open = false;
  if (company.demo === 'overdue') open = latest;
  else if (company.demo) open = false;
  else if (latest && dueDate >= clock.today) open = rng.chance(0.55);
  else if (latest) open = rng.chance(0.03);
  else if (invoice.account === 'EBM') open = rng.chance(0.05);
  if (open) {
    invoice.forcePay = !company.demo && dueDate < clock.today && rng.chance(0.15);
    return;
  }
  if (!company.demo && rng.chance(0.003)) {
    invoice.status = 9;
    return;
  }
  invoice.status = rng.chance(0.9) ? 1 : 2;
  const delay = rng.chance(0.85) ? rng.int(0, 14) : rng.int(15, 45);
  invoice.paid = Math.min(clock.today, invoice.date + delay * DAY);
}
