import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { TEST_CAPTCHA_RESPONSE } from '../../captcha/captchaVerifier.ts';
import { visitorPartId } from '../../presenters/partRef.ts';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let sql: TestSql;
let token: string;
const T = uniqueToken();
let partId: number;
let requesterPart: number;

/** Limits of this file's server, small enough to reach in a few requests. */
const VISITOR_LIMIT = 3;
const SENDER_LIMIT = 4;
const MEMBER_LIMIT = 10;

/** Sends an RFQ as the member of `token` (null: as a visitor) from the client address in `headers`. */
const rfq = (
  body: Record<string, unknown>,
  auth = true,
  { as = token, headers = clientIp() }: { as?: string; headers?: Record<string, string> } = {},
) =>
  server.request<{
    status: number;
    count?: number;
    msg?: string;
    errors?: { param: string; msg: string }[];
    payload?: { msg: string };
  }>('POST', '/api/mail/sendRFQ', {
    body: {
      partId: auth ? partId : visitorPartId(partId),
      companyName: 'Buyer BV',
      contactName: 'Bea Buyer',
      contactEmail: 'bea@buyer.example.com',
      contactTel: '+31 1',
      requestedQuantity: 3,
      sendToAll: false,
      ...body,
    },
    headers,
    ...(auth ? { token: as } : {}),
  });

/** The text of the one RFQ mail whose message carries `marker`, once the outbox is delivered. */
async function rfqMailWith(marker: string): Promise<string> {
  await server.deliverMail();
  const mails = await sql.rows<{ text: string }>(`select text from mail_message where text like $1`, [
    `%${marker}%`,
  ]);
  expect(mails).toHaveLength(1);
  return mails[0]!.text;
}

async function signInNewMember(): Promise<string> {
  return server.signIn(await buildContact(server.orm));
}

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      RATE_LIMIT_RFQ_VISITOR: VISITOR_LIMIT,
      RATE_LIMIT_RFQ_SENDER: SENDER_LIMIT,
      RATE_LIMIT_RFQ_MEMBER: MEMBER_LIMIT,
    },
  });
  sql = await TestSql.connect();
  const seller = (await buildCompany(server.orm, { name: `Seller ${T}` })).id;
  const other = (await buildCompany(server.orm, { name: `Other ${T}` })).id;
  partId = await buildPart(server.orm, seller, `${T}-RFQ`);
  await buildPart(server.orm, other, `${T}RFQ`, { condition: 'NEW' });
  await sql.rows(
    `insert into contact (company_id, name, email, rfq_disabled) values
       ($1, 'Sam', $2, false), ($1, 'Silent', $3, true), ($4, 'Otto', $5, false)`,
    [
      seller,
      `sam-${T}@seller.example.com`,
      `silent-${T}@seller.example.com`,
      other,
      `otto-${T}@other.example.com`,
    ],
  );
  const member = await buildContact(server.orm);
  requesterPart = await buildPart(server.orm, member.company.id, `${T}RFQ`, { condition: 'USED' });
  token = await server.signIn(member);
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('POST /api/mail/sendRFQ', () => {
  it("validates a visitor's form with the spec messages, naming every missing field", async () => {
    const missing = await rfq({ companyName: '', captcha: TEST_CAPTCHA_RESPONSE }, false);
    expect([missing.status, missing.body.msg]).toEqual([400, 'This field is required']);
    const email = await rfq({ contactEmail: 'not-an-address' }, false);
    expect(email.body.msg).toBe('This field should be a correct email-address');
    const bare = await rfq(
      { companyName: undefined, contactName: ' ', contactEmail: '', contactTel: null },
      false,
    );
    expect([bare.status, bare.body.errors]).toEqual([
      400,
      ['companyName', 'contactName', 'contactEmail', 'contactTel'].map((param) => ({
        param,
        msg: 'This field is required',
      })),
    ]);
  });

  it("prints a member's own company, name, e-mail and telephone, whatever the body says", async () => {
    const company = await buildCompany(server.orm, { name: `Real Buyer ${T}`, tel: '+31 20 000 0001' });
    const member = await buildContact(server.orm, { company, name: `Rita ${T}`, tel: '+31 6 1234 5678' });
    const marker = `forged-${T}`;
    const answer = await rfq(
      {
        message: marker,
        companyName: 'Competitor Trading',
        contactName: 'Their CEO',
        contactEmail: 'ceo@competitor.example.com',
        contactTel: '+1 555 0100',
      },
      true,
      { as: await server.signIn(member) },
    );
    expect(answer.status).toBe(200);
    const mail = await rfqMailWith(marker);
    expect(mail).toContain(`From: Rita ${T} of Real Buyer ${T} (TBS member)`);
    expect(mail).toContain(`Name: Rita ${T}`);
    expect(mail).toContain(`Company: Real Buyer ${T}`);
    expect(mail).toContain(`E-mail: ${member.email}`);
    expect(mail).toContain('Telephone: +31 6 1234 5678');
    expect(mail).toContain('Sent by a signed-in TBS member.');
    expect(mail).not.toMatch(/Competitor|CEO|ceo@|555/);
  });

  it('lets a member leave the identity fields out; the telephone falls back to the company', async () => {
    const company = await buildCompany(server.orm, { name: `Quiet Buyer ${T}`, tel: '+31 20 000 0002' });
    const member = await buildContact(server.orm, { company });
    const marker = `bare-member-${T}`;
    const answer = await rfq(
      { message: marker, companyName: undefined, contactName: undefined, contactEmail: '', contactTel: '' },
      true,
      { as: await server.signIn(member) },
    );
    expect(answer.status).toBe(200);
    const mail = await rfqMailWith(marker);
    expect(mail).toContain(`Company: Quiet Buyer ${T}`);
    expect(mail).toContain('Telephone: +31 20 000 0002');
  });

  it("prints a visitor's details as typed, marked unverified", async () => {
    const marker = `typed-${T}`;
    const answer = await rfq(
      {
        message: marker,
        captcha: TEST_CAPTCHA_RESPONSE,
        contactEmail: `typed-${T.toLowerCase()}@buyer.example.com`,
      },
      false,
    );
    expect(answer.status).toBe(200);
    const mail = await rfqMailWith(marker);
    expect(mail).toContain('From: Bea Buyer of Buyer BV (not signed in: details as typed, unverified)');
    expect(mail).toContain('Company: Buyer BV');
    expect(mail).toContain('Telephone: +31 1');
    expect(mail).toContain('Sent by a visitor who is not a TBS member (details as typed, unverified).');
  });

  it('refuses line breaks and control characters in the one-line fields with a 400, and sends nothing', async () => {
    const marker = `inject-${T}`;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'companyName',
        { companyName: 'Buyer BV\r\nCompany: Trusted Partner' },
        'This field must be a single line',
      ],
      [
        'contactName',
        { contactName: 'Bea\u2028E-mail: boss@example.com' },
        'This field must be a single line',
      ],
      ['contactTel', { contactTel: '+31 1\nTelephone: +31 2' }, 'This field must be a single line'],
      ['address', { address: 'Kade 1\u2029Country: Germany' }, 'This field must be a single line'],
      ['contactName', { contactName: 'Bea\u0085Buyer' }, 'This field must be a single line'],
      ['companyName', { companyName: 'Buyer\u009bBV' }, 'This field must not contain control characters'],
      ['contactTel', { contactTel: '+31\t1' }, 'This field must not contain control characters'],
    ];
    for (const [param, fields, msg] of cases) {
      for (const asMember of [false, true]) {
        const answer = await rfq(
          {
            ...fields,
            message: marker,
            captcha: TEST_CAPTCHA_RESPONSE,
            contactEmail: `i-${T}@x.example.com`,
          },
          asMember,
        );
        expect([param, asMember, answer.status, answer.body.errors]).toEqual([
          param,
          asMember,
          400,
          [{ param, msg }],
        ]);
      }
    }
    // The message itself may run over several lines.
    const lines = await rfq({ message: `Line one\nLine two ${marker}-ok` });
    expect(lines.status).toBe(200);
    expect(await rfqMailWith(`${marker}-ok`)).toContain('Line one\nLine two');
    await server.deliverMail();
    expect(
      await sql.rows(`select 1 from mail_message where text like $1 and text not like $2`, [
        `%${marker}%`,
        `%${marker}-ok%`,
      ]),
    ).toEqual([]);
  });

  it('asks visitors for a solved captcha', async () => {
    const unsolved = await rfq({}, false);
    expect([unsolved.status, unsolved.body.msg]).toEqual([400, 'Please solve the captcha']);
    expect((await rfq({ captcha: 'wrong' }, false)).status).toBe(400);
    const solved = await rfq({ captcha: TEST_CAPTCHA_RESPONSE }, false);
    expect(solved.body).toMatchObject({ status: 200, count: 1 });
  });

  it("refuses a visitor's plain part id: only the token of their search names a part", async () => {
    const byId = await rfq(
      { partId, captcha: TEST_CAPTCHA_RESPONSE, contactEmail: `id-${T}@x.example.com` },
      false,
    );
    expect([byId.status, byId.body.msg]).toEqual([404, 'Part not found.']);
  });

  it("mails the part's RFQ contacts through the mail outbox", async () => {
    const answer = await rfq({ message: 'Best price please' });
    expect(answer.body).toEqual({
      status: 200,
      count: 1,
      payload: { msg: 'Request for quote sent to 1 company' },
    });
    await server.deliverMail();
    // Earlier tests also mailed this seller and the worker may deliver queued jobs in any order: find ours.
    const mails = await sql.rows<{ to: string; text: string }>(
      `select "to", text from mail_message where "to" ilike $1 and text like '%Best price please%'`,
      [`%${T}@seller%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.toLowerCase()).toBe(`sam-${T}@seller.example.com`.toLowerCase());
    expect(mails[0]!.text).toContain('Requested quantity');
  });

  it("shows the requester's address and country in the mail: a member's company's, a visitor's form", async () => {
    const company = await buildCompany(server.orm, { address: `Kade 1 ${T}`, country: 'DE' });
    const member = await server.signIn(await buildContact(server.orm, { company }));
    // A member's own address and country are used, whatever the body says.
    const fromMember = await rfq(
      { message: `member-location-${T}`, address: 'Elsewhere 9', country: 'FR' },
      true,
      { as: member },
    );
    expect(fromMember.status).toBe(200);
    const fromVisitor = await rfq(
      {
        message: `visitor-location-${T}`,
        partId: visitorPartId(partId),
        contactEmail: `location-${T}@buyer.example.com`,
        captcha: TEST_CAPTCHA_RESPONSE,
        address: `Visitor Street 2 ${T}`,
        country: 'be',
      },
      false,
    );
    expect(fromVisitor.status).toBe(200);
    await server.deliverMail();
    const mailOf = async (marker: string) =>
      (
        await sql.rows<{ text: string }>(`select text from mail_message where text like $1`, [`%${marker}%`])
      )[0]?.text;
    const [germany, belgium] = await Promise.all(
      ['DE', 'BE'].map(
        async (code) =>
          (await sql.rows<{ name: string }>('select name from country where code = $1', [code]))[0]!.name,
      ),
    );
    const memberMail = await mailOf(`member-location-${T}`);
    expect(memberMail).toContain(`Address: Kade 1 ${T}`);
    expect(memberMail).toContain(`Country: ${germany}`);
    expect(memberMail).not.toContain('Elsewhere 9');
    const visitorMail = await mailOf(`visitor-location-${T}`);
    expect(visitorMail).toContain(`Address: Visitor Street 2 ${T}`);
    expect(visitorMail).toContain(`Country: ${belgium}`);

    const unknown = await rfq({ captcha: TEST_CAPTCHA_RESPONSE, country: 'QQ' }, false);
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'Please choose a country from the list']);
  });

  it('takes a solved ALTCHA challenge of GET /api/captcha/challenge once', async () => {
    const challenge = await server.request<Challenge & { status: number }>('GET', '/api/captcha/challenge');
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('Cache-Control')).toBe('no-store');
    const { parameters, signature } = challenge.body;
    const solution = await solveChallenge({ challenge: { parameters, signature }, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
      'base64',
    );
    const visitor = { partId: visitorPartId(partId), contactEmail: `altcha-${T}@buyer.example.com` };
    const solved = await rfq({ ...visitor, captcha }, false);
    expect(solved.body).toMatchObject({ status: 200, count: 1 });
    const replayed = await rfq({ ...visitor, captcha }, false);
    expect([replayed.status, replayed.body.msg]).toEqual([400, 'Please solve the captcha']);
  });

  it('sends to every other stock holder with sendToAll', async () => {
    const answer = await rfq({ sendToAll: true });
    expect(answer.body).toMatchObject({
      count: 2,
      payload: { msg: 'Request for quote sent to 2 companies' },
    });
    expect(requesterPart).toBeGreaterThan(0);
    const missing = await rfq({ partId: 999_999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'Part not found.']);
  });
});

describe('POST /api/mail/sendRFQ rate limits', () => {
  // An unknown part answers 404 after the limiter and the captcha, so these requests enqueue no mail.
  const unknownPart = { partId: 999_999_999, captcha: TEST_CAPTCHA_RESPONSE };
  /** A sender address of its own, so the per-sender limit stays out of the way. */
  const sender = () => ({ contactEmail: `sender-${uniqueToken()}@buyer.example.com` });

  it('limits visitors per IP, counting requests past validation and the captcha, and says how long to wait', async () => {
    const ip = clientIp();
    for (let attempt = 0; attempt < VISITOR_LIMIT; attempt += 1) {
      expect((await rfq({ ...unknownPart, ...sender() }, false, { headers: ip })).status).toBe(404);
    }
    const limited = await rfq({ captcha: TEST_CAPTCHA_RESPONSE, ...sender() }, false, { headers: ip });
    expect([limited.status, limited.body.status, limited.body.msg]).toEqual([
      429,
      429,
      'Too many requests for quote. Please wait 60 minutes and try again.',
    ]);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3500);

    // Another address has its own count, and a member on the same address is counted per contact.
    expect((await rfq({ ...unknownPart, ...sender() }, false)).status).toBe(404);
    expect((await rfq({ partId: 999_999_999 }, true, { headers: ip })).status).toBe(404);
  });

  it("does not count a visitor's invalid requests nor those without a solved captcha", async () => {
    const ip = clientIp();
    for (let attempt = 0; attempt < VISITOR_LIMIT + 1; attempt += 1) {
      expect((await rfq({ ...sender(), contactName: '' }, false, { headers: ip })).status).toBe(400);
      expect((await rfq({ ...sender(), captcha: 'wrong' }, false, { headers: ip })).status).toBe(400);
    }
    expect((await rfq({ ...unknownPart, ...sender() }, false, { headers: ip })).status).toBe(404);
  });

  it('limits visitors per sender address, whatever address they send from', async () => {
    const { contactEmail } = sender();
    for (let attempt = 0; attempt < SENDER_LIMIT; attempt += 1) {
      expect((await rfq({ ...unknownPart, contactEmail }, false)).status).toBe(404);
    }
    const limited = await rfq({ ...unknownPart, contactEmail: contactEmail.toUpperCase() }, false);
    expect([limited.status, limited.body.msg]).toEqual([
      429,
      'Too many requests for quote. Please wait 60 minutes and try again.',
    ]);
    expect((await rfq({ ...unknownPart, ...sender() }, false)).status).toBe(404);
  });

  it('limits members per contact, whatever address they send from', async () => {
    const busy = await signInNewMember();
    for (let attempt = 0; attempt < MEMBER_LIMIT; attempt += 1) {
      expect((await rfq({ partId: 999_999_999 }, true, { as: busy })).status).toBe(404);
    }
    const limited = await rfq({}, true, { as: busy });
    expect([limited.status, limited.body.msg]).toEqual([
      429,
      'Too many requests for quote. Please wait 60 minutes and try again.',
    ]);
    expect(limited.headers.get('Retry-After')).toBeTruthy();

    // Another contact still gets through.
    const other = await signInNewMember();
    expect((await rfq({ partId: 999_999_999 }, true, { as: other })).status).toBe(404);
  });
});
