import { describe, expect, it } from 'vitest';
import { formatTotal, isPayable, paymentStatusLabel, type BillingItem } from './invoicesApi.ts';

const item = (fields: Partial<BillingItem>): BillingItem => ({
  id: 1,
  invoiceNumber: 'TBS-2026-00001',
  account: 'Plus',
  total: '816.75',
  invoiceDate: '01/02/2026',
  datePaid: null,
  paymentStatus: null,
  isPastDue: false,
  link: null,
  ...fields,
});

describe('Billing History', () => {
  it('labels the payment status by spec part 2 section 4', () => {
    expect(paymentStatusLabel(item({ paymentStatus: 1 }))).toBe('Paid');
    expect(paymentStatusLabel(item({ paymentStatus: 2 }))).toBe('Paid');
    expect(paymentStatusLabel(item({ paymentStatus: 9 }))).toBe('VOID');
    expect(paymentStatusLabel(item({ isPastDue: true }))).toBe('Overdue');
    expect(paymentStatusLabel(item({}))).toBe('Due');
  });

  it('offers Pay only on open invoices', () => {
    expect(isPayable(item({}))).toBe(true);
    expect(isPayable(item({ isPastDue: true }))).toBe(true);
    expect(isPayable(item({ paymentStatus: 1 }))).toBe(false);
    expect(isPayable(item({ paymentStatus: 9 }))).toBe(false);
  });

  it('shows totals in euro with two decimals and thousands separators', () => {
    expect(formatTotal('816.75')).toBe('€ 816.75');
    expect(formatTotal('1350.00')).toBe('€ 1,350.00');
    expect(formatTotal('0.5')).toBe('€ 0.50');
  });
});
