import { describe, expect, it } from 'vitest';
import { buildCompany, buildContact } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '../../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const PATH = '/api/companies/me/broadcastSettings';
const LIST_IDS = [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15];

async function member(overrides: Parameters<typeof buildContact>[1] = {}) {
  const built = await buildContact(server.orm, overrides);
  return { ...built, token: await server.signIn(built) };
}

type Setting = { listId: number; label: string; type: number };
type Settings = {
  primary: Setting[];
  alternate: Setting[];
  primaryEmail: string;
  alternateEmail: string | null;
};

const every = (type: number, change: Record<number, number> = {}) =>
  LIST_IDS.map((listId) => ({ listId, type: change[listId] ?? type }));

describe('GET/POST /api/companies/me/broadcastSettings', () => {
  it('lists the 13 lists as No email until set, then returns what was saved for both sets', async () => {
    const { token, email } = await member({ emailAlt: 'alt-settings@example.com' });
    const before = await server.request<{ payload: Settings }>('GET', PATH, { token });
    expect(before.status).toBe(200);
    expect(before.body.payload.primary).toHaveLength(13);
    expect(before.body.payload.primary[0]).toEqual({ listId: 1, label: 'PC', type: 2 });
    expect(before.body.payload.alternate.every((setting) => setting.type === 2)).toBe(true);
    expect(before.body.payload).toMatchObject({
      primaryEmail: email,
      alternateEmail: 'alt-settings@example.com',
    });

    const saved = await server.request('POST', PATH, {
      token,
      body: { primary: every(0, { 4: 1, 15: 2 }), alternate: every(2, { 12: 0 }) },
    });
    expect(saved.body).toEqual({ status: 200, payload: { msg: 'Broadcast settings successfully updated' } });

    const after = (await server.request<{ payload: Settings }>('GET', PATH, { token })).body.payload;
    const typeOf = (settings: Setting[], listId: number) => settings.find((s) => s.listId === listId)!.type;
    expect(typeOf(after.primary, 1)).toBe(0);
    expect(typeOf(after.primary, 4)).toBe(1);
    expect(typeOf(after.primary, 15)).toBe(2);
    expect(typeOf(after.alternate, 12)).toBe(0);
    expect(typeOf(after.alternate, 1)).toBe(2);

    // The client sends back what it got (labels included); saving again changes only the types.
    const again = await server.request('POST', PATH, {
      token,
      body: { primary: after.primary.map((s) => ({ ...s, type: 1 })), alternate: after.alternate },
    });
    expect(again.status).toBe(200);
    const last = (await server.request<{ payload: Settings }>('GET', PATH, { token })).body.payload;
    expect(last.primary.every((s) => s.type === 1)).toBe(true);
    expect(typeOf(last.alternate, 12)).toBe(0);
  });

  it('refuses a set that misses, repeats or invents a list, or a type outside 0-2, and keeps the settings', async () => {
    const { token, contact } = await member();
    await server.request('POST', PATH, { token, body: { primary: every(0), alternate: every(2) } });
    const refusals = [
      { primary: every(1).slice(1), alternate: every(2) },
      { primary: [...every(1).slice(1), { listId: 2, type: 1 }], alternate: every(2) },
      { primary: [...every(1).slice(1), { listId: 3, type: 1 }], alternate: every(2) },
      { primary: every(1), alternate: every(3) },
      { primary: every(1) },
    ];
    for (const body of refusals) {
      const answer = await server.request<{ status: number; msg: string }>('POST', PATH, { token, body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const missing = await server.request<{ msg: string }>('POST', PATH, {
      token,
      body: { primary: every(1).slice(1), alternate: every(2) },
    });
    expect(missing.body.msg).toBe('Please choose Standard, Digest or No email for every broadcast list');
    const rows = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from broadcast_setting where contact_id = ? and email_set = 'primary' and type = 0`,
        [contact.id],
      );
    expect(rows[0]!.n).toBe(13);
  });

  it('is not for service-only members (403) nor visitors (401)', async () => {
    const { token } = await member({ company: await buildCompany(server.orm, { isServiceOnly: true }) });
    const read = await server.request<{ msg: string }>('GET', PATH, { token });
    expect(read.status).toBe(403);
    expect(read.body.msg).toMatch(/^Service-only members have no broadcast settings/);
    const write = await server.request('POST', PATH, {
      token,
      body: { primary: every(0), alternate: every(0) },
    });
    expect(write.status).toBe(403);

    expect((await server.request('GET', PATH)).status).toBe(401);
    expect(
      (await server.request('POST', PATH, { body: { primary: every(0), alternate: every(0) } })).status,
    ).toBe(401);
  });
});
