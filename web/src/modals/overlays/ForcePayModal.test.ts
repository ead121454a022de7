import { describe, expect, it } from 'vitest';
import { invoiceToPay } from './ForcePayModal.tsx';

describe('invoiceToPay', () => {
  it('reads the invoice the status link names', () => {
    expect(invoiceToPay('/invoices?pay=TBS-2026-00007')).toBe('TBS-2026-00007');
    expect(invoiceToPay('/invoices')).toBeNull();
    expect(invoiceToPay('https://pay.example.com/x?pay=1')).toBeNull();
    expect(invoiceToPay(null)).toBeNull();
  });
});
