/**
 * Yearly membership invoices (Plus 675, Broker 1350 EUR; 21% VAT in the Netherlands) on each member's
 * anniversary since billing history began, event invoices for broker-meeting attendees, and a few
 * credit notes. Most are paid; recent ones may be due, a few are past due.
 */
import type { CompanyRecord } from './companies.ts';
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
] as const;

export const PLUS_PRICE = 675;
export const BROKER_PRICE = 1350;
export const EBM_PRICE = 395;
export const DUE_DAYS = 15;
/** Years of billing history kept (the billing page starts in 2021). */
const HISTORY_YEARS = 5;

interface Invoice {
  id: number;
  companyId: number;
  number: string;
  account: 'Plus' | 'Broker' | 'EBM';
  total: number;
  date: number;
  paid: number | null;
  status: 1 | 2 | 9 | null;
  forcePay: boolean;
}

export interface Billing {
  invoices: Row[];
  creditNotes: Row[];
}

function withVat(amount: number, countryCode: string): number {
  return countryCode === 'NL' ? Math.round(amount * 121) / 100 : amount;
}

export function buildBilling(rng: Random, companies: readonly CompanyRecord[], clock: Clock): Billing {
  const invoices: Invoice[] = [];
  const historyStart = addYears(clock.today, -HISTORY_YEARS);
  for (const company of companies) {
    if (company.memberSince === null) continue;
    const account = company.accountType === 'broker' ? 'Broker' : 'Plus';
    const price = withVat(account === 'Broker' ? BROKER_PRICE : PLUS_PRICE, company.countryCode);
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
        total: price,
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
        total: withVat(EBM_PRICE, company.countryCode),
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
    invoice.number = `TBS${year}-${String(sequence).padStart(5, '0')}`;
  });

  const creditNotes: Row[] = [];
  const creditPerYear = new Map<number, number>();
  const credit = (
    companyId: number,
    invoiceId: number | null,
    account: string,
    total: number,
    date: number,
  ) => {
    const year = new Date(date).getUTCFullYear();
    const sequence = (creditPerYear.get(year) ?? 0) + 1;
    creditPerYear.set(year, sequence);
    creditNotes.push([
      creditNotes.length + 1,
      companyId,
      invoiceId,
      `TBSCN${year}-${String(sequence).padStart(4, '0')}`,
      account,
      total,
      isoDate(date),
      null,
    ]);
  };
  for (const invoice of invoices) {
    if (invoice.status === 9)
      credit(
        invoice.companyId,
        invoice.id,
        invoice.account,
        invoice.total,
        Math.min(clock.today, invoice.date + rng.int(3, 30) * DAY),
      );
    else if (invoice.status !== null && rng.chance(0.002)) {
      credit(
        invoice.companyId,
        invoice.id,
        'Custom',
        Math.round(invoice.total * rng.pick([0.1, 0.25, 0.5]) * 100) / 100,
        Math.min(clock.today, invoice.date + rng.int(20, 90) * DAY),
      );
    }
  }

  return {
    invoices: invoices.map((invoice) => [
      invoice.id,
      invoice.companyId,
      invoice.number,
      invoice.account,
      invoice.total,
      isoDate(invoice.date),
      isoDate(invoice.date + DUE_DAYS * DAY),
      invoice.paid === null ? null : isoDate(invoice.paid),
      invoice.status,
      invoice.forcePay,
      invoice.status === null ? `https://pay.tbs.local/invoices/${invoice.number}` : null,
    ]),
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
