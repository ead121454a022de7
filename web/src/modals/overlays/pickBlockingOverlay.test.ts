import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../../api/types.ts';
import { isEventInvoice, pickBlockingOverlay, type DismissibleOverlay } from './pickBlockingOverlay.ts';

const clearStatus: InvoiceStatus = {
  forcePay: 0,
  isPastDue: 0,
  isPastDueEbm: 0,
  isDue: 0,
  isEbmInvoice: 0,
  isNoNotif: 0,
  link: null,
  contact_name: null,
  freeTrialBlock: 0,
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
      forcePay: 1,
      freeTrialBlock: 1,
      customFullBlock: '<p>x</p>',
      modalMessage: 'm',
      isPastDue: 1,
    } as const;
    expect(pick(everything)).toBe('forcePay');
    expect(pick(everything, '/invoices')).toBe('freeTrialEnded');
    expect(pick({ freeTrialBlock: 1, customFullBlock: 'x' }, '/payment')).toBe('customFullBlock');
    expect(pick({ modalMessage: 'm', isPastDue: 1 })).toBe('specialMessage');
    expect(pick({ modalMessage: 'm', isPastDue: 1 }, '/', ['specialMessage'])).toBe('invoiceOverdue');
    expect(pick({ isPastDue: 1 }, '/', ['invoiceOverdue'])).toBe('forcedLogout');
  });

  it('treats event-registration invoices as overdue too, unless notifications are off', () => {
    expect(pick({ isPastDueEbm: 1 })).toBe('invoiceOverdue');
    expect(pick({ isPastDue: 1, isNoNotif: 1 })).toBe('forcedLogout');
    expect(isEventInvoice({ ...clearStatus, isEbmInvoice: 1 })).toBe(true);
  });

  it('shows nothing without a status or forced logout', () => {
    expect(
      pickBlockingOverlay({ invoiceStatus: null, forceLogout: false, pathname: '/', dismissed: new Set() }),
    ).toBeNull();
  });
});
