import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { extractText, getDocumentProxy } from 'unpdf';
import { initORM, Company, Invoice, PaymentOrder, Setting } from '@tbs/db';
import { buildCompany, uniqueToken } from '@tbs/db/testing';
import { businessToday } from '../../dates.ts';
import { nextInvoiceNumber } from './invoiceNumbers.ts';
import { addToDate } from './membership.ts';
import { renderInvoicePdf } from '../../pdf/invoicePdf.ts';
import { invoiceDocument, loadSeller } from '../../queries/invoiceDocuments.ts';
import { attachOrderToCompany, settlePaidOrder } from './settlePaidOrder.ts';
import { settlePaidInvoice } from './settlePaidInvoice.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

/** A German Broker order with a valid VAT number (reverse charge) unless overridden. */
async function createOrder(fields: Record<string, unknown> = {}): Promise<number> {
  const em = orm.em.fork();
  const order = em.create(PaymentOrder, {
    company: null,
    accountType: 'broker',
    name: 'Hanna Schmidt',
    email: `buyer-${uniqueToken().toLowerCase()}@example.com`,
    companyName: `Schmidt IT ${uniqueToken()}`,
    address: 'Hauptstrasse 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    vat: 'DE123456789',
    isContractAgreed: true,
    price: '1350.00',
    subtotal: '1350.00',
    vatAmount: '0.00',
    vatRate: 0,
    vatLabel: 'VAT reverse charged (Article 196 VAT Directive)',
    total: '1350.00',
    status: 'created',
    ...fields,
  } as never);
  await em.flush();
  return (order as { id: number }).id;
}

const paidAt = new Date();
const today = businessToday(paidAt);
const settle = (orderId: number, providerRef = `sim_${uniqueToken()}`) =>
  orm.em.fork().transactional((tx) => settlePaidOrder(tx, orderId, { paidAt, providerRef }));

const sequenceOf = (number: string) => Number(number.split('-')[2]);

describe('settlePaidOrder', () => {
  it("invoices a member's paid order and adds a membership year", async () => {
    const company = await buildCompany(orm, {
      memberSince: null,
      freeTrialUntil: today,
      accountType: 'plus',
    });
    const orderId = await createOrder({ company: company.id });
    const settled = await settle(orderId);
    expect(settled.invoiceNumber).toMatch(new RegExp(`^TBS-${today.slice(0, 4)}-\\d{5}$`));
    const em = orm.em.fork();
    const invoice = await em.findOneOrFail(Invoice, settled.invoiceId);
    expect(invoice).toMatchObject({
      account: 'Broker',
      total: '1350.00',
      subtotal: '1350.00',
      vatAmount: '0.00',
      paymentStatus: 1,
      datePaid: today,
      invoiceDate: today,
      dueDate: addToDate(today, { days: 15 }),
      membershipCounted: true,
    });
    expect(invoice.buyer).toMatchObject({
      company: expect.stringContaining('Schmidt IT'),
      vat: 'DE123456789',
      countryCode: 'DE',
    });
    const after = await em.findOneOrFail(Company, company.id);
    expect(after.memberSince).toBe(today);
    expect(after.memberUntil).toBe(addToDate(today, { years: 1 }));
    expect(after.accountType).toBe('broker');
    const order = await em.findOneOrFail(PaymentOrder, orderId);
    expect(order.status).toBe('paid');
    expect(order.invoice?.id).toBe(settled.invoiceId);
  });

  it('is idempotent: a second callback for a paid order makes no second invoice and no second year', async () => {
    const company = await buildCompany(orm);
    const orderId = await createOrder({ company: company.id });
    const first = await settle(orderId);
    const second = await settle(orderId, 'sim_again');
    expect(second).toEqual({ ...first, changed: false });
    const em = orm.em.fork();
    expect(await em.count(Invoice, { order: orderId })).toBe(1);
    expect((await em.findOneOrFail(Company, company.id)).memberUntil).toBe(addToDate(today, { years: 1 }));
  });

  it('settles an order once when its callbacks arrive at the same moment', async () => {
    const company = await buildCompany(orm);
    const orderId = await createOrder({ company: company.id });
    const [first, second] = await Promise.all([settle(orderId), settle(orderId)]);
    expect(first.invoiceId).toBe(second.invoiceId);
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    expect(await orm.em.fork().count(Invoice, { order: orderId })).toBe(1);
    expect((await orm.em.fork().findOneOrFail(Company, company.id)).memberUntil).toBe(
      addToDate(today, { years: 1 }),
    );
  });

  it('adds the year to the end of a running membership', async () => {
    const until = addToDate(today, { days: 100 });
    const company = await buildCompany(orm, { memberUntil: until, memberSince: '2020-05-01' });
    await settle(await createOrder({ company: company.id }));
    const after = await orm.em.fork().findOneOrFail(Company, company.id);
    expect(after.memberUntil).toBe(addToDate(until, { years: 1 }));
    expect(after.memberSince).toBe('2020-05-01');
  });

  it("invoices a visitor's order without a company; attaching it later counts the year once", async () => {
    const orderId = await createOrder();
    const settled = await settle(orderId);
    const em = orm.em.fork();
    const invoice = await em.findOneOrFail(Invoice, settled.invoiceId);
    expect(invoice.company).toBeNull();
    expect(invoice.membershipCounted).toBe(false);
    const company = await buildCompany(orm, { memberSince: null });
    await orm.em.fork().transactional((tx) => attachOrderToCompany(tx, orderId, company.id));
    await orm.em.fork().transactional((tx) => attachOrderToCompany(tx, orderId, company.id));
    const after = await orm.em.fork().findOneOrFail(Company, company.id);
    expect(after.memberUntil).toBe(addToDate(today, { years: 1 }));
  });

  it('gives two payments completing at once consecutive numbers, no gap, no duplicate', async () => {
    const orders = await Promise.all([createOrder(), createOrder(), createOrder(), createOrder()]);
    const before = await orm.em
      .fork()
      .getConnection()
      .execute<{ last: number }[]>(
        'select coalesce((select last from invoice_number_counter where year = ?), 0) as last',
        [Number(today.slice(0, 4))],
      );
    const settled = await Promise.all(orders.map((orderId) => settle(orderId)));
    const numbers = settled.map((one) => sequenceOf(one.invoiceNumber)).sort((a, b) => a - b);
    const first = before[0]!.last + 1;
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3]);
  });

  it('leaves no gap when a paying transaction rolls back', async () => {
    const orderId = await createOrder();
    const failing = await createOrder();
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await settlePaidOrder(tx, failing, { paidAt, providerRef: 'sim_rollback' });
        throw new Error('the webhook failed after settling');
      }),
    ).rejects.toThrow('the webhook failed');
    const previous = await orm.em
      .fork()
      .findOne(
        Invoice,
        { invoiceNumber: { $like: `TBS-${today.slice(0, 4)}-%` } },
        { orderBy: { invoiceNumber: 'desc' } },
      );
    const next = await settle(orderId);
    expect(sequenceOf(next.invoiceNumber)).toBe(sequenceOf(previous!.invoiceNumber) + 1);
  });
});

describe('settlePaidInvoice', () => {
  async function openInvoice(companyId: number, fields: Record<string, unknown> = {}) {
    const em = orm.em.fork();
    const invoice = em.create(Invoice, {
      company: companyId,
      invoiceNumber: `TEST-${uniqueToken()}`,
      account: 'Plus',
      total: '816.75',
      subtotal: '675.00',
      vatAmount: '141.75',
      vatRate: 21,
      vatLabel: 'VAT 21%',
      invoiceDate: addToDate(today, { days: -30 }),
      dueDate: addToDate(today, { days: -15 }),
      forcePay: true,
      ...fields,
    } as never);
    await em.flush();
    return (invoice as { id: number }).id;
  }

  it('pays an overdue force-pay invoice once, lifts force pay and adds the membership year once', async () => {
    const until = addToDate(today, { days: -10 });
    const company = await buildCompany(orm, { memberUntil: until });
    const invoiceId = await openInvoice(company.id);
    const pay = () =>
      orm.em
        .fork()
        .transactional((tx) => settlePaidInvoice(tx, invoiceId, { paidAt, providerRef: 'sim_inv' }));
    expect((await pay()).outcome).toBe('paid');
    expect((await pay()).outcome).toBe('alreadyPaid');
    const em = orm.em.fork();
    expect(await em.findOneOrFail(Invoice, invoiceId)).toMatchObject({
      paymentStatus: 1,
      datePaid: today,
      forcePay: false,
      membershipCounted: true,
    });
    expect((await em.findOneOrFail(Company, company.id)).memberUntil).toBe(addToDate(today, { years: 1 }));
  });

  it('leaves a VOID invoice void', async () => {
    const company = await buildCompany(orm);
    const invoiceId = await openInvoice(company.id, { paymentStatus: 9 });
    const answer = await orm.em
      .fork()
      .transactional((tx) => settlePaidInvoice(tx, invoiceId, { paidAt, providerRef: 'x' }));
    expect(answer).toMatchObject({ outcome: 'void', changed: false });
  });
});

describe('renderInvoicePdf', () => {
  it('states seller, buyer, number, VAT line and total, and renders the same bytes twice', async () => {
    const company = await buildCompany(orm);
    const settled = await settle(await createOrder({ company: company.id }));
    const em = orm.em.fork();
    const invoice = await em.findOneOrFail(Invoice, settled.invoiceId, {
      populate: ['company', 'company.country'],
    });
    const doc = invoiceDocument(invoice, invoice.company ?? null);
    const first = await renderInvoicePdf(doc, await loadSeller(em, doc.keptSeller));
    // The operator moves: the invoice keeps the seller it was made with, and its PDF its bytes.
    const setting = await em.findOneOrFail(Setting, 'operatorDetails');
    const before = setting.value;
    await orm.em.fork().nativeUpdate(Setting, 'operatorDetails', {
      value: { ...(before as Record<string, unknown>), legalName: 'Moved Operator B.V.' },
    });
    try {
      const second = await renderInvoicePdf(doc, await loadSeller(orm.em.fork(), doc.keptSeller));
      expect(first.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.compare(first, second)).toBe(0);
    } finally {
      await orm.em.fork().nativeUpdate(Setting, 'operatorDetails', { value: before });
    }
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(first)), { mergePages: true });
    expect(text).toContain('TBS The Broker Site B.V.');
    expect(text).toContain('NL001234567B01');
    expect(text).toContain(settled.invoiceNumber);
    expect(text).toContain('Schmidt IT');
    expect(text).toContain('VAT number: DE123456789');
    expect(text).toContain('VAT reverse charged (Article 196 VAT Directive) (VAT DE123456789)');
    expect(text).toContain('€ 1,350.00');
    expect(text).toContain('Invoice Total');
    const [year, month, day] = today.split('-');
    expect(text).toContain(`Invoice date: ${day}/${month}/${year}`);
  });

  it('states 21% BTW for a Dutch invoice with two decimals', async () => {
    const doc = invoiceDocument(
      {
        invoiceNumber: 'TBS-2026-99999',
        invoiceDate: '2026-03-09',
        dueDate: '2026-03-24',
        paymentStatus: null,
        account: 'Plus',
        total: '816.75',
        subtotal: '675.00',
        vatAmount: '141.75',
        vatLabel: 'VAT 21%',
        lines: [{ description: 'TBS Plus Membership (1 year)', unitCents: 67500, quantity: 1, cents: 67500 }],
        buyer: {
          name: 'Jan',
          company: 'Jansen BV',
          address: 'Dam 1',
          zip: '1012 JS',
          city: 'Amsterdam',
          country: 'Netherlands',
          countryCode: 'NL',
          vat: 'NL123456789B01',
          taxIdLabel: 'VAT',
          email: null,
        },
      },
      null,
    );
    const pdf = await renderInvoicePdf(doc, null);
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBe(1);
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain('VAT 21% (VAT NL123456789B01)');
    expect(text).toContain('€ 141.75');
    expect(text).toContain('€ 816.75');
    expect(text).toContain('Payment due by 24/03/2026');
  });

  it("states why 21% was added to an EU buyer's invoice", async () => {
    const note = 'The VAT number could not be verified with the EU VIES service, so 21% Dutch VAT is added.';
    const doc = invoiceDocument(
      {
        invoiceNumber: 'TBS-2026-99998',
        invoiceDate: '2026-03-09',
        dueDate: '2026-03-24',
        paymentStatus: 1,
        account: 'Plus',
        total: '816.75',
        subtotal: '675.00',
        vatAmount: '141.75',
        vatLabel: 'VAT 21% (no verified EU VAT number)',
        vatNote: note,
        lines: [{ description: 'TBS Plus Membership (1 year)', unitCents: 67500, quantity: 1, cents: 67500 }],
        buyer: {
          name: 'Bea',
          company: 'Brussels BV',
          address: 'Rue 1',
          zip: '1000',
          city: 'Brussels',
          country: 'Belgium',
          countryCode: 'BE',
          vat: 'BE0411905847',
          taxIdLabel: 'VAT',
          email: null,
        },
      },
      null,
    );
    const proxy = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(doc, null)));
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(note);
  });
});

describe('numbers and membership of rows written without the counter (the demo seed)', () => {
  it('continues after the highest number of the year already given', async () => {
    const company = await buildCompany(orm);
    const em = orm.em.fork();
    em.create(Invoice, {
      company: company.id,
      invoiceNumber: 'TBS-2031-00041',
      account: 'Plus',
      total: '675.00',
      invoiceDate: '2031-01-01',
      dueDate: '2031-01-16',
    } as never);
    await em.flush();
    const number = await orm.em.fork().transactional((tx) => nextInvoiceNumber(tx, 2031));
    expect(number).toBe('TBS-2031-00042');
    expect(await orm.em.fork().transactional((tx) => nextInvoiceNumber(tx, 2031))).toBe('TBS-2031-00043');
  });

  it('extends a membership without member_until from its latest counted invoice', async () => {
    const company = await buildCompany(orm, { memberUntil: null, memberSince: '2020-01-01' });
    const invoiceDate = addToDate(today, { days: -30 });
    const em = orm.em.fork();
    em.create(Invoice, {
      company: company.id,
      invoiceNumber: `TEST-${uniqueToken()}`,
      account: 'Plus',
      total: '675.00',
      invoiceDate,
      dueDate: addToDate(invoiceDate, { days: 15 }),
      paymentStatus: 1,
      membershipCounted: true,
    } as never);
    await em.flush();
    await settle(await createOrder({ company: company.id }));
    const after = await orm.em.fork().findOneOrFail(Company, company.id);
    expect(after.memberUntil).toBe(addToDate(invoiceDate, { years: 2 }));
  });
});
