import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { startTestServer, type TestServer } from '../../../test/server.ts';

const T = uniqueToken();
const RECOMMEND_LIMIT = 4;
const TEXT = `Reliable partner for years, fast shipping and honest grading ${T}.`;

let server: TestServer;
let sql: TestSql;
/** The recommended company: its owner, a colleague who is not the owner. */
let owner: BuiltContact;
let colleague: BuiltContact;
let ownerToken: string;
let colleagueToken: string;
/** A member of another company who recommends, and another company's owner. */
let recommender: BuiltContact;
let recommenderToken: string;
let strangerOwnerToken: string;

interface Rec {
  id: number;
  description: string;
  contactName?: string;
  companyName: string;
  companyId?: number;
  dt: string;
  status: number;
}
interface Body {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg?: string; results?: Rec[]; numResults?: number; exist?: boolean };
  company?: { id: number; recommendations: Rec[] };
  contacts?: unknown[];
}

const recommend = (token: string | undefined, companyId: number, body: Record<string, unknown> = {}) =>
  server.request<Body>('POST', `/api/companies/${companyId}/actions/recommendCompany`, {
    body: { text: TEXT, ...body },
    ...(token ? { token } : {}),
  });
const act = (token: string | undefined, id: number, action: 'approveRec' | 'declineRec' | 'deleteRec') =>
  server.request<Body>('POST', `/api/companies/recommendations/${id}/actions/${action}`, {
    body: {},
    ...(token ? { token } : {}),
  });
const ownList = (token: string | undefined) =>
  server.request<Body>('GET', '/api/companies/me/recommendations', token ? { token } : {});
const publicRecs = async (companyId: number, token?: string) =>
  (await server.request<Body>('GET', `/api/companies/${companyId}`, token ? { token } : {})).body.company!
    .recommendations;
const waiting = async (token: string) =>
  (await server.request<Body>('GET', '/api/companies/doUnapprovedRecsExist', { token })).body.payload!.exist;

/** The id of the newest recommendation of a company by a contact. */
async function recommendationId(companyId: number, authorId: number): Promise<number> {
  const [row] = await sql.rows<{ id: number }>(
    'select id from recommendation where company_id = $1 and author_id = $2 order by id desc limit 1',
    [companyId, authorId],
  );
  return row!.id;
}

/** A signed-in member of a new company (each rule test counts against its own limit). */
const freshMember = async () => server.signIn(await buildContact(server.orm));

/** A company with an owner who is signed in. */
async function ownedCompany(overrides: Parameters<typeof buildCompany>[1] = {}) {
  const company = await buildCompany(server.orm, overrides);
  const contact = await buildContact(server.orm, { company, isOwner: true });
  return { company, contact, token: await server.signIn(contact) };
}

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { RATE_LIMIT_RECOMMENDATION: RECOMMEND_LIMIT } });
  sql = await TestSql.connect();
  const company = await buildCompany(server.orm, { name: `Recommended ${T}` });
  owner = await buildContact(server.orm, {
    company,
    isOwner: true,
    name: `Olga ${T}`,
    email: `owner-${T.toLowerCase()}@recommended.example.com`,
  });
  colleague = await buildContact(server.orm, { company, position: 2 });
  recommender = await buildContact(server.orm, {
    company: await buildCompany(server.orm, { name: `Recommender ${T}` }),
    name: `Rita ${T}`,
  });
  ownerToken = await server.signIn(owner);
  colleagueToken = await server.signIn(colleague);
  recommenderToken = await server.signIn(recommender);
  strangerOwnerToken = (await ownedCompany()).token;
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('the recommendation life cycle', () => {
  let pendingId: number;

  it('sends a recommendation that waits for the owner, who is mailed', async () => {
    const answer = await recommend(recommenderToken, owner.company.id, { text: `  ${TEXT}  ` });
    expect(answer.body).toEqual({ status: 200, payload: { msg: 'Recommendation sent' } });
    pendingId = await recommendationId(owner.company.id, recommender.contact.id);
    const [row] = await sql.rows<{ description: string; approved_at: Date | null }>(
      'select description, approved_at from recommendation where id = $1',
      [pendingId],
    );
    expect(row).toEqual({ description: TEXT, approved_at: null });

    await server.deliverMail();
    const mails = await sql.rows<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_message where text like $1`,
      [`%${T}.%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(owner.email);
    expect(mails[0]!.subject).toBe('A recommendation of your company waits for your approval');
    expect(mails[0]!.text).toContain(`Rita ${T} of Recommender ${T} recommended Recommended ${T}`);
    expect(mails[0]!.text).toContain('/profile');
  });

  it('keeps a waiting recommendation from everyone but the owner', async () => {
    expect(await publicRecs(owner.company.id)).toEqual([]);
    expect(await publicRecs(owner.company.id, recommenderToken)).toEqual([]);
    expect(await publicRecs(owner.company.id, colleagueToken)).toEqual([]);

    const list = await ownList(ownerToken);
    expect(list.body.payload!.results).toEqual([
      {
        id: pendingId,
        description: TEXT,
        contactName: `Rita ${T}`,
        companyName: `Recommender ${T}`,
        companyId: recommender.company.id,
        dt: expect.any(String),
        status: 0,
      },
    ]);
    expect(await waiting(ownerToken)).toBe(true);
    // The prompt is the owner's: a colleague cannot approve, so is not prompted.
    expect(await waiting(colleagueToken)).toBe(false);
    expect((await ownList(colleagueToken)).status).toBe(403);
    expect((await ownList(undefined)).status).toBe(401);
  });

  it('refuses a second recommendation while the first waits', async () => {
    const again = await recommend(recommenderToken, owner.company.id);
    expect([again.status, again.body.msg]).toEqual([
      409,
      'Your recommendation of this company is waiting for its approval. You can recommend it again once it has been approved or declined.',
    ]);
  });

  it("lets only the recommended company's owner approve (403 for another owner, a colleague, the author)", async () => {
    for (const token of [strangerOwnerToken, colleagueToken, recommenderToken]) {
      const refused = await act(token, pendingId, 'approveRec');
      expect([refused.status, refused.body.msg]).toEqual([
        403,
        'Only the owner of the company can approve, decline or delete its recommendations.',
      ]);
    }
    expect((await act(undefined, pendingId, 'approveRec')).status).toBe(401);
    expect(await publicRecs(owner.company.id)).toEqual([]);
  });

  it('makes an approved recommendation public, the recommender masked for visitors', async () => {
    const approved = await act(ownerToken, pendingId, 'approveRec');
    expect(approved.status).toBe(200);
    expect(approved.body.payload!.msg).toBe('Recommendation approved');
    expect(approved.body.payload!.results!.map((rec) => [rec.id, rec.status])).toEqual([[pendingId, 1]]);
    expect(approved.body.company!.id).toBe(owner.company.id);
    expect(approved.body.company!.recommendations.map((rec) => rec.id)).toEqual([pendingId]);
    expect(approved.body.contacts!.length).toBe(2);
    expect(await waiting(ownerToken)).toBe(false);

    const [forVisitor] = await publicRecs(owner.company.id);
    expect(forVisitor).toEqual({
      id: pendingId,
      description: TEXT,
      companyName: 'TBS Member',
      dt: expect.any(String),
      status: 1,
    });
    const [forMember] = await publicRecs(owner.company.id, strangerOwnerToken);
    expect([forMember!.companyName, forMember!.contactName]).toEqual([`Recommender ${T}`, `Rita ${T}`]);

    // Approving again changes nothing; declining an approved one is refused (it is deleted instead).
    expect((await act(ownerToken, pendingId, 'approveRec')).status).toBe(200);
    const decline = await act(ownerToken, pendingId, 'declineRec');
    expect([decline.status, decline.body.msg]).toEqual([
      409,
      'This recommendation was already approved. Delete it instead.',
    ]);
  });

  it('lets the author recommend again once approved, and the owner decline that one', async () => {
    expect((await recommend(recommenderToken, owner.company.id, { text: `${TEXT} Again.` })).status).toBe(
      200,
    );
    const second = await recommendationId(owner.company.id, recommender.contact.id);
    expect(second).not.toBe(pendingId);
    expect((await act(strangerOwnerToken, second, 'declineRec')).status).toBe(403);
    const declined = await act(ownerToken, second, 'declineRec');
    expect([declined.status, declined.body.payload!.msg]).toEqual([200, 'Recommendation declined']);
    expect(declined.body.payload!.results!.map((rec) => rec.id)).toEqual([pendingId]);
    expect((await sql.rows('select 1 from recommendation where id = $1', [second])).length).toBe(0);
    expect((await act(ownerToken, second, 'approveRec')).status).toBe(404);
  });

  it('lets the owner delete an approved recommendation', async () => {
    expect((await act(strangerOwnerToken, pendingId, 'deleteRec')).status).toBe(403);
    const deleted = await act(ownerToken, pendingId, 'deleteRec');
    expect([deleted.status, deleted.body.payload!.msg]).toEqual([200, 'Recommendation deleted']);
    expect(deleted.body.company!.recommendations).toEqual([]);
    expect(await publicRecs(owner.company.id)).toEqual([]);
    const gone = await act(ownerToken, pendingId, 'deleteRec');
    expect([gone.status, gone.body.msg]).toEqual([404, 'Recommendation not found.']);
  });
});

describe('POST /api/companies/{id}/actions/recommendCompany rules', () => {
  it('needs 30 characters after trimming, and at most 2000', async () => {
    const company = (await ownedCompany()).company;
    const recommenderToken = await freshMember();
    const short = await recommend(recommenderToken, company.id, { text: `   ${'x'.repeat(29)}   ` });
    expect([short.status, short.body.errors?.[0]]).toEqual([
      400,
      { param: 'text', msg: 'Your recommendation must be at least 30 characters long.' },
    ]);
    const missing = await recommend(recommenderToken, company.id, { text: undefined });
    expect(missing.body.errors?.[0]?.param).toBe('text');
    const long = await recommend(recommenderToken, company.id, { text: 'y'.repeat(2001) });
    expect([long.status, long.body.errors?.[0]?.param]).toEqual([400, 'text']);
    const mismatch = await recommend(recommenderToken, company.id, { companyId: company.id + 1 });
    expect([mismatch.status, mismatch.body.errors?.[0]?.param]).toEqual([400, 'companyId']);
    expect(await sql.rows('select 1 from recommendation where company_id = $1', [company.id])).toEqual([]);
  });

  it('refuses visitors, the own company, service-only and unknown companies', async () => {
    const company = (await ownedCompany()).company;
    const author = await freshMember();
    expect((await recommend(undefined, company.id)).status).toBe(401);
    const own = await recommend(ownerToken, owner.company.id);
    expect([own.status, own.body.msg]).toEqual([403, 'You cannot recommend your own company.']);
    expect((await recommend(colleagueToken, owner.company.id)).status).toBe(403);
    const serviceOnly = (await ownedCompany({ isServiceOnly: true })).company;
    const toServiceOnly = await recommend(author, serviceOnly.id);
    expect([toServiceOnly.status, toServiceOnly.body.msg]).toEqual([
      403,
      'Service-only companies cannot be recommended.',
    ]);
    const inactive = await buildCompany(server.orm, { isActive: false });
    expect((await recommend(author, inactive.id)).status).toBe(404);
    expect((await recommend(author, 2_000_000_000)).status).toBe(404);
  });

  it('lets service-only members recommend (the spec restricts them elsewhere only)', async () => {
    const company = (await ownedCompany()).company;
    const serviceOnly = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { isServiceOnly: true }),
    });
    const answer = await recommend(await server.signIn(serviceOnly), company.id);
    expect(answer.status).toBe(200);
  });

  it('limits recommendations per contact', async () => {
    const author = await server.signIn(await buildContact(server.orm));
    const companies = await Promise.all(
      Array.from({ length: RECOMMEND_LIMIT + 1 }, async () => (await ownedCompany()).company),
    );
    for (const company of companies.slice(0, RECOMMEND_LIMIT)) {
      expect((await recommend(author, company.id)).status).toBe(200);
    }
    const refused = await recommend(author, companies[RECOMMEND_LIMIT]!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many recommendations\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another member is not slowed.
    expect((await recommend(await freshMember(), companies[RECOMMEND_LIMIT]!.id)).status).toBe(200);
  });

  it('sends no mail when the company has no owner, and still stores the recommendation', async () => {
    const ownerless = await buildCompany(server.orm, { name: `Ownerless ${T}` });
    const answer = await recommend(await freshMember(), ownerless.id, { text: `${TEXT} ownerless` });
    expect(answer.status).toBe(200);
    await server.deliverMail();
    expect(await sql.rows(`select 1 from mail_message where text like $1`, [`%${T}. ownerless%`])).toEqual(
      [],
    );
  });
});
