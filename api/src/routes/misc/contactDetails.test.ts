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
