import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, uniqueToken, TestSql } from '@tbs/db/testing';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';
import { RegistrationAnswer, RatingAnswer } from './schema.ts';

let server: TestServer;
let sql: TestSql;
const T = uniqueToken();
const PASS = 'test-captcha-pass';
const REGISTRATION_LIMIT = 3;
const NOTICE_LIMIT = 2;
const STAFF_EMAIL = `sam-${T.toLowerCase()}@staff.example.com`;

interface Failure {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg: string };
}

let serial = 0;
/** A complete, valid visitor's payload with a company name and address of its own. */
function payload(extra: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    company: `Register Trading ${T} ${serial}`,
    address: 'Keizersgracht 1',
    city: 'Amsterdam',
    zip: '1015 AA',
    country: 'NL',
    desc: 'Refurbished servers and storage',
    website: 'https://register.example.com',
    vat: 'NL123456789B01',
    hear: 'LinkedIn',
    name: 'Rosa Register',
    function: 'Purchasing manager',
    email: `rosa-${T.toLowerCase()}-${serial}@register.example.com`,
    tel: '+31 20 123 45 67',
    isContractAgreed: true,
    isFromQrCode: false,
    captcha: PASS,
    ...extra,
  };
}

const register = (body: unknown, options: { ip?: Record<string, string>; token?: string } = {}) =>
  server.request<Failure>('POST', '/api/companies', {
    body,
    headers: options.ip ?? clientIp(),
    ...(options.token ? { token: options.token } : {}),
  });

const requestsOf = (email: string) =>
  sql.rows<{ status: string; hear: string; ip: string | null; company: string; country_code: string }>(
    'select status, hear, ip, company, country_code from registration_request where lower(email) = lower($1)',
    [email],
  );

/** The mails to `to` in the outbox once delivered, oldest first. */
async function mailsTo(to: string) {
  await server.deliverMail();
  return sql.rows<{ subject: string; text: string }>(
    'select subject, text from mail_message where lower("to") = lower($1) order by id',
    [to],
  );
}

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { RATE_LIMIT_REGISTRATION: REGISTRATION_LIMIT, RATE_LIMIT_REGISTRATION_NOTICE: NOTICE_LIMIT },
  });
  sql = await TestSql.connect();
  await buildCompany(server.orm, { name: `Demo ${T} Trading BV` });
  // The operator's inbox (no SUPPORT_EMAIL in tests): the first staff contact of the contact page.
  await sql.rows(
    `insert into staff_contact (name, position, tel, email, sort_order) values ('Sam Staff', 'Sales', '+31 20 000 00 02', $1, -1000)`,
    [STAFF_EMAIL],
  );
});
afterAll(async () => {
  await sql.rows('delete from staff_contact where email = $1', [STAFF_EMAIL]);
  await sql.end();
  await server.close();
});

describe('POST /api/companies (free-trial registration)', () => {
  it('stores a pending request, answers the thank-you message and tells staff', async () => {
    const body = payload();
    const answer = await register(body);
    expect(answer.status).toBe(200);
    expect(RegistrationAnswer.parse(answer.body).payload.msg).toMatch(/login details .*once it is approved/);
    const [stored, ...more] = await requestsOf(body.email as string);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      status: 'pending',
      hear: 'LinkedIn',
      company: body.company,
      country_code: 'NL',
    });
    expect(stored!.ip).toMatch(/^10\./);
    // Nobody can sign in before staff approve: no contact, no company yet.
    const contacts = await sql.rows('select 1 from contact where lower(email) = lower($1)', [body.email]);
    expect(contacts).toEqual([]);
    await server.deliverMail();
    const mails = await sql.rows<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_message where text like $1`,
      [`%${body.company as string}%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: STAFF_EMAIL });
    expect(mails[0]!.subject).toMatch(/^Free trial registration #\d+ waits for approval$/);
    expect(mails[0]!.text).toContain('npm run staff -- registration approve');
  });

  it.each(['company', 'address', 'country', 'hear', 'name', 'function', 'email', 'tel', 'isContractAgreed'])(
    'refuses a payload without %s, naming it (in msg, errors and payload.msg)',
    async (field) => {
      const body = payload();
      delete body[field];
      const answer = await register(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((error) => error.param)).toContain(field);
      expect(answer.body.payload?.msg).toBe(answer.body.msg);
      expect(await requestsOf(body.email as string)).toEqual([]);
    },
  );

  it('refuses blank required fields as missing and takes zip, city, desc, website and vat as optional', async () => {
    const blank = await register(payload({ company: '   ', tel: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'company', msg: 'This field is required' },
        { param: 'tel', msg: 'This field is required' },
      ]),
    );
    const minimal = payload({ zip: '', city: undefined, desc: null, website: '', vat: undefined });
    expect((await register(minimal)).status).toBe(200);
  });

  it('refuses an invalid e-mail address, an unknown country and a hear option not offered', async () => {
    const email = await register(payload({ email: 'rosa@' }));
    expect([email.status, email.body.errors?.[0]]).toEqual([
      400,
      { param: 'email', msg: 'This field should be a correct email-address' },
    ]);
    const country = await register(payload({ country: 'XX' }));
    expect([country.status, country.body.errors?.[0]]).toEqual([
      400,
      { param: 'country', msg: 'Please choose a country' },
    ]);
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://user:pw@example.com',
      'not a site',
    ]) {
      const answer = await register(payload({ website }));
      expect([answer.status, answer.body.errors?.[0]?.param]).toEqual([400, 'website']);
    }
    expect((await register(payload({ website: 'www.example.com' }))).status).toBe(200);
    for (const hear of ['Television', 'QR Code', '']) {
      const answer = await register(payload({ hear }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.param).toBe('hear');
    }
  });

  it('stores the QR code value for a QR sign-up, whatever "hear" says', async () => {
    const body = payload({ isFromQrCode: true, hear: '' });
    expect((await register(body)).status).toBe(200);
    expect((await requestsOf(body.email as string))[0]!.hear).toBe('QR Code');
  });

  it('needs the contract agreed', async () => {
    const answer = await register(payload({ isContractAgreed: false }));
    expect([answer.status, answer.body.errors?.[0]]).toEqual([
      400,
      { param: 'isContractAgreed', msg: 'Please agree to the contract terms' },
    ]);
  });

  it("needs a visitor's captcha, but not a member's", async () => {
    for (const captcha of [undefined, 'not-a-solution']) {
      const body = payload({ captcha });
      const answer = await register(body);
      expect([answer.status, answer.body.msg, answer.body.payload?.msg]).toEqual([
        400,
        'Please solve the captcha',
        'Please solve the captcha',
      ]);
      expect(await requestsOf(body.email as string)).toEqual([]);
    }
    const member = await buildContact(server.orm);
    const token = await server.signIn(member);
    expect((await register(payload({ captcha: undefined }), { token })).status).toBe(200);
  });

  it("answers a member's or a pending request's e-mail address as any other, and mails the address instead", async () => {
    const member = await buildContact(server.orm);
    const fresh = await register(payload());
    const taken = await register(payload({ email: member.email.toUpperCase() }));
    // Nothing in the answer tells the two apart.
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    expect(taken.status).toBe(200);
    expect(await requestsOf(member.email)).toEqual([]);
    const [notice, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('A TBS free trial registration with your e-mail address');
    expect(notice!.text).toContain('Someone tried to register a company for a free trial on TBS');
    expect(notice!.text).toContain('already belongs to a TBS account');
    expect(notice!.text).toContain('"Forgot password?"');
    // Nothing typed into the form reaches the member.
    expect(notice!.text).not.toContain('Register Trading');

    const first = payload();
    expect((await register(first)).status).toBe(200);
    const again = await register(payload({ email: (first.email as string).toUpperCase() }));
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    expect(await requestsOf(first.email as string)).toHaveLength(1);
    const [waiting] = await mailsTo(first.email as string);
    expect(waiting!.text).toContain('is waiting for approval already');
  });

  it('mails an address in use at most RATE_LIMIT_REGISTRATION_NOTICE times a day, answering alike', async () => {
    const member = await buildContact(server.orm);
    const answers = [];
    for (let attempt = 0; attempt < NOTICE_LIMIT + 2; attempt++) {
      answers.push(await register(payload({ email: member.email })));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(NOTICE_LIMIT + 2).fill(200));
    expect(await mailsTo(member.email)).toHaveLength(NOTICE_LIMIT);
  });

  // '#' stands for this file's token, so the look-alikes meet only this file's member company.
  it.each([
    ['the same name', 'Demo # Trading BV'],
    ['another case', 'DEMO # TRADING bv'],
    ['a legal form with dots', 'Demo # Trading B.V.'],
    ['another legal form', 'Demo # Trading Ltd'],
    ['no legal form', 'Demo # Trading'],
    ['extra spaces', '  Demo   #  Trading  BV'],
    ['a zero-width space', 'Demo #\u200B Trading BV'],
    ['Cyrillic look-alikes', 'D\u0435m\u043E # Tr\u0430ding BV'],
    ['a Greek look-alike', 'Demo # Trading \u0392V'],
    ['an accent', 'Démo # Trading BV'],
  ])("refuses a member company's name written with %s", async (_, company) => {
    const answer = await register(payload({ company: company.replace('#', T) }));
    expect([answer.status, answer.body.errors]).toEqual([
      400,
      [
        {
          param: 'company',
          msg: 'A company with this name is a TBS member already. Please contact us if it is yours.',
        },
      ],
    ]);
  });

  it("refuses a look-alike of a pending request's company name, but not of an inactive company's", async () => {
    const first = payload({ company: `Pending Look ${T} GmbH` });
    expect((await register(first)).status).toBe(200);
    const lookAlike = await register(payload({ company: `P\u0435nding  Look ${T}` }));
    expect([lookAlike.status, lookAlike.body.errors]).toEqual([
      400,
      [{ param: 'company', msg: 'A registration for this company is waiting for approval already.' }],
    ]);
    await buildCompany(server.orm, { name: `Closed Down ${T} BV`, isActive: false });
    expect((await register(payload({ company: `Closed Down ${T}` }))).status).toBe(200);
  });

  it('lets only one of two identical submissions racing each other through', async () => {
    const body = payload();
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect(await requestsOf(body.email as string)).toHaveLength(1);
  });

  it('refuses NUL bytes, line breaks in names and huge strings with 400, never 500', async () => {
    const nul = await register(payload({ company: 'Evil\u0000Co' }));
    expect([nul.status, nul.body.errors?.[0]?.param]).toEqual([400, 'company']);
    const header = await register(payload({ name: 'Rosa\r\nBcc: all@example.com' }));
    expect([header.status, header.body.errors?.[0]]).toEqual([
      400,
      { param: 'name', msg: 'This field must be a single line' },
    ]);
    const separator = await register(payload({ company: 'Evil\u2028Co', tel: '+31\t20' }));
    expect(separator.body.errors).toEqual([
      { param: 'company', msg: 'This field must be a single line' },
      { param: 'tel', msg: 'This field must not contain control characters' },
    ]);
    const huge = await register(payload({ desc: 'x'.repeat(100_000), address: 'y'.repeat(301) }));
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.map((error) => error.param).sort()).toEqual(['address', 'desc']);
    const notObject = await register([1, 2, 3]);
    expect(notObject.status).toBe(400);
  });

  it(`counts registrations per IP past validation and the captcha: ${REGISTRATION_LIMIT} an hour`, async () => {
    const ip = clientIp();
    // Mistakes do not count: a visitor fixing a typo is never locked out by it.
    expect((await register(payload({ email: 'broken' }), { ip })).status).toBe(400);
    expect((await register(payload({ captcha: 'wrong' }), { ip })).status).toBe(400);
    for (let n = 0; n < REGISTRATION_LIMIT; n++) expect((await register(payload(), { ip })).status).toBe(200);
    const body = payload();
    const limited = await register(body, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.msg).toMatch(/^Too many registrations/);
    expect(await requestsOf(body.email as string)).toEqual([]);
  });
});

describe('POST /api/misc/rateRegForm/rating/:rating', () => {
  const rate = (rating: string, body: unknown, ip = clientIp()) =>
    server.request<Failure>('POST', `/api/misc/rateRegForm/rating/${rating}`, { body, headers: ip });

  it('stores a thumbs rating with the company just registered', async () => {
    const company = `Rated Co ${T}`;
    const up = await rate('1', { rating: 1, company });
    expect(up.status).toBe(200);
    expect(RatingAnswer.parse(up.body)).toEqual({ status: 200 });
    expect((await rate('0', {})).status).toBe(200);
    const rows = await sql.rows<{ rating: number }>(
      'select rating from registration_rating where company = $1',
      [company],
    );
    expect(rows).toEqual([{ rating: 1 }]);
  });

  it('refuses ratings outside 0-5 and bad company names', async () => {
    expect((await rate('6', {})).status).toBe(404);
    expect((await rate('-1', {})).status).toBe(404);
    expect((await rate('up', {})).status).toBe(404);
    const nul = await rate('1', { company: 'A\u0000B' });
    expect([nul.status, nul.body.errors?.[0]?.param]).toEqual([400, 'company']);
    expect((await rate('1', { company: 'z'.repeat(151) })).status).toBe(400);
  });

  it('is limited per IP', async () => {
    const ip = clientIp();
    const limit = 20;
    for (let n = 0; n < limit; n++) expect((await rate('1', {}, ip)).status).toBe(200);
    expect((await rate('1', {}, ip)).status).toBe(429);
  });
});
