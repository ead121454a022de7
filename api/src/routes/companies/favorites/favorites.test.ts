import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Complaint } from '@tbs/db';
import {
  buildBroadcast,
  buildCompany,
  buildContact,
  buildPart,
  uniqueToken,
  yearsAgo,
  type BuiltContact,
  TestSql,
} from '@tbs/db/testing';
import { startTestServer, type Answer, type TestServer } from '../../../test/server.ts';

const T = uniqueToken();
let server: TestServer;
let sql: TestSql;
let member: BuiltContact;
let memberToken: string;

interface Favorite {
  id: number;
  name: string;
  country: string;
  countryName: string;
  dateFaved: string;
  dateFavedLong: string;
  description: string | null;
  trusted: number;
  isTrusted: number;
  isGold: number;
  isDiamond: number;
}
interface Body {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: {
    msg?: string;
    isFavorite?: number;
    favCompanies?: number[];
    results?: Favorite[];
    numResults?: number;
  };
}

const toggle = (token: string | undefined, body: Record<string, unknown>) =>
  server.request<Body>('POST', '/api/companies/actions/setCompanyAsFavorite', {
    body,
    ...(token ? { token } : {}),
  });
const list = (token: string | undefined) =>
  server.request<Body>('GET', '/api/companies/favoriteMembers', token ? { token } : {});
const favoriteIds = async (contactId: number) =>
  (
    await sql.rows<{ company_id: number }>(
      'select company_id from favorite where contact_id = $1 order by company_id',
      [contactId],
    )
  ).map((row) => row.company_id);
/** The favCompanies of the X-Updated-User header. */
const updatedFavorites = (answer: Answer<Body>): number[] =>
  JSON.parse(Buffer.from(answer.headers.get('X-Updated-User')!, 'base64url').toString('utf8')).favCompanies;

beforeAll(async () => {
  server = await startTestServer();
  // Files share the worker's database: what earlier files left in the index outbox (an import of thousands of
  // parts) is drained here, within the hook's time, so the tests' own drains take only their rows.
  await server.indexOutbox();
  sql = await TestSql.connect();
  member = await buildContact(server.orm);
  memberToken = await server.signIn(member);
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('POST /api/companies/actions/setCompanyAsFavorite', () => {
  it('adds and removes a favourite, each idempotent, and sends the updated user', async () => {
    const company = await buildCompany(server.orm);
    const on = await toggle(memberToken, {
      companyId: company.id,
      byContactId: member.contact.id,
      action: true,
    });
    expect(on.body).toEqual({
      status: 200,
      payload: { msg: 'This Company was saved in your Favorites', isFavorite: 1, favCompanies: [company.id] },
    });
    expect(updatedFavorites(on)).toEqual([company.id]);
    const again = await toggle(memberToken, { companyId: company.id, action: 1 });
    expect(again.status).toBe(200);
    expect(await favoriteIds(member.contact.id)).toEqual([company.id]);

    const off = await toggle(memberToken, { companyId: company.id, action: false });
    expect(off.body).toEqual({
      status: 200,
      payload: { msg: 'This Company was removed from your Favorites', isFavorite: 0, favCompanies: [] },
    });
    expect(updatedFavorites(off)).toEqual([]);
    expect((await toggle(memberToken, { companyId: company.id, action: 'false' })).status).toBe(200);
    expect(await favoriteIds(member.contact.id)).toEqual([]);
  });

  it("ignores a byContactId naming someone else: only the signed-in contact's favourites change", async () => {
    const victim = await buildContact(server.orm);
    const company = await buildCompany(server.orm);
    const attacker = await buildContact(server.orm);
    const answer = await toggle(await server.signIn(attacker), {
      companyId: company.id,
      byContactId: victim.contact.id,
      action: true,
    });
    expect(answer.status).toBe(200);
    expect(await favoriteIds(victim.contact.id)).toEqual([]);
    expect(await favoriteIds(attacker.contact.id)).toEqual([company.id]);
  });

  it('refuses visitors, bad input, unknown companies and the own company', async () => {
    const company = await buildCompany(server.orm);
    expect((await toggle(undefined, { companyId: company.id, action: true })).status).toBe(401);
    expect((await list(undefined)).status).toBe(401);
    const noAction = await toggle(memberToken, { companyId: company.id });
    expect([noAction.status, noAction.body.errors?.[0]?.param]).toEqual([400, 'action']);
    const badAction = await toggle(memberToken, { companyId: company.id, action: 'maybe' });
    expect([badAction.status, badAction.body.errors?.[0]?.param]).toEqual([400, 'action']);
    const badId = await toggle(memberToken, { companyId: 'abc', action: true });
    expect([badId.status, badId.body.errors?.[0]?.param]).toEqual([400, 'companyId']);
    const unknown = await toggle(memberToken, { companyId: 2_000_000_000, action: true });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'Company not found.']);
    const inactive = await buildCompany(server.orm, { isActive: false });
    expect((await toggle(memberToken, { companyId: inactive.id, action: true })).status).toBe(404);
    const own = await toggle(memberToken, { companyId: member.company.id, action: true });
    expect([own.status, own.body.msg]).toEqual([400, 'You cannot add your own company to your favorites.']);
    // Removing what is not there is fine, for any id.
    expect((await toggle(memberToken, { companyId: 2_000_000_000, action: false })).status).toBe(200);
  });

  it('lets service-only members keep favourites (spec part 2 section 6)', async () => {
    const serviceOnly = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { isServiceOnly: true }),
    });
    const token = await server.signIn(serviceOnly);
    const company = await buildCompany(server.orm, { name: `Service fav ${T}` });
    expect((await toggle(token, { companyId: company.id, action: true })).status).toBe(200);
    const answer = await list(token);
    expect(answer.body.payload!.results!.map((favorite) => favorite.name)).toEqual([`Service fav ${T}`]);
  });
});

describe('GET /api/companies/favoriteMembers', () => {
  it("lists the contact's active favourites, newest first, with country, date and tier", async () => {
    const contact = await buildContact(server.orm);
    const token = await server.signIn(contact);
    const gold = await buildCompany(server.orm, {
      name: `Gold ${T}`,
      country: 'DE',
      memberSince: yearsAgo(12),
      description: 'Servers and storage',
    });
    const complained = await buildCompany(server.orm, { name: `Complained ${T}`, memberSince: yearsAgo(25) });
    const regular = await buildCompany(server.orm, { name: `Regular ${T}`, memberSince: yearsAgo(1) });
    const closed = await buildCompany(server.orm, { name: `Closed ${T}` });
    const em = server.orm.em.fork();
    em.create(Complaint, {
      company: complained.id,
      filedBy: member.contact.id,
      title: 'Open complaint',
      transactionDate: '2026-01-01',
      body: 'Not delivered',
      resolution: 'Refund',
      status: 'open', // accepted by staff, unsolved
    });
    await em.flush();
    for (const company of [gold, complained, regular, closed]) {
      expect((await toggle(token, { companyId: company.id, action: true })).status).toBe(200);
    }
    await sql.rows(`update favorite set created_at = $2 where contact_id = $1 and company_id = $3`, [
      contact.contact.id,
      '2025-03-12T10:00:00Z',
      gold.id,
    ]);
    await sql.rows('update company set is_active = false where id = $1', [closed.id]);

    const answer = await list(token);
    expect(answer.status).toBe(200);
    const results = answer.body.payload!.results!;
    expect(results.map((favorite) => favorite.name)).toEqual([
      `Regular ${T}`,
      `Complained ${T}`,
      `Gold ${T}`,
    ]);
    expect(answer.body.payload!.numResults).toBe(3);
    expect(results[2]).toEqual({
      id: gold.id,
      name: `Gold ${T}`,
      country: 'DE',
      countryName: 'Germany',
      dateFaved: '2025-03-12',
      dateFavedLong: '12 March 2025',
      description: 'Servers and storage',
      trusted: 2,
      isTrusted: 0,
      isGold: 1,
      isDiamond: 0,
    });
    // An open complaint takes the tier away, here as everywhere.
    expect([results[1]!.trusted, results[1]!.isDiamond]).toEqual([0, 0]);
    expect([results[0]!.trusted, results[0]!.isTrusted]).toEqual([0, 0]);
    // Another contact of the same company has favourites of their own.
    const colleague = await buildContact(server.orm, { company: contact.company });
    expect((await list(await server.signIn(colleague))).body.payload!.results).toEqual([]);
  });
});

describe('the From Favorites filters of parts and broadcasts', () => {
  it('follow the toggle at once', async () => {
    const contact = await buildContact(server.orm);
    const token = await server.signIn(contact);
    const seller = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { name: `Seller ${T}` }),
    });
    const partNumber = `${T}FAV1`;
    const partId = await buildPart(server.orm, seller.company, partNumber);
    const broadcastId = await buildBroadcast(server.orm, seller.contact, {
      subject: `WTS HPE ${partNumber} server part`,
    });
    await server.indexOutbox();
    const parts = async () =>
      (
        await server.request<{ payload: { results: { id: number }[] } }>(
          'GET',
          `/api/parts?query=${partNumber}&favorites=1`,
          { token },
        )
      ).body.payload.results.map((hit) => hit.id);
    const broadcasts = async () =>
      (
        await server.request<{ payload: { results: { id: number }[] } }>(
          'GET',
          `/api/broadcasts?query=${partNumber}&favorites=true`,
          { token },
        )
      ).body.payload.results.map((row) => row.id);

    expect([await parts(), await broadcasts()]).toEqual([[], []]);
    await toggle(token, { companyId: seller.company.id, action: true });
    expect([await parts(), await broadcasts()]).toEqual([[partId], [broadcastId]]);
    await toggle(token, { companyId: seller.company.id, action: false });
    expect([await parts(), await broadcasts()]).toEqual([[], []]);
  });
});
