import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../../api/types.ts';
import { isEventInvoice, pickBlockingOverlay, type DismissibleOverlay } from './pickBlockingOverlay.ts';

const clearStatus: InvoiceStatus = {
  forcePay: false,
  isPastDue: false,
  isPastDueEbm: false,
  isDue: false,
  isEbmInvoice: false,
  isNoNotif: false,
  link: null,
  contact_name: 'Ann',
  freeTrialBlock: false,
  customFullBlock: null,
  modalMessage: null,
};

const pick = (status: Partial<InvoiceStatus>, pathname = '/', dismissed: DismissibleOverlay[] = []) =>
  pickBlockingOverlay({
    invoiceStatus: { ...clearStatus, ...status },
    forceLogout: true,
    pathname,
    dismissed: new Set(dismissed),
  });

describe('pickBlockingOverlay', () => {
  it('shows only the highest priority that applies', () => {
    const everything = {
      forcePay: true,
      freeTrialBlock: true,
      customFullBlock: '<p>x</p>',
      modalMessage: 'm',
      isPastDue: true,
    } as const;
    expect(pick(everything)).toBe('forcePay');
    expect(pick(everything, '/invoices')).toBe('freeTrialEnded');
    expect(pick({ freeTrialBlock: true, customFullBlock: 'x' }, '/payment')).toBe('customFullBlock');
    expect(pick({ modalMessage: 'm', isPastDue: true })).toBe('specialMessage');
    expect(pick({ modalMessage: 'm', isPastDue: true }, '/', ['specialMessage'])).toBe('invoiceOverdue');
    expect(pick({ isPastDue: true }, '/', ['invoiceOverdue'])).toBe('forcedLogout');
  });

  it('shows Billing History without the force-pay block or the overdue reminder that lead there', () => {
    expect(pick({ forcePay: true, isPastDue: true }, '/invoices')).toBe('forcedLogout');
    expect(pick({ isPastDue: true }, '/invoices')).toBe('forcedLogout');
    expect(pick({ isPastDue: true }, '/broadcasts')).toBe('invoiceOverdue');
  });

  it('treats event-registration invoices as overdue too, unless notifications are off', () => {
    expect(pick({ isPastDueEbm: true })).toBe('invoiceOverdue');
    expect(pick({ isPastDue: true, isNoNotif: true })).toBe('forcedLogout');
    expect(isEventInvoice({ ...clearStatus, isEbmInvoice: true })).toBe(true);
  });

  it('shows nothing without a status or forced logout', () => {
    expect(
      pickBlockingOverlay({ invoiceStatus: null, forceLogout: false, pathname: '/', dismissed: new Set() }),
    ).toBeNull();
  });
});
