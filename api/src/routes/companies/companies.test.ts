import { describe, expect, it } from 'vitest';
import { buildCompany, buildContact } from '@tbs/db/testing';
import { Complaint, Favorite, Invoice, Recommendation } from '@tbs/db';
import { type TestServer, useTestServer } from '../../test/server.ts';
import type { CompanyEntity } from '../../entities.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function tokenFor(overrides: Parameters<typeof buildContact>[1] = {}) {
  const built = await buildContact(server.orm, overrides);
  return { ...built, token: await server.signIn(built) };
}

let invoiceNumber = 0;
async function addInvoice(company: CompanyEntity, fields: Partial<Record<string, unknown>>): Promise<string> {
  const em = server.orm.em.fork();
  invoiceNumber += 1;
  const number = `T-${Date.now()}-${invoiceNumber}`;
  em.create(Invoice, {
    company: company.id,
    invoiceNumber: number,
    account: 'Plus',
    total: '675.00',
    invoiceDate: day(-20),
    dueDate: day(-5),
    ...fields,
  } as never);
  await em.flush();
  return number;
}

describe('GET /api/companies/getLastInvoiceStatus', () => {
  it('flags an overdue force-pay invoice and passes the company messages', async () => {
    const company = await buildCompany(server.orm, {
      customFullBlock: '<p>Blocked</p>',
      modalMessage: '<p>Hi</p>',
    });
    await addInvoice(company, { invoiceDate: day(-400), dueDate: day(-385), paymentStatus: 1 });
    // The Pay link names the invoice on Billing History, never the provider's stored (expiring) link.
    const overdue = await addInvoice(company, { forcePay: true, link: 'https://pay.example.com/1' });
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
        link: `/invoices?pay=${overdue}`,
        contact_name: contact.name,
        freeTrialBlock: false,
        customFullBlock: '<p>Blocked</p>',
        modalMessage: '<p>Hi</p>',
      },
    });
  });

  it("says isNoNotif when staff switched the company's invoice reminders off; force-pay still blocks", async () => {
    const company = await buildCompany(server.orm, { noInvoiceReminders: true });
    await addInvoice(company, { forcePay: true });
    const { token } = await tokenFor({ company });
    const answer = await server.request<{ payload: Record<string, unknown> }>(
      'GET',
      '/api/companies/getLastInvoiceStatus',
      { token },
    );
    expect(answer.body.payload).toMatchObject({ isNoNotif: true, isPastDue: true, forcePay: true });
  });

  it('flags a due EBM invoice, and a finished free trial', async () => {
    const company = await buildCompany(server.orm, { memberSince: null, freeTrialUntil: day(-1) });
    const due = await addInvoice(company, { account: 'EBM', invoiceDate: day(-1), dueDate: day(14) });
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
      link: `/invoices?pay=${due}`,
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

describe('GET /api/companies/:id', () => {
  const yearsAgo = (years: number) => day(-Math.ceil(years * 365.25));
  /** The profile fields a member sees as they were stored. */
  const PROFILE = {
    website: 'www.profile.example.com',
    tel: '+49 (0)30 123-456',
    address: 'Hauptstrasse 1',
    zip: '10115',
    city: 'Berlin',
    vatNr: 'DE123456789',
    description: 'Servers and storage, HPE and Dell specialists.',
    shippingDetails: 'Worldwide',
    warrantyPolicy: '1 month RTB',
    ibanCode: 'DE00 0000',
  };

  async function companyWithProfile() {
    const company = await buildCompany(server.orm, {
      name: `Profile ${Date.now()}`,
      country: 'DE',
      ...PROFILE,
      memberSince: yearsAgo(12),
    });
    const main = await buildContact(server.orm, { company, name: 'Main Person', position: 1 });
    const second = await buildContact(server.orm, {
      company,
      name: 'Second Person',
      function: 'Sales',
      position: 2,
      tel: '+49 30 2',
      imName: 'Teams',
      imValue: 'second@teams',
    });
    await buildContact(server.orm, { company, name: 'Gone Person', position: 3, isActive: false });
    const reader = await tokenFor();
    const author = await buildContact(server.orm, { name: 'Rita Recommender' });
    const em = server.orm.em.fork();
    em.create(Recommendation, {
      company: company.id,
      author: author.contact.id,
      description: 'Reliable partner, fast shipping and honest grading.',
      approvedAt: new Date(),
    });
    em.create(Recommendation, {
      company: company.id,
      author: author.contact.id,
      description: 'Pending: not shown until the owner approves it.',
    });
    em.create(Favorite, { contact: reader.contact.id, company: company.id });
    em.create(Favorite, { contact: author.contact.id, company: company.id });
    await em.flush();
    return { company, main, second, reader, author };
  }

  it('answers members the company body with contacts, tier, counts and their favourite flag', async () => {
    const { company, main, second, reader, author } = await companyWithProfile();
    const answer = await server.request<Record<string, unknown>>('GET', `/api/companies/${company.id}`, {
      token: reader.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      company: {
        id: company.id,
        name: company.name,
        country: 'DE',
        countryName: 'Germany',
        ...PROFILE,
        telLink: 'tel:+4930123456',
        isTrusted: 0,
        isGold: 1,
        isDiamond: 0,
        isServiceOnly: 0,
        memberSince: yearsAgo(12),
        favCount: 2,
        misc: [{ isFavorite: 1 }],
        recommendations: [
          {
            description: 'Reliable partner, fast shipping and honest grading.',
            contactName: 'Rita Recommender',
            companyName: author.company.name,
            status: 1,
          },
        ],
      },
      contacts: [
        { id: main.contact.id, name: 'Main Person', label: 'Main', email: main.email, imName: null },
        {
          id: second.contact.id,
          name: 'Second Person',
          function: 'Sales',
          label: '2nd',
          email: second.email,
          tel: '+49 30 2',
          imName: 'Teams',
          imValue: 'second@teams',
        },
      ],
    });
    const body = answer.body as { company: Record<string, unknown>; contacts: unknown[] };
    expect(body.contacts).toHaveLength(2);
    // Never the owner's login name or the company's internal flags.
    expect(body.company).not.toHaveProperty('username');
    expect(body.company).not.toHaveProperty('customFullBlock');
  });

  it('masks the company for visitors: no details, contacts or recommenders', async () => {
    const { company } = await companyWithProfile();
    const answer = await server.request<{ company: Record<string, unknown>; contacts: unknown[] }>(
      'GET',
      `/api/companies/${company.id}`,
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.company).sort()).toEqual(
      [
        'countryName',
        'country',
        'description',
        'id',
        'isDiamond',
        'isGold',
        'isTrusted',
        'name',
        'recommendations',
      ].sort(),
    );
    expect(answer.body.contacts).toEqual([]);
    expect(answer.body.company.recommendations).toEqual([
      expect.objectContaining({ companyName: 'TBS Member', status: 1 }),
    ]);
    const text = JSON.stringify(answer.body);
    for (const secret of ['123-456', 'Hauptstrasse', 'profile.example.com', 'DE123456789', 'Rita'])
      expect(text).not.toContain(secret);
  });

  it('drops the tier while a complaint is open, and is 404 for unknown or inactive companies', async () => {
    const { company, reader } = await companyWithProfile();
    const em = server.orm.em.fork();
    em.create(Complaint, {
      company: company.id,
      filedBy: reader.contact.id,
      title: 'Wrong grade',
      transactionDate: day(-30),
      body: 'Grade C delivered as grade A.',
      resolution: 'Refund',
      status: 'open', // accepted by staff, unsolved
    });
    await em.flush();
    const answer = await server.request<{ company: Record<string, unknown> }>(
      'GET',
      `/api/companies/${company.id}`,
      { token: reader.token },
    );
    expect(answer.body.company).toMatchObject({ isTrusted: 0, isGold: 0, isDiamond: 0 });

    const inactive = await buildCompany(server.orm, { isActive: false });
    for (const id of [inactive.id, 999_999_999]) {
      const missing = await server.request('GET', `/api/companies/${id}`, { token: reader.token });
      expect([missing.status, missing.body.msg]).toEqual([404, 'Company not found.']);
    }
    expect((await server.request('GET', '/api/companies/notBuiltYet')).status).toBe(404);
  });
});
