import { describe, expect, it } from 'vitest';
import { presentInvoiceStatus, type InvoiceStatusFacts } from './invoiceStatus.ts';

const today = '2026-06-15';
const facts = (
  invoice: Partial<NonNullable<InvoiceStatusFacts['invoice']>> | null,
  company = {},
): InvoiceStatusFacts => ({
  invoice: invoice && {
    account: 'Plus',
    dueDate: today,
    paymentStatus: null,
    forcePay: false,
    link: null,
    ...invoice,
  },
  contactName: 'Ann',
  company: {
    freeTrialUntil: null,
    memberSince: '2020-01-01',
    customFullBlock: null,
    modalMessage: null,
    noInvoiceReminders: false,
    ...company,
  },
});

describe('presentInvoiceStatus', () => {
  it('is due on the due date and past due the day after', () => {
    expect(presentInvoiceStatus(facts({ dueDate: '2026-06-15' }), today)).toMatchObject({
      isDue: true,
      isPastDue: false,
    });
    expect(presentInvoiceStatus(facts({ dueDate: '2026-06-14' }), today)).toMatchObject({
      isDue: false,
      isPastDue: true,
    });
  });

  it('ignores paid and void invoices', () => {
    for (const paymentStatus of [1, 2, 9]) {
      expect(presentInvoiceStatus(facts({ dueDate: '2026-01-01', paymentStatus }), today)).toMatchObject({
        isDue: false,
        isPastDue: false,
        forcePay: false,
      });
    }
  });

  it('forces payment only for an overdue invoice marked force_pay', () => {
    expect(presentInvoiceStatus(facts({ dueDate: '2026-06-14', forcePay: true }), today).forcePay).toBe(true);
    expect(presentInvoiceStatus(facts({ dueDate: '2026-06-16', forcePay: true }), today).forcePay).toBe(
      false,
    );
  });

  it('tells EBM invoices apart', () => {
    expect(presentInvoiceStatus(facts({ dueDate: '2026-06-01', account: 'EBM' }), today)).toMatchObject({
      isEbmInvoice: true,
      isPastDueEbm: true,
    });
  });

  it('blocks a finished free trial of a company that never became a member', () => {
    expect(
      presentInvoiceStatus(facts(null, { freeTrialUntil: '2026-06-14', memberSince: null }), today)
        .freeTrialBlock,
    ).toBe(true);
    expect(
      presentInvoiceStatus(facts(null, { freeTrialUntil: '2026-06-15', memberSince: null }), today)
        .freeTrialBlock,
    ).toBe(false);
    expect(presentInvoiceStatus(facts(null, { freeTrialUntil: '2026-06-14' }), today).freeTrialBlock).toBe(
      false,
    );
  });

  it("links Pay to the open invoice's payment on Billing History, nothing once paid", () => {
    expect(
      presentInvoiceStatus(facts({ invoiceNumber: 'TBS-2026-00007', link: 'https://x' }), today).link,
    ).toBe('/invoices?pay=TBS-2026-00007');
    expect(presentInvoiceStatus(facts({ link: 'https://x' }), today).link).toBe('/invoices');
    expect(
      presentInvoiceStatus(facts({ invoiceNumber: 'TBS-2026-00007', paymentStatus: 1 }), today).link,
    ).toBe(null);
  });

  it('is all clear without invoices: no flag set, the contact named', () => {
    const status = presentInvoiceStatus(facts(null), today);
    expect(Object.keys(status).filter((key) => status[key as keyof typeof status] === true)).toEqual([]);
    expect(status).toMatchObject({
      link: null,
      contact_name: 'Ann',
      customFullBlock: null,
      modalMessage: null,
    });
  });
});
