import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice, Recommendation } from '@tbs/db';
import { buildCompany, buildContact } from '../../test/factories.ts';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';
import type { CompanyEntity } from '../../entities.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function tokenFor(overrides: Parameters<typeof buildContact>[1] = {}) {
  const built = await buildContact(server.orm, overrides);
  const answer = await server.request<{ payload: { token: string } }>('POST', '/api/auth/login', {
    body: { email: built.email, password: built.password },
    headers: clientIp(),
  });
  return { ...built, token: answer.body.payload.token };
}

let invoiceNumber = 0;
async function addInvoice(company: CompanyEntity, fields: Partial<Record<string, unknown>>) {
  const em = server.orm.em.fork();
  invoiceNumber += 1;
  em.create(Invoice, {
    company: company.id,
    invoiceNumber: `T-${Date.now()}-${invoiceNumber}`,
    account: 'Plus',
    total: 675,
    invoiceDate: day(-20),
    dueDate: day(-5),
    ...fields,
  } as never);
  await em.flush();
}

describe('GET /api/companies/getLastInvoiceStatus', () => {
  it('flags an overdue force-pay invoice and passes the company messages', async () => {
    const company = await buildCompany(server.orm, {
      customFullBlock: '<p>Blocked</p>',
      modalMessage: '<p>Hi</p>',
    });
    await addInvoice(company, { invoiceDate: day(-400), dueDate: day(-385), paymentStatus: 1 });
    await addInvoice(company, { forcePay: true, link: 'https://pay.example.com/1' });
    const { token, contact } = await tokenFor({ company });
    const answer = await server.request('GET', '/api/companies/getLastInvoiceStatus', { token });
    expect(answer.body).toEqual({
      status: 200,
      payload: {
        forcePay: true,
        isPastDue: true,
        isPastDueEbm: false,
        isDue: false,
        isEbmInvoice: false,
        isNoNotif: false,
        link: 'https://pay.example.com/1',
        contact_name: contact.name,
        freeTrialBlock: false,
        customFullBlock: '<p>Blocked</p>',
        modalMessage: '<p>Hi</p>',
      },
    });
  });

  it('flags a due EBM invoice, and a finished free trial', async () => {
    const company = await buildCompany(server.orm, { memberSince: null, freeTrialUntil: day(-1) });
    await addInvoice(company, { account: 'EBM', invoiceDate: day(-1), dueDate: day(14) });
    const { token } = await tokenFor({ company });
    const answer = await server.request<{ payload: Record<string, unknown> }>(
      'GET',
      '/api/companies/getLastInvoiceStatus',
      { token },
    );
    expect(answer.body.payload).toMatchObject({
      isDue: true,
      isPastDue: false,
      isEbmInvoice: true,
      isPastDueEbm: false,
      forcePay: false,
      freeTrialBlock: true,
      link: null,
    });
  });

  it('needs a signed-in contact', async () => {
    expect((await server.request('GET', '/api/companies/getLastInvoiceStatus')).status).toBe(401);
  });
});

describe('GET /api/companies/doUnapprovedRecsExist', () => {
  it('is true only for the owner of a company with pending recommendations', async () => {
    const company = await buildCompany(server.orm);
    const owner = await tokenFor({ company, isOwner: true });
    const colleague = await tokenFor({ company });
    const author = await buildContact(server.orm);

    const before = await server.request('GET', '/api/companies/doUnapprovedRecsExist', {
      token: owner.token,
    });
    expect(before.body).toEqual({ status: 200, payload: { exist: false } });

    const em = server.orm.em.fork();
    em.create(Recommendation, {
      company: company.id,
      author: author.contact.id,
      description: 'Reliable partner, fast shipping and honest grading.',
    });
    await em.flush();

    const forOwner = await server.request('GET', '/api/companies/doUnapprovedRecsExist', {
      token: owner.token,
    });
    expect(forOwner.body).toEqual({ status: 200, payload: { exist: true } });
    const forColleague = await server.request('GET', '/api/companies/doUnapprovedRecsExist', {
      token: colleague.token,
    });
    expect(forColleague.body).toEqual({ status: 200, payload: { exist: false } });
  });
});
