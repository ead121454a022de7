import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffContact } from '@tbs/db';
import { uniqueToken } from '@tbs/db/test/factories';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ContactDetails {
  status: number;
  payload: { supportEmail: string | null; staff: Record<string, unknown>[] };
}

describe('GET /api/misc/contactDetails', () => {
  it("answers the operator's staff from the table in their order, and no made-up support address", async () => {
    const T = uniqueToken();
    const em = server.orm.em.fork();
    const second = em.create(StaffContact, {
      name: `Eva ${T}`,
      position: 'Membership Manager',
      tel: '+31 20 123 45 67',
      email: `eva-${T}@broker.nl`,
      sortOrder: 2,
    });
    em.create(StaffContact, {
      name: `Martijn ${T}`,
      position: 'Managing Director',
      tel: '+31 (0)20 765 43 21',
      email: `martijn-${T}@broker.nl`,
      skype: 'live:martijn',
      sortOrder: 1,
    });
    await em.flush();
    try {
      const answer = await server.request<ContactDetails>('GET', '/api/misc/contactDetails');
      expect(answer.status).toBe(200);
      // The test environment configures no SUPPORT_EMAIL: the pages get null, never a placeholder.
      expect(answer.body.payload.supportEmail).toBeNull();
      const ours = answer.body.payload.staff.filter((staff) => String(staff.name).endsWith(T));
      expect(ours).toEqual([
        {
          id: expect.any(Number),
          name: `Martijn ${T}`,
          position: 'Managing Director',
          tel: '+31 (0)20 765 43 21',
          telHref: 'tel:+310207654321',
          picUrl: null,
          email: `martijn-${T}@broker.nl`,
          skype: 'live:martijn',
        },
        expect.objectContaining({ name: second.name, telHref: 'tel:+31201234567', skype: null }),
      ]);
    } finally {
      await em.nativeDelete(StaffContact, { name: { $like: `%${T}` } });
    }
  });
});

describe('GET /api/misc/contactDetails: company details', () => {
  it("answers the operator's addresses, bank, registration and VAT numbers from the setting operatorDetails", async () => {
    const answer = await server.request<{ payload: { operator: Record<string, unknown> | null } }>(
      'GET',
      '/api/misc/contactDetails',
    );
    // The migration's demo values (Migration20261124060000OperatorDetails), never a placeholder text.
    expect(answer.body.payload.operator).toEqual({
      legalName: expect.any(String),
      postalAddress: expect.arrayContaining([expect.any(String)]),
      officeAddress: expect.arrayContaining([expect.any(String)]),
      bank: {
        bankName: expect.any(String),
        accountHolder: expect.any(String),
        iban: expect.any(String),
        bic: expect.any(String),
      },
      chamberOfCommerce: expect.any(String),
      vatNumber: expect.stringMatching(/^NL/),
    });
  });
});
