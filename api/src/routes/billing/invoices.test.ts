import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { CreditNote, Invoice } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken } from '@tbs/db/testing';
import { startTestServer, type TestServer } from '../../test/server.ts';
import type { CompanyEntity } from '../../entities.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, {});
});
afterAll(() => server.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

async function tokenFor(company?: CompanyEntity, fields: Parameters<typeof buildContact>[1] = {}) {
  const built = await buildContact(server.orm, { ...(company ? { company } : {}), ...fields });
  return { ...built, token: await server.signIn(built) };
}

async function addInvoice(company: CompanyEntity, fields: Record<string, unknown> = {}): Promise<string> {
  const em = server.orm.em.fork();
  const invoiceNumber = `TBS-T${uniqueToken()}`;
  em.create(Invoice, {
    company: company.id,
    invoiceNumber,
    account: 'Plus',
    total: '816.75',
    subtotal: '675.00',
    vatAmount: '141.75',
    vatRate: 21,
    vatLabel: 'VAT 21%',
    lines: [{ description: 'TBS Plus Membership (1 year)', unitCents: 67500, quantity: 1, cents: 67500 }],
    buyer: {
      name: 'Jan Jansen',
      company: company.name,
      address: 'Dam 1',
      zip: '1012 JS',
      city: 'Amsterdam',
      country: 'Netherlands',
      countryCode: 'NL',
      vat: 'NL123456789B01',
      taxIdLabel: 'VAT',
      email: null,
    },
    invoiceDate: day(-20),
    dueDate: day(-5),
    link: 'https://pay.example.com/x',
    ...fields,
  } as never);
  await em.flush();
  return invoiceNumber;
}

async function fetchPdf(path: string, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

interface Item {
  invoiceNumber: string;
  total: string;
  invoiceDate: string;
  datePaid: string | null;
  paymentStatus: number | null;
  isPastDue: boolean;
  link: string | null;
  account: string;
}
const list = (path: string, token?: string) =>
  server.request<{ status: number; payload: { results: Item[]; numResults: number } }>('GET', path, {
    token,
  });

describe('GET /api/companies/getInvoices and getCreditNotes', () => {
  it("lists the own company's invoices since 2021, newest first, with the statuses' facts", async () => {
    const company = await buildCompany(server.orm);
    const paid = await addInvoice(company, {
      invoiceDate: day(-400),
      dueDate: day(-385),
      datePaid: day(-390),
      paymentStatus: 1,
      link: null,
    });
    const voided = await addInvoice(company, {
      invoiceDate: day(-300),
      dueDate: day(-285),
      paymentStatus: 9,
    });
    const overdue = await addInvoice(company, { invoiceDate: day(-20), dueDate: day(-5) });
    const due = await addInvoice(company, {
      invoiceDate: day(-1),
      dueDate: day(14),
      total: '1350',
      subtotal: '1350',
    });
    await addInvoice(company, { invoiceDate: '2020-12-31', dueDate: '2021-01-15', paymentStatus: 1 });
    const other = await buildCompany(server.orm);
    await addInvoice(other, {});
    const { token } = await tokenFor(company);
    const answer = await list('/api/companies/getInvoices', token);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.results.map((item) => item.invoiceNumber)).toEqual([
      due,
      overdue,
      voided,
      paid,
    ]);
    const [dueItem, overdueItem, voidItem, paidItem] = answer.body.payload.results;
    expect(dueItem).toMatchObject({
      paymentStatus: null,
      isPastDue: false,
      total: '1350.00',
      link: 'https://pay.example.com/x',
    });
    expect(overdueItem).toMatchObject({
      paymentStatus: null,
      isPastDue: true,
      total: '816.75',
      invoiceDate: ddmmyyyy(day(-20)),
    });
    expect(voidItem).toMatchObject({ paymentStatus: 9, isPastDue: false, link: null });
    expect(paidItem).toMatchObject({
      paymentStatus: 1,
      datePaid: ddmmyyyy(day(-390)),
      account: 'Plus',
      link: null,
    });
  });

  it('lists credit notes as settled documents', async () => {
    const company = await buildCompany(server.orm);
    const em = server.orm.em.fork();
    em.create(CreditNote, {
      company: company.id,
      creditNoteNumber: `CN-${uniqueToken()}`,
      account: 'Custom',
      total: '100',
      creditNoteDate: day(-3),
    } as never);
    await em.flush();
    const { token } = await tokenFor(company);
    const answer = await list('/api/companies/getCreditNotes', token);
    expect(answer.body.payload.results).toEqual([
      expect.objectContaining({
        account: 'Custom',
        total: '100.00',
        paymentStatus: 2,
        isPastDue: false,
        link: null,
      }),
    ]);
  });

  it('answers 401 to visitors', async () => {
    expect((await list('/api/companies/getInvoices')).status).toBe(401);
    expect((await list('/api/companies/getCreditNotes')).status).toBe(401);
  });
});

describe('GET /api/companies/invoices/{number}/pdf', () => {
  it('downloads the own invoice as a PDF, the same bytes every time (a service-only member too)', async () => {
    const company = await buildCompany(server.orm, { isServiceOnly: true });
    const number = await addInvoice(company);
    const { token } = await tokenFor(company);
    const first = await fetchPdf(`/api/companies/invoices/${number}/pdf`, token);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('application/pdf');
    expect(first.response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const second = await fetchPdf(`/api/companies/invoices/${number}/pdf`, token);
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(first.bytes)), {
      mergePages: true,
    });
    expect(text).toContain(number);
    expect(text).toContain(company.name);
    expect(text).toContain('VAT 21% (VAT NL123456789B01)');
    expect(text).toContain('€ 816.75');
  });

  it("answers 404 for another company's invoice (to its owner too) or an unknown number, 401 to visitors", async () => {
    const other = await buildCompany(server.orm);
    const number = await addInvoice(other);
    const { token } = await tokenFor(undefined, { isOwner: true });
    const listed = await list('/api/companies/getInvoices', token);
    expect(listed.body.payload.results.map((item) => item.invoiceNumber)).not.toContain(number);
    expect((await fetchPdf(`/api/companies/invoices/${number}/pdf`, token)).response.status).toBe(404);
    expect((await fetchPdf('/api/companies/invoices/TBS-0000-00000/pdf', token)).response.status).toBe(404);
    expect((await fetchPdf('/api/companies/invoices/..%2F..%2Fetc/pdf', token)).response.status).toBe(404);
    expect((await fetchPdf(`/api/companies/invoices/${number}/pdf`)).response.status).toBe(401);
  });

  it("downloads the own credit note; another company's is 404", async () => {
    const company = await buildCompany(server.orm);
    const number = `CN-${uniqueToken()}`;
    const em = server.orm.em.fork();
    em.create(CreditNote, {
      company: company.id,
      creditNoteNumber: number,
      account: 'Plus',
      total: '675.00',
      creditNoteDate: day(-3),
    } as never);
    await em.flush();
    const { token } = await tokenFor(company);
    const own = await fetchPdf(`/api/companies/creditNotes/${number}/pdf`, token);
    expect(own.response.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(own.bytes)), {
      mergePages: true,
    });
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('€ 675.00');
    const stranger = await tokenFor();
    expect((await fetchPdf(`/api/companies/creditNotes/${number}/pdf`, stranger.token)).response.status).toBe(
      404,
    );
  });

  it('lets a member blocked by an overdue force-pay invoice list and download it', async () => {
    const company = await buildCompany(server.orm);
    const number = await addInvoice(company, { forcePay: true });
    const { token } = await tokenFor(company);
    // The block is in force: other member calls are refused.
    const refused = await server.request('GET', '/api/companies/favoriteMembers', { token });
    expect(refused.status).toBe(403);
    const invoices = await list('/api/companies/getInvoices', token);
    expect(invoices.status).toBe(200);
    expect(invoices.body.payload.results[0]).toMatchObject({ invoiceNumber: number, isPastDue: true });
    expect((await list('/api/companies/getCreditNotes', token)).status).toBe(200);
    expect((await fetchPdf(`/api/companies/invoices/${number}/pdf`, token)).response.status).toBe(200);
  });
});
