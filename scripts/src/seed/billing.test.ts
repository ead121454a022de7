import { describe, expect, it } from 'vitest';
import { centsFromDecimal } from '@tbs/rules';
import { buildBilling, CREDIT_NOTE_COLUMNS, INVOICE_COLUMNS } from './billing.ts';
import { buildMemberBase } from './companies.ts';
import { Random } from './random.ts';
import { Clock } from './time.ts';

const clock = new Clock(new Date('2026-11-22T10:00:00Z'));
const { companies } = buildMemberBase(new Random(1999), 600, clock);
const billing = () => buildBilling(new Random(7), companies, clock);

describe('the seeded billing', () => {
  it('is the same twice for the same seed', () => {
    expect(JSON.stringify(billing())).toBe(JSON.stringify(billing()));
  });

  it('stores exact amounts, lines and buyer with every invoice and credit note', () => {
    const { invoices, creditNotes } = billing();
    expect(invoices.length).toBeGreaterThan(500);
    const column = (name: (typeof INVOICE_COLUMNS)[number]) => INVOICE_COLUMNS.indexOf(name);
    const numbers = new Set<string>();
    for (const row of invoices) {
      expect(row).toHaveLength(INVOICE_COLUMNS.length);
      const number = row[column('invoice_number')] as string;
      expect(number).toMatch(/^TBS-\d{4}-\d{5}$/);
      numbers.add(number);
      const total = centsFromDecimal(row[column('total')] as string);
      const subtotal = centsFromDecimal(row[column('subtotal')] as string);
      const vat = centsFromDecimal(row[column('vat_amount')] as string);
      expect(total).toBe(subtotal + vat);
      expect([0, 21]).toContain(row[column('vat_rate')]);
      const lines = JSON.parse(row[column('lines')] as string) as { cents: number }[];
      expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(subtotal);
      const buyer = JSON.parse(row[column('buyer')] as string) as { company: string; country: string };
      expect(buyer.company).toBeTruthy();
      expect(buyer.country).toBeTruthy();
    }
    expect(numbers.size).toBe(invoices.length);
    for (const row of creditNotes) {
      expect(row).toHaveLength(CREDIT_NOTE_COLUMNS.length);
      expect(row[3]).toMatch(/^TBS-CN-\d{4}-\d{5}$/);
    }
  });

  it('charges 21% BTW to Dutch members', () => {
    const dutch = new Set(
      companies.filter((company) => company.countryCode === 'NL').map((company) => company.id),
    );
    const rows = billing().invoices.filter((row) => dutch.has(row[1] as number));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[INVOICE_COLUMNS.indexOf('vat_label')]).toBe('VAT 21%');
  });
});
