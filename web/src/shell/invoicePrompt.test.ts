import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../api/types.ts';
import { invoicePromptFor } from './invoicePrompt.ts';

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

describe('invoicePromptFor', () => {
  it('prompts for an overdue (also an event invoice) or a due invoice', () => {
    expect(invoicePromptFor({ ...clearStatus, isPastDue: true })).toBe('overdue');
    expect(invoicePromptFor({ ...clearStatus, isPastDueEbm: true })).toBe('overdue');
    expect(invoicePromptFor({ ...clearStatus, isDue: true })).toBe('due');
    expect(invoicePromptFor(clearStatus)).toBeNull();
    expect(invoicePromptFor(undefined)).toBeNull();
  });

  it('says nothing when staff switched the company’s invoice reminders off (isNoNotif)', () => {
    expect(invoicePromptFor({ ...clearStatus, isPastDue: true, isNoNotif: true })).toBeNull();
    expect(invoicePromptFor({ ...clearStatus, isDue: true, isNoNotif: true })).toBeNull();
  });
});
